import { mdiAccountClockOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { tutorApplicationStatuses, type TutorApplicationStatus } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { SelectInput } from '../../../components/select-input';
import { formatShortDate } from '../../../lib/format';
import { useApplicationQueue } from '../api/admin-tutors';
import { ApplicationStatusChip } from './status-chips';

export interface ApplicationQueueProps {
  status: TutorApplicationStatus;
  onStatus: (status: TutorApplicationStatus) => void;
  onOpen: (id: string) => void;
}

/** The verification queue: the applications in one state (default: waiting), oldest submission first. */
export function ApplicationQueue({ status, onStatus, onOpen }: ApplicationQueueProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const query = useApplicationQueue(status);
  return (
    <>
      <Box role="search" aria-label={t('adminTutors.queue.filters')} sx={{ mb: 2, maxWidth: { sm: 320 } }}>
        <SelectInput
          id={`${id}-status`}
          label={t('adminTutors.queue.status')}
          value={status}
          options={tutorApplicationStatuses.map((value) => ({
            value,
            label: t(`adminTutors.applicationStatuses.${value}`),
          }))}
          onChange={(value) => onStatus(value as TutorApplicationStatus)}
        />
      </Box>
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('adminTutors.queue.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('adminTutors.queue.loadError')}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={mdiAccountClockOutline}
          title={t(`adminTutors.queue.empty.${status}`)}
          text={t('adminTutors.queue.emptyText')}
          headingLevel="h2"
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('adminTutors.queue.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {query.data.map((application) => (
            <Paper
              key={application.id}
              component="li"
              variant="outlined"
              data-application-id={application.id}
              sx={{
                p: 2,
                mb: 1,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Box sx={{ flex: '1 1 14rem', minWidth: 0, wordBreak: 'break-word' }}>
                <Typography variant="body1" component="h3" sx={{ fontWeight: 600 }}>
                  {application.biodata?.fullName ?? application.applicant.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {application.applicant.email}
                  {application.biodata ? ` · ${application.biodata.city}` : ''}
                </Typography>
              </Box>
              <Box
                sx={{ flex: '0 1 auto', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
              >
                <ApplicationStatusChip status={application.status} />
                <Typography variant="body2" color="text.secondary">
                  {application.submittedAt
                    ? t('adminTutors.queue.submittedOn', {
                        date: formatShortDate(application.submittedAt, i18n.language),
                      })
                    : t('adminTutors.queue.notSubmitted')}
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onOpen(application.id)}
                  aria-label={t('adminTutors.queue.open', {
                    name: application.biodata?.fullName ?? application.applicant.name,
                  })}
                >
                  {t('adminTutors.queue.review')}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
