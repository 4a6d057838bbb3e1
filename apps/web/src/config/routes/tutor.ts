/** The tutor workspace (`frontend-tutor`): every `/tutor/*` page but the public ones, the registration and its status page (`routes/account.ts`). */
import { built, builtTutorRoute, tabs, type RouteEntry } from './route-entry';

// The class editor (a frame with the step tabs, `app/page-modules.ts` `frameModules`); the schedule tabs of the
// edit page are another slice's pages.
const tutorClassCreate = builtTutorRoute('tutorClassCreate', '/tutor/kelas/tambah');
const tutorClassEdit = builtTutorRoute('tutorClassEdit', '/tutor/kelas/:id');

export const tutorRoutes = [
  builtTutorRoute('tutorDashboard', '/tutor/beranda'),
  builtTutorRoute('tutorSchedule', '/tutor/jadwal'),
  builtTutorRoute('tutorScheduleManage', '/tutor/jadwal/kelola'),
  builtTutorRoute('tutorScheduleHistory', '/tutor/jadwal/riwayat'),
  builtTutorRoute('tutorClasses', '/tutor/kelas'),
  builtTutorRoute('tutorBimble', '/tutor/kelas/bimble'),
  builtTutorRoute('tutorStudents', '/tutor/kelas/siswa'),
  tutorClassCreate,
  ...tabs(tutorClassCreate, [
    ['tutorClassCreatePrice', 'harga', built],
    ['tutorClassCreateInfo', 'informasi', built],
    ['tutorClassCreateAbout', 'tentang', built],
  ]),
  tutorClassEdit,
  ...tabs(tutorClassEdit, [
    ['tutorClassEditPrice', 'harga', built],
    ['tutorClassEditInfo', 'informasi', built],
    ['tutorClassEditSchedule', 'jadwal', built],
    ['tutorClassEditSessions', 'sesi', built],
    ['tutorClassEditAbout', 'tentang', built],
    ['tutorClassEditScheduleManage', 'jadwal/kelola', built],
    ['tutorClassEditScheduleHistory', 'jadwal/riwayat', built],
  ]),
  builtTutorRoute('tutorClassHistory', '/tutor/kelas-riwayat'),
  builtTutorRoute('tutorClassHistoryDetail', '/tutor/kelas-riwayat/detail/:id'),
  builtTutorRoute('tutorStudyRoomTemplates', '/tutor/master-study-room'),
  builtTutorRoute('tutorAddStudyRoomTemplate', '/tutor/add-master-study-room'),
  builtTutorRoute('tutorAddStudyRoom', '/tutor/add-study-room'),
  builtTutorRoute('tutorStudyRooms', '/tutor/study-room'),
  builtTutorRoute('tutorProfileSettings', '/tutor/profil'),
  builtTutorRoute('tutorReviews', '/tutor/ulasan'),
  builtTutorRoute('tutorVouchers', '/tutor/voucher'),
  // An addition to the spec's route list (ADR 0035): the tutor's earnings, payout requests and their history.
  builtTutorRoute('tutorEarnings', '/tutor/pendapatan'),
] as const satisfies readonly RouteEntry[];
