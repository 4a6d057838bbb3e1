import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useTutorDashboard } from '../api/tutor-dashboard';
import { EarningsCard } from './earnings-card';
import { LatestReviews } from './latest-reviews';
import { NewEnrolments } from './new-enrolments';
import { UpcomingSessions } from './upcoming-sessions';

/** The tutor's home: the week's sessions first (what to do next), then money, new students and reviews. */
export function TutorDashboardView() {
  const { t } = useTranslation();
  const dashboard = useTutorDashboard();
  if (dashboard.isError) {
    return (
      <LoadError
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        title={t('tutorDashboard.loadError')}
      />
    );
  }
  const data = dashboard.data;
  return (
    <Box
      aria-busy={!data}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      {data ? (
        <>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <UpcomingSessions sessions={data.sessions} timeZone={data.timeZone} today={data.today} />
            <EarningsCard earnings={data.earnings} />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <NewEnrolments enrolments={data.enrolments} />
            <LatestReviews reviews={data.reviews} />
          </Box>
        </>
      ) : (
        <>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={320} />
        </>
      )}
    </Box>
  );
}
