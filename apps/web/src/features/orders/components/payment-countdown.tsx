import { mdiTimerSandComplete, mdiTimerSand } from '@mdi/js';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatClock, formatDate, formatTime } from '../../../lib/format';
import { mergeSx } from '../../../lib/sx';

/** The current time, updated every `intervalMs`. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface PaymentCountdownProps {
  expiresAt: string;
  /** Larger text (the simulator page). */
  emphasis?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * How long a pending order still waits for its payment ("Bayar dalam 23:59:10", before `date time`), or that the
 * time is up. The visible clock ticks every second; screen readers get the deadline, not every tick.
 */
export function PaymentCountdown({ expiresAt, emphasis = false, sx }: PaymentCountdownProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const deadline = `${formatDate(expiresAt, i18n.language)} ${formatTime(expiresAt, i18n.language)}`;
  const over = left === 0;
  return (
    <Box
      data-countdown={over ? 'over' : 'running'}
      sx={mergeSx(
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          flexWrap: 'wrap',
          color: over ? 'text.secondary' : 'warning.dark',
          fontWeight: 600,
          fontSize: emphasis ? '1.125rem' : '0.875rem',
        },
        sx,
      )}
    >
      <MdiIcon path={over ? mdiTimerSandComplete : mdiTimerSand} sx={{ fontSize: emphasis ? 24 : 18 }} />
      {over ? (
        <span>{t('orders.countdown.over')}</span>
      ) : (
        <>
          <span aria-hidden="true">
            {t('orders.countdown.payWithin')}{' '}
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-countdown-clock="">
              {formatClock(left)}
            </Box>
          </span>
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {t('orders.countdown.deadline', { deadline })}
          </Box>
        </>
      )}
    </Box>
  );
}
