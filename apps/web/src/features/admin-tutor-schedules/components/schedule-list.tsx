import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminTutorSession } from '@scola/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import { CancelReason, ClassName, formatTimeRange, SessionStatusChip } from './session-parts';

interface Day {
  label: string;
  sessions: AdminTutorSession[];
}

/** Consecutive sessions of one (Jakarta) day together, in the server's order. */
export function groupByDay(sessions: readonly AdminTutorSession[], language?: string): Day[] {
  const days: Day[] = [];
  for (const session of sessions) {
    const label = formatLongDate(session.startsAt, language);
    const last = days.at(-1);
    if (last?.label === label) last.sessions.push(session);
    else days.push({ label, sessions: [session] });
  }
  return days;
}

interface ViewProps {
  days: Day[];
}

function ScheduleTable({ days }: ViewProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const cancelled = alpha(theme.palette.error.main, 0.05);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={t('adminTutorSchedules.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminTutorSchedules.time')}</TableCell>
            <TableCell>{t('adminTutorSchedules.tutor')}</TableCell>
            <TableCell>{t('adminTutorSchedules.class')}</TableCell>
            <TableCell>{t('adminTutorSchedules.subject')}</TableCell>
            <TableCell>{t('adminTutorSchedules.status')}</TableCell>
            <TableCell align="right">{t('adminTutorSchedules.seats')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <Fragment key={day.label}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={6}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
                >
                  {day.label}
                </TableCell>
              </TableRow>
              {day.sessions.map((session) => (
                <TableRow
                  key={session.id}
                  data-session-id={session.id}
                  sx={session.status === 'cancelled' ? { bgcolor: cancelled } : undefined}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatTimeRange(session, i18n.language)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('adminTutorSchedules.minutes', { count: session.durationMinutes })}
                    </Typography>
                  </TableCell>
                  <TableCell>{session.tutor.name}</TableCell>
                  <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>
                    <ClassName session={session} />
                  </TableCell>
                  <TableCell>
                    {session.subject.name} ({session.subject.level})
                  </TableCell>
                  <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                    <SessionStatusChip status={session.status} />
                    <CancelReason session={session} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {session.class.seatsTaken}/{session.class.capacity}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ScheduleCards({ days }: ViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {days.map((day) => (
        <Box component="section" key={day.label} aria-label={day.label}>
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {day.label}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {day.sessions.map((session) => (
              <Paper
                component="li"
                key={session.id}
                variant="outlined"
                data-session-id={session.id}
                sx={{
                  p: 2,
                  display: 'grid',
                  gap: 1,
                  ...(session.status === 'cancelled'
                    ? { borderColor: 'error.light', borderLeftWidth: 4 }
                    : {}),
                }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatTimeRange(session, i18n.language)} ·{' '}
                    {t('adminTutorSchedules.minutes', { count: session.durationMinutes })}
                  </Typography>
                  <SessionStatusChip status={session.status} />
                </Box>
                <ClassName session={session} />
                <Typography variant="body2">
                  {session.tutor.name} · {session.subject.name} ({session.subject.level}) ·{' '}
                  {t('adminTutorSchedules.seatsOf', {
                    taken: session.class.seatsTaken,
                    capacity: session.class.capacity,
                  })}
                </Typography>
                <CancelReason session={session} />
              </Paper>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A page of sessions by day: a table on wide screens, stacked cards on phones; cancelled ones with their reason. */
export function ScheduleList({ sessions }: { sessions: readonly AdminTutorSession[] }) {
  const { i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const days = groupByDay(sessions, i18n.language);
  return phone ? <ScheduleCards days={days} /> : <ScheduleTable days={days} />;
}
