/** The immersive class space (`app` layout), for students and tutors, with its tabs. */
import { prefixed, route, tabs, tutorRoute, type RouteEntry } from './route-entry';

const classSpace = route('classSpace', '/kelas/detail/:id?', 'app');
const tutorClassSpace = tutorRoute('tutorClassSpace', '/tutor/kelas/detail/:id?', 'app');

const classSpaceTabs = [
  ['Files', 'berkas'],
  ['Discussions', 'diskusi'],
  ['Discussion', 'diskusi-detail'],
  ['Recordings', 'record-kelas'],
] as const;

export const classSpaceRoutes = [
  classSpace,
  ...tabs(classSpace, prefixed('classSpace', classSpaceTabs)),
  tutorClassSpace,
  ...tabs(tutorClassSpace, prefixed('tutorClassSpace', classSpaceTabs)),
] as const satisfies readonly RouteEntry[];
