import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { useSubjects } from '../../../features/catalogue-reference/api/reference';
import { TutorSchedule } from '../../../features/admin-tutor-schedules/components/tutor-schedule';

/** `/admin/tutor-jadwal`: every tutor's sessions, upcoming or past, filtered; cancelled sessions show the tutor's reason. */
export default function AdminTutorSchedulesPage() {
  const { t } = useTranslation();
  const subjects = useSubjects();
  return (
    <>
      <PageHeading title={t('adminTutorSchedules.title')} intro={t('adminTutorSchedules.intro')} />
      <TutorSchedule subjects={subjects.data ?? []} />
    </>
  );
}
