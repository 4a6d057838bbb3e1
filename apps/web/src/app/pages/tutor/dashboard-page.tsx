import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { TutorDashboardView } from '../../../features/tutor-dashboard/components/tutor-dashboard';

/** `/tutor/beranda`: the tutor's home (issue 12): sessions of the week, earnings, new students and reviews. */
export default function TutorDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.tutorDashboard')} intro={t('tutorDashboard.intro')} />
      <TutorDashboardView />
    </>
  );
}
