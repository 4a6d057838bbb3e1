/** The tutor workspace (`frontend-tutor`): every `/tutor/*` page but the public ones, the registration and its status page (`routes/account.ts`). */
import { built, tabs, tutorRoute, type RouteEntry } from './route-entry';

const tutorClassCreate = tutorRoute('tutorClassCreate', '/tutor/kelas/tambah');
const tutorClassEdit = tutorRoute('tutorClassEdit', '/tutor/kelas/:id');

export const tutorRoutes = [
  tutorRoute('tutorDashboard', '/tutor/beranda'),
  tutorRoute('tutorSchedule', '/tutor/jadwal'),
  tutorRoute('tutorScheduleManage', '/tutor/jadwal/kelola'),
  tutorRoute('tutorScheduleHistory', '/tutor/jadwal/riwayat'),
  tutorRoute('tutorClasses', '/tutor/kelas'),
  tutorRoute('tutorBimble', '/tutor/kelas/bimble'),
  tutorRoute('tutorStudents', '/tutor/kelas/siswa'),
  tutorClassCreate,
  ...tabs(tutorClassCreate, [
    ['tutorClassCreatePrice', 'harga'],
    ['tutorClassCreateInfo', 'informasi'],
    ['tutorClassCreateAbout', 'tentang'],
  ]),
  tutorClassEdit,
  ...tabs(tutorClassEdit, [
    ['tutorClassEditPrice', 'harga'],
    ['tutorClassEditInfo', 'informasi'],
    ['tutorClassEditSchedule', 'jadwal', built],
    ['tutorClassEditSessions', 'sesi', built],
    ['tutorClassEditAbout', 'tentang'],
    ['tutorClassEditScheduleManage', 'jadwal/kelola', built],
    ['tutorClassEditScheduleHistory', 'jadwal/riwayat', built],
  ]),
  tutorRoute('tutorClassHistory', '/tutor/kelas-riwayat'),
  tutorRoute('tutorClassHistoryDetail', '/tutor/kelas-riwayat/detail/:id'),
  tutorRoute('tutorStudyRoomTemplates', '/tutor/master-study-room'),
  tutorRoute('tutorAddStudyRoomTemplate', '/tutor/add-master-study-room'),
  tutorRoute('tutorAddStudyRoom', '/tutor/add-study-room'),
  tutorRoute('tutorStudyRooms', '/tutor/study-room'),
  tutorRoute('tutorProfileSettings', '/tutor/profil'),
  tutorRoute('tutorReviews', '/tutor/ulasan'),
  tutorRoute('tutorVouchers', '/tutor/voucher'),
] as const satisfies readonly RouteEntry[];
