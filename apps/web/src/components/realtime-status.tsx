import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthClient } from '../auth/react';
import type { RealtimeStatus as Status } from '../lib/realtime/connection';
import { realtimeConnectionOf } from '../lib/realtime/app-realtime';

/** Read by screen readers, not shown (in `sx`, bare numbers would mean fractions and spacing units). */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
} as const;

const dotColor: Record<Status, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  offline: 'text.disabled',
};

/**
 * The socket status indicator of the signed-in header: connected, (re)connecting or offline, as a coloured dot and
 * a word (the word is read to screen readers on small screens, where only the dot shows). Rendering it starts the
 * user's real-time connection.
 */
export function RealtimeStatus() {
  const { t } = useTranslation();
  const connection = realtimeConnectionOf(useAuthClient());
  const status = useSyncExternalStore(connection.subscribe, connection.getStatus);
  return (
    <Box
      role="status"
      aria-label={t('realtime.label')}
      title={t(`realtime.hint.${status}`)}
      data-realtime-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.5,
        color: 'text.secondary',
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: dotColor[status], flexShrink: 0 }}
      />
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: hidden })}>
        {t(`realtime.status.${status}`)}
      </Box>
    </Box>
  );
}
