import { mdiChevronRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate, formatRupiah, formatTime } from '../../../lib/format';
import { OrderActions } from './order-actions';
import { OrderStatusChip } from './order-status-chip';
import { PaymentCountdown } from './payment-countdown';
import { paths } from '../../../config/paths';

/** The path of an order's detail page. */
export const orderDetailPath = (id: string): string => paths.orderDetail({ id });

export interface OrderCardProps {
  order: OrderSummary;
  /** Pay again and cancel (the transactions page); off in the payment history. */
  actions?: boolean;
}

/** An order in a list: number, date, status, what was bought, total; the countdown and actions while pending. */
export function OrderCard({ order, actions = true }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const [first, ...rest] = order.lines;
  const when = order.paidAt ?? order.createdAt;
  return (
    <Paper
      component="article"
      variant="outlined"
      data-order={order.number}
      aria-label={t('orders.card.label', { number: order.number })}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '0.9375rem' }}>
          {order.number}
        </Typography>
        <OrderStatusChip status={order.status} />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {order.paidAt
            ? t('orders.card.paidOn', {
                date: formatDate(when, i18n.language),
                time: formatTime(when, i18n.language),
              })
            : t('orders.card.createdOn', {
                date: formatDate(when, i18n.language),
                time: formatTime(when, i18n.language),
              })}
        </Typography>
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first?.title ?? ''}</Typography>
        {rest.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('orders.card.moreItems', { count: rest.length })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('orders.card.total')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-order-total={order.total}>
          {formatRupiah(order.total)}
        </Typography>
        {order.voucherCode ? (
          <Typography variant="body2" color="success.dark">
            {t('orders.card.voucher', { code: order.voucherCode, amount: formatRupiah(order.discount) })}
          </Typography>
        ) : null}
      </Box>
      {order.status === 'pending' ? <PaymentCountdown expiresAt={order.expiresAt} /> : null}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        {actions ? <OrderActions order={order} size="small" /> : <span />}
        <Button
          component={RouterLink}
          to={orderDetailPath(order.id)}
          endIcon={<MdiIcon path={mdiChevronRight} />}
          aria-label={t('orders.card.detailLabel', { number: order.number })}
          size="small"
        >
          {t('orders.card.detail')}
        </Button>
      </Box>
    </Paper>
  );
}
