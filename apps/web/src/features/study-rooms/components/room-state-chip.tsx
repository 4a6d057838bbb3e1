import Chip from '@mui/material/Chip';
import type { LiveSessionState } from '@scola/contracts';
import { useTranslation } from 'react-i18next';

const colors = { live: 'error', upcoming: 'primary', ended: 'default', cancelled: 'warning' } as const;

/** A room's state; "Sedang berlangsung" stands out (filled), the others are outlined. */
export function RoomStateChip({ state }: { state: LiveSessionState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[state]}
      variant={state === 'live' ? 'filled' : 'outlined'}
      label={t(`studyRooms.state.${state}`)}
      data-room-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
