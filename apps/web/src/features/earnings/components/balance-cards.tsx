import type { EarningsBalance } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';

const cards = ['withdrawable', 'pending', 'reserved', 'paidOut'] as const;

/** The tutor's balances as four figures (what can be withdrawn first), and what refunds left owed, if anything. */
export function BalanceCards({ balance }: { balance: EarningsBalance | undefined }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="earnings-balance-title" sx={{ mb: 4 }}>
      <Typography id="earnings-balance-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('earnings.balance.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {cards.map((key) => (
          <Paper key={key} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-balance={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`earnings.balance.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontWeight: 700, color: key === 'withdrawable' ? 'primary.main' : 'text.primary' }}
            >
              {balance ? formatRupiah(balance[key]) : <Skeleton width="70%" />}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`earnings.balance.${key}Hint`)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {balance && balance.owed > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('earnings.balance.owed', { amount: formatRupiah(balance.owed) })}
        </Alert>
      ) : null}
      {balance ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('earnings.balance.feeNote', { percent: balance.platformFeePercent })}
        </Typography>
      ) : null}
    </Box>
  );
}
