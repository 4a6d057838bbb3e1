import { mdiCalendarBlank, mdiPlus, mdiVideo } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TutorCalendarSession, TutorTimeZone } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { formatSessionRange } from '../../tutor-schedule';
import { DashboardCard } from './dashboard-card';

/** `YYYY-MM-DD` of an instant in the zone (`en-CA` writes ISO-like dates). */
const localDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

function SessionRow({
  session,
  timeZone,
  isToday,
}: {
  session: TutorCalendarSession;
  timeZone: TutorTimeZone;
  isToday: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="li"
      data-dashboard-session={session.id}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'center',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {isToday ? <Chip size="small" color="primary" label={t('tutorDashboard.sessions.today')} /> : null}
          {session.status === 'held' ? (
            <Chip size="small" color="warning" variant="outlined" label={t('tutorDashboard.sessions.held')} />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {formatSessionRange(session.startsAt, session.endsAt, timeZone, i18n.language)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.class.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.student
            ? t('tutorDashboard.sessions.withStudent', { title: session.title, name: session.student.name })
            : session.title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {session.meetingUrl ? (
          <Button
            variant="contained"
            size="small"
            href={session.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<MdiIcon path={mdiVideo} />}
            aria-label={t('tutorDashboard.sessions.joinLabel', { title: session.class.title })}
          >
            {t('tutorDashboard.sessions.join')}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('tutorDashboard.sessions.noLink')}
          </Typography>
        )}
        <Button
          size="small"
          component={RouterLink}
          to={paths.tutorClassEditSchedule(session.class.id)}
          aria-label={t('tutorDashboard.sessions.scheduleLabel', { title: session.class.title })}
        >
          {t('tutorDashboard.sessions.schedule')}
        </Button>
      </Box>
    </Box>
  );
}

/** Today's and the next 7 days' sessions in the tutor's zone, each with its meeting link and its class's schedule. */
export function UpcomingSessions({
  sessions,
  timeZone,
  today,
}: {
  sessions: readonly TutorCalendarSession[];
  timeZone: TutorTimeZone;
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      name="sessions"
      title={t('tutorDashboard.sessions.title')}
      link={{ to: paths.tutorSchedule(), label: t('tutorDashboard.sessions.all') }}
    >
      {sessions.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={mdiCalendarBlank}
          title={t('tutorDashboard.sessions.emptyTitle')}
          text={t('tutorDashboard.sessions.emptyText')}
          actions={
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.tutorClassCreate()}
              startIcon={<MdiIcon path={mdiPlus} />}
            >
              {t('tutorDashboard.sessions.create')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              timeZone={timeZone}
              isToday={localDate(session.startsAt, timeZone) === today}
            />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
