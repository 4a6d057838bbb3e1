import { mdiArrowLeft, mdiBookshelf, mdiCartOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@scola/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { collectionPagePath, itemPagePath, itemTypeLabelKey } from '../../../lib/commerce-items';
import { formatDate, formatRupiah, formatTime } from '../../../lib/format';
import { formatSlot } from '../../../lib/viewer-time';
import { OrderActions } from './order-actions';
import { OrderStatusChip } from './order-status-chip';
import { PaymentCountdown } from './payment-countdown';
import { paths } from '../../../config/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={id} variant="h3" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AmountRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.125rem' : undefined }}>
        {value}
      </Typography>
    </Box>
  );
}

/** What the status means for the student, in one sentence. */
function StatusNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const severity = order.status === 'paid' ? 'success' : order.status === 'failed' ? 'error' : 'info';
  if (order.status === 'pending') return null;
  return (
    <Alert
      severity={severity}
      data-status-note={order.status}
      action={
        order.status === 'failed' || order.status === 'expired' ? (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={paths.cart()}
            startIcon={<MdiIcon path={mdiCartOutline} />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('orders.detail.toCart')}
          </Button>
        ) : order.status === 'paid' ? (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={collectionPagePath(order.lines[0]?.itemType ?? 'kelas')}
            startIcon={<MdiIcon path={mdiBookshelf} />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('orders.detail.toCollection')}
          </Button>
        ) : undefined
      }
    >
      {t(`orders.detail.note.${order.status}`)}
    </Alert>
  );
}

/** `/transaksi/detil?id=…`: status and dates, what was bought with each line's discount, totals and the payment. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => `${formatDate(iso, i18n.language)} · ${formatTime(iso, i18n.language)}`;
  const history: { key: string; label: string; when: string }[] = [
    { key: 'created', label: t('orders.detail.history.created'), when: order.createdAt },
  ];
  if (order.paidAt) history.push({ key: 'paid', label: t('orders.detail.history.paid'), when: order.paidAt });
  if (order.closedAt && order.status !== 'paid') {
    history.push({
      key: order.status,
      label: t(`orders.detail.history.${order.status}`),
      when: order.closedAt,
    });
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-order-detail={order.number}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.orders()}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('orders.detail.back')}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('orders.detail.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }} data-order-number="">
            {order.number}
          </Typography>
          <OrderStatusChip status={order.status} size="medium" />
        </Box>
      </Box>

      <StatusNote order={order} />

      {order.status === 'pending' ? (
        <Paper
          variant="outlined"
          sx={{
            borderRadius: 3,
            p: { xs: 2, sm: 3 },
            display: 'grid',
            gap: 1.5,
            borderColor: 'warning.main',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t('orders.detail.pendingText')}</Typography>
          <PaymentCountdown expiresAt={order.expiresAt} />
          <OrderActions order={order} />
        </Paper>
      ) : null}

      <Section title={t('orders.detail.items', { count: order.lines.length })}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lines.map((line) => (
            <Box
              component="li"
              key={`${line.itemType}:${line.itemId}:${line.slot?.startsAt ?? ''}`}
              data-order-line=""
              data-slot={line.slot?.startsAt}
              sx={{
                display: 'flex',
                gap: 2,
                justifyContent: 'space-between',
                py: 1.25,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Chip size="small" label={t(itemTypeLabelKey(line.itemType))} sx={{ mb: 0.5 }} />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Link
                    component={RouterLink}
                    to={itemPagePath(line.itemType, line.itemId)}
                    color="inherit"
                    underline="hover"
                  >
                    {line.title}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.tutorName}
                </Typography>
                {line.slot ? (
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-slot-time="">
                    {formatSlot(line.slot, i18n.language)}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{formatRupiah(line.price)}</Typography>
                {line.discount > 0 ? (
                  <Typography variant="body2" color="success.dark">
                    −{formatRupiah(line.discount)}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
        <Divider />
        <AmountRow label={t('orders.detail.subtotal')} value={formatRupiah(order.subtotal)} />
        {order.voucherCode ? (
          <AmountRow
            label={t('orders.detail.voucher', { code: order.voucherCode })}
            value={
              <Box component="span" sx={{ color: 'success.dark' }}>
                −{formatRupiah(order.discount)}
              </Box>
            }
          />
        ) : null}
        <AmountRow
          label={t('orders.detail.total')}
          value={<span data-order-total={order.total}>{formatRupiah(order.total)}</span>}
          strong
        />
      </Section>

      <Section title={t('orders.detail.payment')}>
        <AmountRow label={t('orders.detail.method')} value={t(`orders.provider.${order.provider}`)} />
        {order.payment?.paymentType && order.payment.paymentType !== order.provider ? (
          <AmountRow
            label={t('orders.detail.paymentType')}
            value={t(`orders.paymentType.${order.payment.paymentType}`, {
              defaultValue: order.payment.paymentType,
            })}
          />
        ) : null}
        {order.payment && order.payment.attempt > 1 ? (
          <AmountRow label={t('orders.detail.attempt')} value={String(order.payment.attempt)} />
        ) : null}
      </Section>

      <Section title={t('orders.detail.history.title')}>
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }} data-order-history="">
          {history.map((entry) => (
            <Typography component="li" key={entry.key}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {entry.label}
              </Box>
              {' · '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {at(entry.when)}
              </Box>
            </Typography>
          ))}
          {order.status === 'pending' ? (
            <Typography component="li">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('orders.detail.history.deadline')}
              </Box>
              {' · '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {at(order.expiresAt)}
              </Box>
            </Typography>
          ) : null}
        </Box>
      </Section>
    </Box>
  );
}
