import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { FinishedClasses } from '../../../features/tutor-class-records/components/finished-classes';

/** `/tutor/kelas-riwayat`: the tutor's finished classes with enrolment, rating and sales. */
export default function TutorClassHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('tutorRecords.historyTitle')} intro={t('tutorRecords.historyIntro')} />
      <FinishedClasses />
    </>
  );
}
