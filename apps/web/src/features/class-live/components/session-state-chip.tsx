import Chip from '@mui/material/Chip';
import type { LiveSessionState } from '@scola/contracts';
import { useTranslation } from 'react-i18next';

const colors = {
  live: 'error',
  upcoming: 'primary',
  ended: 'default',
  cancelled: 'warning',
} as const;

/** The session's state as a chip ("Sedang berlangsung" stands out). */
export function SessionStateChip({ state }: { state: LiveSessionState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[state]}
      variant={state === 'live' ? 'filled' : 'outlined'}
      label={t(`classLive.state.${state}`)}
      data-session-state={state}
    />
  );
}
