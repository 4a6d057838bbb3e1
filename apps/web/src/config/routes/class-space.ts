/** The immersive class space (`app` layout), for students and tutors, with its tabs (ADR 0039). */
import { built, prefixed, route, tabs, type RouteEntry } from './route-entry';

const classSpace = route('classSpace', '/kelas/detail/:id?', 'app', true, built);
const tutorClassSpace = route('tutorClassSpace', '/tutor/kelas/detail/:id?', 'app', true, {
  scope: 'tutor',
  planned: false,
});

const classSpaceTabs = [
  ['Files', 'berkas', built],
  ['Discussions', 'diskusi'],
  ['Discussion', 'diskusi-detail'],
] as const;

export const classSpaceRoutes = [
  classSpace,
  ...tabs(classSpace, prefixed('classSpace', classSpaceTabs)),
  ...tabs(classSpace, [['classSpaceRecordings', 'record-kelas', built]]),
  tutorClassSpace,
  ...tabs(tutorClassSpace, prefixed('tutorClassSpace', classSpaceTabs)),
  ...tabs(tutorClassSpace, [['tutorClassSpaceRecordings', 'record-kelas', built]]),
] as const satisfies readonly RouteEntry[];
