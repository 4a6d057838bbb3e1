/** The immersive class space (`app` layout), for students and tutors, with its tabs (ADR 0039). */
import { built, prefixed, route, tabs, type RouteEntry } from './route-entry';

const classSpace = route('classSpace', '/kelas/detail/:id?', 'app', true, built);
const tutorClassSpace = route('tutorClassSpace', '/tutor/kelas/detail/:id?', 'app', true, {
  scope: 'tutor',
  planned: false,
});

const classSpaceTabs = [
  ['Files', 'berkas', built],
  ['Discussions', 'diskusi', built],
  ['Discussion', 'diskusi-detail', built],
  ['Recordings', 'record-kelas', built],
] as const;

export const classSpaceRoutes = [
  classSpace,
  ...tabs(classSpace, prefixed('classSpace', classSpaceTabs)),
  tutorClassSpace,
  ...tabs(tutorClassSpace, prefixed('tutorClassSpace', classSpaceTabs)),
] as const satisfies readonly RouteEntry[];
