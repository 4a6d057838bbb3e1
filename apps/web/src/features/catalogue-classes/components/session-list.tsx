import { mdiCalendarClock } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassSession } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatSessionTime } from '../../../lib/format';

/** The sessions of a class in order, each with its Indonesian date and time (WIB) and length. */
export function SessionList({ sessions }: { sessions: readonly ClassSession[] }) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0) {
    return <Typography color="text.secondary">{t('catalogue.class.noSessions')}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-session-list="">
      {sessions.map((session) => (
        <Box
          component="li"
          key={session.id}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
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
              bgcolor: '#e3ebfb',
              color: 'primary.dark',
              fontWeight: 700,
            }}
          >
            {session.position}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{session.title}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
            >
              <MdiIcon path={mdiCalendarClock} aria-hidden="true" sx={{ fontSize: 18, mt: 0.125 }} />
              <span>
                <time dateTime={session.startsAt} data-session-date="">
                  {formatSessionTime(session.startsAt, i18n.language)}
                </time>
                {' · '}
                {t('catalogue.duration.minutes', { count: session.durationMinutes })}
              </span>
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
