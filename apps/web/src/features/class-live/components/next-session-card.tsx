import { mdiBroadcast, mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClassSpace, ClassSpaceSession } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatClockTime, formatSessionStart } from '../../../lib/viewer-time';
import { useJoinSession, useStartSession } from '../api/class-sessions';
import { phaseOf } from '../session-phase';
import { SessionStateChip } from './session-state-chip';

export interface NextSessionCardProps {
  space: ClassSpace;
  /** The live or next session; null when none is left. */
  session: ClassSpaceSession | null;
  now: number;
}

/**
 * The class's live or next session: when (in the viewer's zone), "live now", the join button (enabled only in the
 * join window, otherwise when it opens) and, for the tutor, "Mulai sesi".
 */
export function NextSessionCard({ space, session, now }: NextSessionCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const start = useStartSession(space.id);
  const join = useJoinSession();
  const canStart = space.role === 'tutor' || space.role === 'admin';
  const canJoin = space.role !== 'admin';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-next-session=""
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" component="h2">
        {t('classLive.next.title')}
      </Typography>
      {!session ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('classLive.next.none')}
        </Typography>
      ) : (
        <SessionBody
          session={session}
          now={now}
          language={i18n.language}
          actions={
            <>
              {canStart && phaseOf(session, now).state === 'upcoming' ? (
                <Button
                  variant="contained"
                  color="error"
                  disabled={!phaseOf(session, now).joinOpen || start.isPending || !session.hasMeetingLink}
                  onClick={() => start.mutate(session.id)}
                  startIcon={<MdiIcon path={mdiBroadcast} />}
                >
                  {t('classLive.next.start')}
                </Button>
              ) : null}
              {canJoin ? (
                <Button
                  variant={phaseOf(session, now).state === 'live' ? 'contained' : 'outlined'}
                  disabled={!phaseOf(session, now).joinOpen || join.isPending || !session.hasMeetingLink}
                  onClick={() => join.mutate({ classId: space.id, sessionId: session.id })}
                  startIcon={<MdiIcon path={mdiVideoOutline} />}
                >
                  {t('classLive.next.join')}
                </Button>
              ) : null}
            </>
          }
        />
      )}
      {session && !session.hasMeetingLink ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(canStart ? 'classLive.next.noLinkTutor' : 'classLive.next.noLink')}
        </Typography>
      ) : null}
      {session && session.hasMeetingLink && !phaseOf(session, now).joinOpen ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-join-opens="">
          {t('classLive.next.opensAt', {
            time: `${formatSessionStart(session.joinOpensAt, i18n.language)}`,
          })}
        </Typography>
      ) : null}
      <FormFailure error={start.error ?? join.error} sx={{ mt: 2 }} />
    </Paper>
  );
}

function SessionBody({
  session,
  now,
  language,
  actions,
}: {
  session: ClassSpaceSession;
  now: number;
  language: string;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = phaseOf(session, now);
  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {session.title}
        </Typography>
        <SessionStateChip state={state} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={session.startsAt}>{formatSessionStart(session.startsAt, language)}</time>
        {' – '}
        <time dateTime={session.endsAt}>{formatClockTime(session.endsAt, language)}</time>
      </Typography>
      {session.attendedAt ? (
        <Typography variant="body2" color="success.main">
          {t('classLive.attended', { time: formatClockTime(session.attendedAt, language) })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>{actions}</Box>
    </Box>
  );
}
