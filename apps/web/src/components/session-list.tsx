import { mdiCalendarClock } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassSession } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSessionStart } from '../lib/viewer-time';
import { MdiIcon } from './mdi-icon';

/** Where a session stands for its student: over, the next one, later, or cancelled by the tutor. */
export type SessionState = 'done' | 'next' | 'later' | 'cancelled';

/** A session of the list: a cancelled one has no number. */
export type ListedSession = Omit<ClassSession, 'position'> & { position: number | null };

export interface SessionListProps<S extends ListedSession> {
  sessions: readonly S[];
  /** Shown instead of the list when there is no session. */
  empty?: ReactNode;
  /** Each session's state, for a class the student owns; without it the list is a plain timetable. */
  stateOf?: (session: S) => SessionState;
  /** The words after a session in a state (e.g. "Selesai"); none for `later`. */
  stateLabel?: (state: SessionState) => ReactNode;
  /** More under a session's time (its meeting link, why it was cancelled). */
  details?: (session: S) => ReactNode;
}

/**
 * The sessions of a class in order, each with its Indonesian date and time (WIB) and length: the catalogue's
 * timetable and, with states, the owned class's (the one over dimmed, the next one outlined).
 */
export function SessionList<S extends ListedSession>({
  sessions,
  empty,
  stateOf,
  stateLabel,
  details,
}: SessionListProps<S>) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0 && empty !== undefined) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-session-list="">
      {sessions.map((session) => {
        const state = stateOf?.(session);
        const done = state === 'done' || state === 'cancelled';
        const label = state === undefined || state === 'later' ? null : stateLabel?.(state);
        return (
          <Box
            component="li"
            key={session.id}
            aria-current={state === 'next' ? 'step' : undefined}
            data-session={state}
            sx={{
              display: 'flex',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: state === 'next' ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              opacity: done ? 0.75 : 1,
            }}
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
                bgcolor: done ? '#e8f5ec' : '#e3ebfb',
                color: done ? 'success.dark' : 'primary.dark',
                fontWeight: 700,
              }}
            >
              {session.position ?? '–'}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                sx={{ fontWeight: 500, textDecoration: state === 'cancelled' ? 'line-through' : undefined }}
              >
                {session.title}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
              >
                <MdiIcon path={mdiCalendarClock} aria-hidden="true" sx={{ fontSize: 18, mt: 0.125 }} />
                <span>
                  <time dateTime={session.startsAt} data-session-date="">
                    {formatSessionStart(session.startsAt, i18n.language)}
                  </time>
                  {' · '}
                  {t('catalogue.duration.minutes', { count: session.durationMinutes })}
                </span>
              </Typography>
              {details?.(session)}
            </Box>
            {label ? (
              <Typography
                variant="body2"
                sx={{
                  alignSelf: 'center',
                  fontWeight: 500,
                  color: state === 'cancelled' ? 'error.dark' : done ? 'success.dark' : 'primary.main',
                }}
              >
                {label}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
