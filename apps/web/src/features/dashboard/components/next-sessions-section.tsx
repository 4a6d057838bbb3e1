import { mdiCalendarBlankOutline, mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UpcomingSession } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { formatSessionStart } from '../../../lib/viewer-time';
import { EmptySection } from './empty-section';

export interface NextSessionsSectionProps {
  /** Undefined while it loads. */
  sessions: readonly UpcomingSession[] | undefined;
  error?: unknown;
  onRetry: () => void;
  /** Joins the session through the class space (attendance, then the meeting in a new tab). */
  onJoin: (session: UpcomingSession) => void;
  /** The session being joined, and a refused join. */
  joining?: string | null;
  joinError?: unknown;
  /** The time now (ms): a join window opens without a reload. */
  now: number;
}

/**
 * The student's next sessions on their home (two weeks ahead, in the student's own time zone): each with its class
 * space and the join button, enabled in the join window (from 15 minutes before the start), otherwise when it
 * opens. Nothing scheduled: where to find a class.
 */
export function NextSessionsSection({
  sessions,
  error,
  onRetry,
  onJoin,
  joining = null,
  joinError,
  now,
}: NextSessionsSectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (sessions && sessions.length === 0) {
    return (
      <EmptySection
        title={t('dashboard.nextSessions.title')}
        icon={mdiCalendarBlankOutline}
        emptyTitle={t('dashboard.nextSessions.empty')}
        emptyText={t('dashboard.nextSessions.emptyText')}
        actions={[{ to: paths.classes(), label: t('dashboard.nextSessions.action') }]}
      />
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-next-sessions=""
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={id} variant="h3" component="h2">
        {t('dashboard.nextSessions.title')}
      </Typography>
      {error && !sessions ? (
        <Box sx={{ mt: 2 }}>
          <LoadError error={error} onRetry={onRetry} />
        </Box>
      ) : !sessions ? (
        <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
          {sessions.map((session) => (
            <Box
              component="li"
              key={session.id}
              data-next-session-item=""
              sx={{
                display: 'grid',
                gap: 0.75,
                pb: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { pb: 0, borderBottom: 0 },
              }}
            >
              <Typography variant="body2" color="text.secondary">
                <time dateTime={session.startsAt}>{formatSessionStart(session.startsAt, i18n.language)}</time>
              </Typography>
              <Link
                component={RouterLink}
                to={paths.classSpace(session.classId)}
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {session.classTitle}
              </Link>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {session.title}
              </Typography>
              {now >= Date.parse(session.joinOpensAt) ? (
                <Box>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onJoin(session)}
                    disabled={joining === session.id}
                    startIcon={<MdiIcon path={mdiVideoOutline} />}
                    aria-label={t('dashboard.nextSessions.joinLabel', { title: session.classTitle })}
                  >
                    {t('dashboard.nextSessions.join')}
                  </Button>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" data-join-opens="">
                  {t('dashboard.nextSessions.opensAt', {
                    time: formatSessionStart(session.joinOpensAt, i18n.language),
                  })}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      <FormFailure error={joinError} sx={{ mt: 2 }} />
    </Paper>
  );
}
