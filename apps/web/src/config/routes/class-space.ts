/** The immersive class space (`app` layout), for students and tutors, with its tabs (ADR 0039). */
import { built, prefixed, route, tabs, type RouteEntry } from './route-entry';

const classSpace = route('classSpace', '/kelas/detail/:id?', 'app', true, built);
const tutorClassSpace = route('tutorClassSpace', '/tutor/kelas/detail/:id?', 'app', true, {
  scope: 'tutor',
  planned: false,
});

const classSpaceTabs = [
  ['Files', 'berkas'],
  ['Recordings', 'record-kelas'],
] as const;

/** Built tabs: `[id, segment, built]`. */
const builtTabs = (prefix: 'classSpace' | 'tutorClassSpace') =>
  [
    [`${prefix}Discussions`, 'diskusi', built],
    [`${prefix}Discussion`, 'diskusi-detail', built],
  ] as const;

export const classSpaceRoutes = [
  classSpace,
  ...tabs(classSpace, prefixed('classSpace', classSpaceTabs)),
  ...tabs(classSpace, builtTabs('classSpace')),
  tutorClassSpace,
  ...tabs(tutorClassSpace, prefixed('tutorClassSpace', classSpaceTabs)),
  ...tabs(tutorClassSpace, builtTabs('tutorClassSpace')),
] as const satisfies readonly RouteEntry[];
