import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { TutorTimeZone } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useTutorAvailability } from '../../../features/tutor-schedule/api/tutor-schedule';

/**
 * Renders `children` with the tutor's zone once the availability is loaded (calendar and history show times in
 * it), with the loading and error states before.
 */
export function WithTutorZone({ children }: { children: (timeZone: TutorTimeZone) => ReactNode }) {
  const { t } = useTranslation();
  const availability = useTutorAvailability();
  if (availability.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  }
  if (availability.isError) {
    return (
      <LoadError
        error={availability.error}
        onRetry={() => void availability.refetch()}
        title={t('tutorSchedule.manage.loadError')}
      />
    );
  }
  return <>{children(availability.data.timeZone)}</>;
}
