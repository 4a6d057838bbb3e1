import { mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TutorTimeZone, TutorClassSession } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { zonedSessionTime } from './zoned-time';

/** Where a session stands for its tutor: to come, under way, over, or cancelled. */
export function sessionPhase(session: TutorClassSession, now: number) {
  if (session.status === 'cancelled') return 'cancelled' as const;
  if (Date.parse(session.endsAt) <= now) return 'ended' as const;
  return Date.parse(session.startsAt) <= now ? ('live' as const) : ('upcoming' as const);
}

const phaseColors = { upcoming: 'info', live: 'success', ended: 'default', cancelled: 'error' } as const;

/** One session: its number, title, time in the tutor's zone, meeting link, status and the actions given. */
export function SessionCard({
  session,
  zone,
  now,
  actions,
}: {
  session: TutorClassSession;
  zone: TutorTimeZone;
  now: number;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const phase = sessionPhase(session, now);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-session-id={session.id}
      data-session-phase={phase}
      sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', borderRadius: 2 }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: phase === 'cancelled' ? 'action.hover' : '#e3ebfb',
          color: phase === 'cancelled' ? 'text.secondary' : 'primary.dark',
          fontWeight: 700,
        }}
      >
        {session.position ?? '–'}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {session.position === null ? null : (
              <VisuallyHidden>{t('tutorSessions.numbered', { position: session.position })}</VisuallyHidden>
            )}
            {session.title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={phaseColors[phase]}
            label={t(`tutorSessions.phases.${phase}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={session.startsAt}>{zonedSessionTime(session, zone, i18n.language)}</time>
          {' · '}
          {t('tutorSessions.minutes', { count: session.durationMinutes })}
        </Typography>
        {session.status === 'cancelled' ? (
          <Typography variant="body2" color="error.dark" data-cancel-reason="">
            {t('tutorSessions.cancelledBecause', { reason: session.cancelReason ?? '' })}
          </Typography>
        ) : session.meetingUrl ? (
          <Link
            href={session.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', wordBreak: 'break-all' }}
          >
            <MdiIcon path={mdiVideoOutline} fontSize="small" aria-hidden="true" />
            {session.meetingUrl}
          </Link>
        ) : (
          <Typography variant="body2" color="warning.dark">
            {t('tutorSessions.noLink')}
          </Typography>
        )}
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>{actions}</Box>
      ) : null}
    </Paper>
  );
}

/** A list of session cards. */
export function SessionCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}
