import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClassHistoryDetail as Detail } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSessionTime } from '../../../lib/format';
import { ClassFacts } from './class-facts';
import { StudentsTable } from './students-table';

function Sessions({ sessions }: { sessions: Detail['sessions'] }) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0)
    return <Typography color="text.secondary">{t('tutorRecords.noSessions')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-history-sessions="">
      {sessions.map((session) => (
        <Box
          component="li"
          key={session.id}
          sx={{
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'baseline',
          }}
        >
          <Typography sx={{ fontWeight: 600, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
            {session.status === 'cancelled' ? session.title : `${session.position}. ${session.title}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={session.startsAt}>
            {formatSessionTime(session.startsAt, i18n.language)}
          </Typography>
          {session.status === 'cancelled' ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={
                session.cancelReason
                  ? t('tutorRecords.cancelledBecause', { reason: session.cancelReason })
                  : t('tutorRecords.cancelled')
              }
            />
          ) : (
            <Typography variant="body2" data-history-attendance="">
              {t('classLive.list.attendees', { count: session.attendeeCount })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A class of the tutor's history: its facts, its sessions and its students (a page at a time). */
export function ClassHistoryDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`catalogue.kind.${detail.kind}`)} />
          <Chip
            size="small"
            label={detail.finished ? t('tutorRecords.finished') : t('tutorRecords.running')}
          />
        </Box>
        <ClassFacts item={detail} />
      </Paper>
      <Box component="section" aria-labelledby="history-sessions">
        <Typography
          id="history-sessions"
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}
        >
          {t('tutorRecords.sessionsTitle')}
        </Typography>
        <Sessions sessions={detail.sessions} />
      </Box>
      <Box component="section" aria-labelledby="history-students">
        <Typography
          id="history-students"
          variant="h3"
          component="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}
        >
          {t('tutorRecords.studentsTitle')}
        </Typography>
        <StudentsTable classId={detail.id} page={page} onPage={setPage} pageSize={10} />
      </Box>
    </Box>
  );
}
