import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { AvailabilityForm } from '../../../features/tutor-schedule/components/availability-form';

/** `/tutor/jadwal/kelola`: weekly availability, exceptions, booking settings and time zone. */
export default function TutorScheduleManagePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.tutorScheduleManage')} intro={t('tutorSchedule.manage.intro')} />
      <AvailabilityForm />
    </>
  );
}
