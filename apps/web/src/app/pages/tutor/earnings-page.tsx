import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { useEarningsBalance } from '../../../features/earnings/api/earnings';
import { BalanceCards } from '../../../features/earnings/components/balance-cards';
import { EarningsHistory } from '../../../features/earnings/components/earnings-history';
import { PayoutForm } from '../../../features/earnings/components/payout-form';
import { PayoutList } from '../../../features/earnings/components/payout-list';

/**
 * `/tutor/pendapatan` (an addition to the spec's routes, ADR 0035): the tutor's balances, a payout request, the
 * payouts requested and the history of sales, refunds and payouts.
 */
export default function TutorEarningsPage() {
  const { t } = useTranslation();
  const balance = useEarningsBalance();

  return (
    <>
      <PageHeading title={t('pages.tutorEarnings')} intro={t('earnings.intro')} />
      {balance.isError ? (
        <LoadError
          error={balance.error}
          onRetry={() => void balance.refetch()}
          title={t('earnings.balance.loadError')}
        />
      ) : (
        <BalanceCards balance={balance.data} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <PayoutForm withdrawable={balance.data?.withdrawable ?? 0} />
        <PayoutList />
      </Box>
      <EarningsHistory />
    </>
  );
}
