/** Student dashboard pages (`app/pages/student/`): `/beranda*`, settings and study rooms. */
import { built, route, type RouteEntry } from './route-entry';

export const studentRoutes = [
  route('dashboard', '/beranda', 'frontend-student', true, built),
  route('classCollection', '/beranda/koleksi-kelas', 'frontend-student', true, built),
  route('classCollectionItem', '/beranda/koleksi-kelas/:id?', 'frontend-student', true, built),
  route('skillCourseCollection', '/beranda/koleksi-lifeskill', 'frontend-student', true, built),
  route('materialCollection', '/beranda/koleksi-materi', 'frontend-student', true, built),
  route('tutorCollection', '/beranda/koleksi-tutor', 'frontend-student', true, built),
  route('changePassword', '/beranda/password', 'frontend-student', true, built),
  route('profile', '/beranda/profil', 'frontend-student', true, built),
  route('studySpace', '/beranda/ruang-belajar', 'frontend-student'),
  route('settings', '/pengaturan', 'frontend-student'),
  route('studyRooms', '/study-room', 'frontend-student'),
  route('studyRoomSubjects', '/study-room/subjects', 'frontend-student'),
  route('studyRoomSubjectDetail', '/study-room/subjects-detail', 'frontend-student'),
  // An addition to the spec's routes (issue 14): one room's page (built by the student pages' work).
  route('studyRoom', '/study-room/:id', 'frontend-student'),
] as const satisfies readonly RouteEntry[];
