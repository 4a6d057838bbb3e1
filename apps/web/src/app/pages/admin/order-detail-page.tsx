import { mdiArrowLeft } from '@mdi/js';
import type { AdminOrderDetail } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useAdminOrder } from '../../../features/admin-orders/api/admin-orders';
import { RefundDialog } from '../../../features/admin-orders/components/refund-dialog';
import { OrderStatusChip } from '../../../features/orders/components/order-status-chip';
import { formatRupiah } from '../../../lib/format';
import { PageHeading } from '../../../components/page-heading';

function Facts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, React.ReactNode]> = [
    [t('adminOrders.buyer'), `${order.buyer.name} (${order.buyer.email})`],
    [t('adminOrders.status'), <OrderStatusChip key="status" status={order.status} />],
    [t('adminOrders.total'), formatRupiah(order.total)],
    [t('adminOrders.refundable'), formatRupiah(order.refundable)],
    [t('adminOrders.provider'), t(`orders.provider.${order.provider}`)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        '& dd': { m: 0 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** `/admin/transaksi/:id`: one order, its lines and refunds; refund the whole order or the chosen lines. */
export default function AdminOrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useAdminOrder(id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [refunding, setRefunding] = useState<string[] | null>(null);
  const back = (
    <Button component={RouterLink} to={paths.adminOrders()} startIcon={<MdiIcon path={mdiArrowLeft} />}>
      {t('adminOrders.back')}
    </Button>
  );
  if (item.isPending)
    return <Skeleton variant="rounded" height={200} aria-label={t('admin.common.loading')} />;
  if (item.isError) {
    return (
      <>
        <PageHeading title={t('pages.adminOrderDetail')} action={back} />
        <LoadError
          error={item.error}
          onRetry={() => void item.refetch()}
          title={t('adminOrders.loadError')}
        />
      </>
    );
  }
  const order = item.data;
  const open = order.lines.filter((line) => line.refundId === null);
  const toggle = (lineId: string) =>
    setChosen((current) =>
      current.includes(lineId) ? current.filter((x) => x !== lineId) : [...current, lineId],
    );

  return (
    <>
      <PageHeading title={order.number} intro={t('adminOrders.detailIntro')} action={back} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Facts order={order} />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('adminOrders.lines')}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={t('adminOrders.lines')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('adminOrders.item')}</TableCell>
              <TableCell align="right">{t('adminOrders.paid')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.id} data-line-refunded={line.refundId !== null}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.includes(line.id)}
                    disabled={line.refundId !== null || order.refundable === 0}
                    onChange={() => toggle(line.id)}
                    slotProps={{ input: { 'aria-label': t('adminOrders.choose', { title: line.title }) } }}
                  />
                </TableCell>
                <TableCell>
                  {line.title}
                  <Typography variant="body2" color="text.secondary">
                    {line.tutorName}
                    {line.refundId !== null ? ` · ${t('adminOrders.lineRefunded')}` : ''}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatRupiah(line.price - line.discount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {order.refundable > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 4 }}>
          <Button variant="contained" color="error" onClick={() => setRefunding(open.map((line) => line.id))}>
            {t('adminOrders.refundAll')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={chosen.length === 0}
            onClick={() => setRefunding(chosen)}
          >
            {t('adminOrders.refundChosen', { count: chosen.length })}
          </Button>
        </Box>
      ) : null}
      {order.refunds.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('adminOrders.refunds')}
          </Typography>
          <Box component="ul" sx={{ pl: 2 }}>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {t('adminOrders.refundLine', {
                  amount: formatRupiah(refund.amount),
                  reason: refund.reason,
                  gateway: t(`adminOrders.gateway.${refund.gatewayStatus}`),
                })}
              </li>
            ))}
          </Box>
        </>
      ) : null}
      {refunding ? (
        <RefundDialog
          order={order}
          lineIds={refunding}
          whole={refunding.length === open.length}
          onClose={(done) => {
            setRefunding(null);
            if (done) setChosen([]);
          }}
        />
      ) : null}
    </>
  );
}
