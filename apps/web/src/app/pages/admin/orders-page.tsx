import type { OrderStatus } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useAdminOrders } from '../../../features/admin-orders/api/admin-orders';
import { OrderStatusChip } from '../../../features/orders/components/order-status-chip';
import { formatRupiah } from '../../../lib/format';
import { PageHeading } from '../../../components/page-heading';

const PAGE_SIZE = 20;
const statuses: readonly OrderStatus[] = [
  'paid',
  'partially_refunded',
  'refunded',
  'pending',
  'expired',
  'cancelled',
  'failed',
];

/** `/admin/transaksi`: every buyer's orders, found by number or e-mail and status; each opens its view. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminOrders({ page, pageSize: PAGE_SIZE, q: q || undefined, status: status || undefined });
  const total = list.data?.meta.total ?? 0;

  return (
    <>
      <PageHeading title={t('pages.adminOrders')} intro={t('adminOrders.intro')} />
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
          label={t('adminOrders.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          label={t('adminOrders.status')}
          value={status}
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value);
          }}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('adminOrders.allStatuses')}</MenuItem>
          {statuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`orders.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('adminOrders.find')}
        </Button>
      </Box>
      {list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={t('adminOrders.loadError')}
        />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('adminOrders.listLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminOrders.number')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('adminOrders.buyer')}
                </TableCell>
                <TableCell>{t('adminOrders.status')}</TableCell>
                <TableCell align="right">{t('adminOrders.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data?.data ?? []).map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell>
                    <RouterLink to={paths.adminOrderDetail(order.id)}>{order.number}</RouterLink>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {order.buyer.email}
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell align="right">{formatRupiah(order.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {list.data && total === 0 ? <Typography sx={{ p: 2 }}>{t('adminOrders.empty')}</Typography> : null}
        </Paper>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('adminOrders.previous')}
        </Button>
        <Typography>
          {t('adminOrders.page', { page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) })}
        </Typography>
        <Button disabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
          {t('adminOrders.next')}
        </Button>
      </Box>
    </>
  );
}
