import { tutorTimeZoneLabels } from '@scola/contracts';
import { mdiCalendarBlankOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { errorCode } from '../../../lib/api-errors';
import { useClassSessions } from '../api/tutor-sessions';
import { ScheduleHeader } from './schedule-header';
import { ScheduleForm } from './schedule-form';

/** `jadwal/kelola`: the class (and its tutor's zone, from the session list's header), then the form. */
export function ScheduleManageView({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const query = useClassSessions(classId, 'mendatang', 1, 1);
  const header = query.data?.meta.class;
  return (
    <Box>
      <ScheduleHeader classId={classId} page="manage" header={header} />
      {query.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('tutorSessions.loading')} />
      ) : query.isError ? (
        errorCode(query.error) === 'NOT_FOUND' ? (
          <EmptyState
            icon={mdiCalendarBlankOutline}
            title={t('tutorSessions.notFound')}
            text={t('tutorSessions.notFoundText')}
            actions={
              <Button component={RouterLink} to={paths.tutorClasses()} variant="outlined">
                {t('tutorSessions.toClasses')}
              </Button>
            }
          />
        ) : (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            title={t('tutorSessions.loadError')}
          />
        )
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('tutorSessions.form.intro', { zone: tutorTimeZoneLabels[query.data.meta.class.timeZone] })}
          </Typography>
          <ScheduleForm classId={classId} zone={query.data.meta.class.timeZone} />
        </>
      )}
    </Box>
  );
}
