import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClassSpaceRole, ClassSpaceSession } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { formatSessionStart } from '../../../lib/viewer-time';
import { phaseOf } from '../session-phase';
import { SessionStateChip } from './session-state-chip';

const PAGE_SIZE = 10;

/** Every session of the class with its state and attendance (the caller's, or the count for the tutor). */
export function SessionsList({
  sessions,
  role,
  now,
}: {
  sessions: readonly ClassSpaceSession[];
  role: ClassSpaceRole;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const shown = sessions.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-sessions-list=""
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" component="h2">
        {t('classLive.list.title')}
      </Typography>
      {sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('classLive.list.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
          {shown.map((session) => {
            const { state } = phaseOf(session, now);
            return (
              <Box
                component="li"
                key={session.id}
                data-session-item={session.id}
                sx={{
                  display: 'grid',
                  gap: 0.5,
                  pb: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { pb: 0, borderBottom: 0 },
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {t('classLive.list.position', { position: session.position, title: session.title })}
                  </Typography>
                  <SessionStateChip state={state} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={session.startsAt}>
                    {formatSessionStart(session.startsAt, i18n.language)}
                  </time>
                </Typography>
                {attendanceKey(session, role, state) ? (
                  <Typography variant="body2" data-attendance="">
                    {t(attendanceKey(session, role, state) ?? '', { count: session.attendeeCount ?? 0 })}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
      {sessions.length > PAGE_SIZE ? (
        <ListPagination page={page} pageSize={PAGE_SIZE} total={sessions.length} onPage={setPage} />
      ) : null}
    </Paper>
  );
}

/**
 * The attendance line's key: nothing to say before a session starts or once cancelled; then the count for the tutor
 * and admins, the caller's own attendance for a student.
 */
function attendanceKey(session: ClassSpaceSession, role: ClassSpaceRole, state: string): string | null {
  if (state === 'cancelled') return null;
  if (state === 'upcoming') return 'classLive.list.notYet';
  if (role !== 'student') return 'classLive.list.attendees';
  if (session.attendedAt) return 'classLive.list.present';
  return state === 'ended' ? 'classLive.list.absent' : 'classLive.list.notJoined';
}
