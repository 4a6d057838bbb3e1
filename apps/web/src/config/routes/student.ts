/**
 * Student dashboard pages (`app/pages/student/`): `/beranda*`, settings and study rooms. The study rooms' browsing
 * pages and a room's page are public (visitors browse, and sign in to join); a student's own rooms are not.
 */
import { built, route, type RouteEntry } from './route-entry';

export const studentRoutes = [
  route('dashboard', '/beranda', 'frontend-student', true, built),
  route('classCollection', '/beranda/koleksi-kelas', 'frontend-student', true, built),
  route('classCollectionItem', '/beranda/koleksi-kelas/:id?', 'frontend-student', true, built),
  route('skillCourseCollection', '/beranda/koleksi-lifeskill', 'frontend-student', true, built),
  route('materialCollection', '/beranda/koleksi-materi', 'frontend-student', true, built),
  route('tutorCollection', '/beranda/koleksi-tutor', 'frontend-student', true, built),
  // An addition to the spec's routes (issue 15, ADR 0054): the files saved for offline on this device.
  route('offlineStorage', '/beranda/offline', 'frontend-student', true, built),
  route('changePassword', '/beranda/password', 'frontend-student', true, built),
  route('profile', '/beranda/profil', 'frontend-student', true, built),
  route('studySpace', '/beranda/ruang-belajar', 'frontend-student', true, built),
  route('settings', '/pengaturan', 'frontend-student', true, built),
  route('studyRooms', '/study-room', 'frontend-student', false, built),
  route('studyRoomSubjects', '/study-room/subjects', 'frontend-student', false, built),
  route('studyRoomSubjectDetail', '/study-room/subjects-detail', 'frontend-student', false, built),
  // An addition to the spec's routes (issue 14): one room's page, with its chat, files and meeting link.
  route('studyRoom', '/study-room/:id', 'frontend-student', false, built),
] as const satisfies readonly RouteEntry[];
