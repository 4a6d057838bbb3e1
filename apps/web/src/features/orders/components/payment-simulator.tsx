import { mdiCashCheck, mdiCloseOctagonOutline, mdiFlaskOutline, mdiReceiptTextOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatRupiah } from '../../../lib/format';
import { useOrderByNumber, useSimulatorAction } from '../api/orders';
import { orderDetailPath } from './order-card';
import { OrderStatusChip } from './order-status-chip';
import { PaymentCountdown } from './payment-countdown';
import { paths } from '../../../config/paths';

function SimulatorSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="">
      <Skeleton variant="rounded" height={320} aria-hidden="true" />
    </Box>
  );
}

function SimulatorCard({ order, number }: { order: OrderDetail; number: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useSimulatorAction(number);
  const pending = order.status === 'pending';
  const choose = (result: 'pay' | 'fail') =>
    action.mutate(
      { result },
      { onSuccess: (answer) => void navigate(orderDetailPath(answer.id), { replace: true }) },
    );
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2 }}
      data-simulator=""
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('orders.simulator.orderNumber')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.125rem' }}
            data-order-number=""
          >
            {order.number}
          </Typography>
          <OrderStatusChip status={order.status} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('orders.simulator.amount')}
        </Typography>
        <Typography
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
          data-order-total={order.total}
        >
          {formatRupiah(order.total)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('orders.simulator.items', { count: order.lines.length })}
        </Typography>
      </Box>
      {pending ? <PaymentCountdown expiresAt={order.expiresAt} emphasis /> : null}
      <Divider />
      {pending ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <Button
              variant="contained"
              color="success"
              size="large"
              startIcon={<MdiIcon path={mdiCashCheck} />}
              loading={action.isPending && action.variables.result === 'pay'}
              disabled={action.isPending}
              onClick={() => choose('pay')}
              data-simulator-pay=""
            >
              {t('orders.simulator.pay')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="large"
              startIcon={<MdiIcon path={mdiCloseOctagonOutline} />}
              loading={action.isPending && action.variables.result === 'fail'}
              disabled={action.isPending}
              onClick={() => choose('fail')}
              data-simulator-fail=""
            >
              {t('orders.simulator.fail')}
            </Button>
          </Box>
          <FormFailure error={action.error} sx={{ mb: 0 }} />
        </>
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={orderDetailPath(order.id)} color="inherit" size="small">
              {t('orders.simulator.toOrder')}
            </Button>
          }
        >
          {t('orders.simulator.notPending')}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * The payment simulator (`/pembayaran/simulator/{number}`), the default payment provider: the buyer sees the order
 * and chooses to pay or to fail; the server turns the choice into a signed gateway notification. Then the order's
 * page shows the outcome.
 */
export function PaymentSimulator({ number }: { number: string }) {
  const { t } = useTranslation();
  const query = useOrderByNumber(number);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560, mx: 'auto' }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
          {t('orders.simulator.title')}
        </Typography>
        <Alert severity="info" icon={<MdiIcon path={mdiFlaskOutline} />} sx={{ mt: 1.5 }}>
          {t('orders.simulator.intro')}
        </Alert>
      </Box>
      {query.isPending ? <SimulatorSkeleton /> : null}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('orders.loadError')} />
      ) : null}
      {query.isSuccess && query.data === null ? (
        <EmptyState
          icon={mdiReceiptTextOutline}
          title={t('orders.simulator.notFound')}
          text={t('orders.simulator.notFoundText')}
          actions={
            <Button component={RouterLink} to={paths.orders()} variant="contained">
              {t('orders.simulator.toOrders')}
            </Button>
          }
        />
      ) : null}
      {query.isSuccess && query.data ? <SimulatorCard order={query.data} number={number} /> : null}
    </Box>
  );
}
