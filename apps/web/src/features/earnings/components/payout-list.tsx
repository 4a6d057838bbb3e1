import { mdiBankTransferOut } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { formatRupiah, formatShortDate } from '../../../lib/format';
import { EARNINGS_PAGE_SIZE, usePayouts } from '../api/earnings';
import { PayoutStatusChip } from './payout-status-chip';

/** The tutor's payout requests with their status, the transfer reference or the reason of a rejection. */
export function PayoutList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);

  let body;
  if (payouts.isError) {
    body = (
      <LoadError
        error={payouts.error}
        onRetry={() => void payouts.refetch()}
        title={t('earnings.payouts.loadError')}
      />
    );
  } else if (!payouts.data) {
    body = <Skeleton variant="rounded" height={120} aria-label={t('earnings.loading')} />;
  } else if (payouts.data.meta.total === 0) {
    body = (
      <EmptyState
        icon={mdiBankTransferOut}
        title={t('earnings.payouts.empty')}
        text={t('earnings.payouts.emptyText')}
        headingLevel="h3"
      />
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <List disablePadding aria-label={t('earnings.payouts.title')}>
          {payouts.data.data.map((payout) => (
            <ListItem key={payout.id} divider data-payout={payout.id} sx={{ display: 'block', py: 1.5 }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{formatRupiah(payout.amount)}</Typography>
                <PayoutStatusChip status={payout.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('earnings.payouts.to', {
                  bank: payout.bankName,
                  number: payout.accountNumber,
                  holder: payout.accountHolder,
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('earnings.payouts.requested', {
                  date: formatShortDate(payout.requestedAt, i18n.language),
                })}
                {payout.decidedAt
                  ? ` · ${t('earnings.payouts.decided', { date: formatShortDate(payout.decidedAt, i18n.language) })}`
                  : ''}
              </Typography>
              {payout.transferReference ? (
                <Typography variant="body2">
                  {t('earnings.payouts.reference', { reference: payout.transferReference })}
                </Typography>
              ) : null}
              {payout.rejectReason ? (
                <Alert severity="error" variant="outlined" sx={{ mt: 1, py: 0 }}>
                  {t('earnings.payouts.rejected', { reason: payout.rejectReason })}
                </Alert>
              ) : null}
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }

  return (
    <Box component="section" aria-labelledby="payouts-title">
      <Typography id="payouts-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('earnings.payouts.title')}
      </Typography>
      {body}
      <ListPagination
        page={page}
        total={payouts.data?.meta.total ?? 0}
        pageSize={EARNINGS_PAGE_SIZE}
        onPage={setPage}
        spacing={2}
      />
    </Box>
  );
}
