import { mdiHistory } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TutorCalendarSession, TutorTimeZone } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList, PagedListSkeleton } from '../../../components/paged-list';
import { paths } from '../../../config/paths';
import { useSessionHistory } from '../api/tutor-schedule';
import { formatSessionRange } from './time-of-day';

function HistoryItem({ session, timeZone }: { session: TutorCalendarSession; timeZone: TutorTimeZone }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={paths.tutorClassEditSchedule(session.class.id)}
          sx={{ fontWeight: 600 }}
        >
          {session.class.title}
        </Link>
        <Chip
          size="small"
          label={t(`tutorSchedule.status.${session.status}`)}
          color={session.status === 'cancelled' ? 'default' : 'success'}
          variant="outlined"
        />
        {session.class.kind === 'bimble' ? <Chip size="small" label={t('tutorSchedule.bimbel')} /> : null}
      </Box>
      <Typography variant="body2">{session.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatSessionRange(session.startsAt, session.endsAt, timeZone, i18n.language)}
      </Typography>
      {session.student ? (
        <Typography variant="body2" color="text.secondary">
          {t('tutorSchedule.history.student', { name: session.student.name })}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** `/tutor/jadwal/riwayat`: the tutor's past sessions (cancelled ones too), newest first, a page at a time. */
export function SessionHistory({
  timeZone,
  page,
  onPage,
}: {
  timeZone: TutorTimeZone;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useSessionHistory(page);
  return (
    <PagedList
      query={query}
      label={t('tutorSchedule.history.listLabel')}
      keyOf={(session) => session.id}
      renderItem={(session) => <HistoryItem session={session} timeZone={timeZone} />}
      skeleton={<PagedListSkeleton count={4} height={96} />}
      errorTitle={t('tutorSchedule.history.loadError')}
      empty={
        <EmptyState
          icon={mdiHistory}
          title={t('tutorSchedule.history.emptyTitle')}
          text={t('tutorSchedule.history.emptyText')}
        />
      }
      page={page}
      onPage={onPage}
    />
  );
}
