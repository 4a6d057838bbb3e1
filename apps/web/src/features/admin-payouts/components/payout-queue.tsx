import { payoutStatuses, type AdminPayout, type PayoutStatus } from '@scola/contracts';
import { mdiBankTransferOut } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { formatRupiah, formatShortDate } from '../../../lib/format';
import { PayoutStatusChip } from '../../earnings';
import { useAdminPayouts } from '../api/admin-payouts';
import { DecisionDialog } from './decision-dialog';

const PAGE_SIZE = 20;
const hiddenOnPhones = { display: { xs: 'none', md: 'table-cell' } } as const;
const hiddenBelowSmall = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** The status filter's value for "every status" (a select shows no label for an empty value). */
const ALL = 'all';

/** The payout queue: requests waiting (oldest first) by default, filters on the server, decisions in dialogs. */
export function PayoutQueue() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PayoutStatus | typeof ALL>('requested');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; decision: 'paid' | 'rejected' } | null>(
    null,
  );
  const list = useAdminPayouts({
    page,
    pageSize: PAGE_SIZE,
    status: status === ALL ? undefined : status,
    q: q || undefined,
  });
  const total = list.data?.meta.total ?? 0;

  let body;
  if (list.isError) {
    body = (
      <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('adminPayouts.loadError')} />
    );
  } else if (!list.data) {
    body = <Skeleton variant="rounded" height={240} aria-label={t('adminPayouts.loading')} />;
  } else if (total === 0) {
    body = (
      <EmptyState
        icon={mdiBankTransferOut}
        title={t('adminPayouts.empty')}
        text={t('adminPayouts.emptyText')}
      />
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('adminPayouts.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminPayouts.tutor')}</TableCell>
              <TableCell align="right" sx={hiddenBelowSmall}>
                {t('adminPayouts.amount')}
              </TableCell>
              <TableCell sx={hiddenOnPhones}>{t('adminPayouts.account')}</TableCell>
              <TableCell sx={hiddenOnPhones}>{t('adminPayouts.requestedAt')}</TableCell>
              <TableCell>{t('adminPayouts.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.data.map((payout) => (
              <TableRow key={payout.id} data-payout={payout.id}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {payout.tutor.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {payout.tutor.email}
                  </Typography>
                  <Typography variant="body2" sx={{ display: { sm: 'none' }, fontWeight: 700 }}>
                    {formatRupiah(payout.amount)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ display: { md: 'none' } }}
                  >
                    {payout.bankName} {payout.accountNumber} ·{' '}
                    {formatShortDate(payout.requestedAt, i18n.language)}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...hiddenBelowSmall, verticalAlign: 'top', whiteSpace: 'nowrap', fontWeight: 700 }}
                >
                  {formatRupiah(payout.amount)}
                </TableCell>
                <TableCell sx={{ ...hiddenOnPhones, verticalAlign: 'top' }}>
                  <Typography variant="body2">
                    {payout.bankName} · {payout.accountNumber}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {payout.accountHolder}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...hiddenOnPhones, verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {formatShortDate(payout.requestedAt, i18n.language)}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <PayoutStatusChip status={payout.status} />
                  {payout.status === 'requested' ? (
                    <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => setDeciding({ payout, decision: 'paid' })}
                      >
                        {t('adminPayouts.markPaid')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeciding({ payout, decision: 'rejected' })}
                      >
                        {t('adminPayouts.reject')}
                      </Button>
                    </Box>
                  ) : (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ mt: 0.5, maxWidth: 240 }}
                    >
                      {payout.transferReference
                        ? t('adminPayouts.reference', { reference: payout.transferReference })
                        : payout.rejectReason}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQ(draft.trim());
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}
      >
        <TextField
          label={t('adminPayouts.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          label={t('adminPayouts.status')}
          value={status}
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value as PayoutStatus | typeof ALL);
          }}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('adminPayouts.allStatuses')}</MenuItem>
          {payoutStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`earnings.payoutStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('adminPayouts.find')}
        </Button>
      </Box>
      {body}
      <ListPagination page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} spacing={2} />
      {deciding ? (
        <DecisionDialog
          payout={deciding.payout}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
