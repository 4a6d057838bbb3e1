import { mdiCartOff } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { slotRefusalOf, type SlotRefusal } from '../../../features/bimble-booking';
import { useCart, useRemoveFromCart } from '../../../features/cart/api/cart';
import { discountsByLine } from '../../../features/cart/api/line-discounts';
import { CartReview } from '../../../features/cart/components/cart-review';
import { useCheckout } from '../../../features/orders/api/orders';
import { useFollowPaymentLink } from '../../../features/orders/api/payment-link';
import { blockingOrderOf } from '../../../features/orders/api/pending-order';
import { CheckoutPanel } from '../../../features/orders/components/checkout-panel';
import { orderDetailPath } from '../../../features/orders/components/order-card';
import { PaymentMethod } from '../../../features/orders/components/payment-method';
import { readChosenVoucher, writeChosenVoucher } from '../../../features/vouchers/api/chosen-voucher';
import { normaliseVoucherCode, useVoucherPreview } from '../../../features/vouchers/api/vouchers';
import { CheckoutVoucherBox } from '../../../features/vouchers/components/checkout-voucher-box';
import { errorCode } from '../../../lib/api-errors';
import { formatClockTime, formatDayLong, timeZoneName } from '../../../lib/viewer-time';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

/** Refusals of the checkout that are about the cart: the way out is the cart. */
const cartRefusals = new Set([
  'CART_EMPTY',
  'CART_CHANGED',
  'CLASS_FULL',
  'ITEM_NOT_FOR_SALE',
  'ITEM_ALREADY_OWNED',
  'CLASS_NEEDS_SLOTS',
]);

/** A slot refused at checkout: which one, said in the student's zone (the line has been taken out of the cart). */
function SlotNotice({ refusal }: { refusal: SlotRefusal }) {
  const { t, i18n } = useTranslation();
  const { title, slotStartsAt } = refusal.details;
  const language = i18n.language;
  const time = `${formatDayLong(slotStartsAt, language)} ${formatClockTime(slotStartsAt, language)} ${timeZoneName(language)}`;
  const key = refusal.code === 'SLOT_TAKEN' ? 'checkout.slotTaken' : 'checkout.slotUnavailable';
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-slot-notice={refusal.code} role="alert">
      {t(key, { title, time })}
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={id} variant="h3" component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={180} aria-hidden="true" />
      <Skeleton variant="rounded" height={90} aria-hidden="true" />
      <Skeleton variant="rounded" height={160} aria-hidden="true" />
    </Box>
  );
}

/**
 * `/checkout`: what the order will hold, the voucher (previewed by the server), the payment method and the total
 * the server computed; "Bayar" makes the order (`POST /api/checkout`) and goes to its payment page.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [removed, setRemoved] = useState(false);
  const fromUrl = params.get('voucher');
  const code = removed ? null : fromUrl ? normaliseVoucherCode(fromUrl) : readChosenVoucher();
  const cart = useCart();
  const preview = useVoucherPreview(code);
  const checkout = useCheckout();
  const removeLine = useRemoveFromCart();
  const [slotNotice, setSlotNotice] = useState<SlotRefusal | null>(null);
  const follow = useFollowPaymentLink();
  const choosePath = paths.voucherCheckout({ voucher: code || null });

  if (cart.isPending) return <CheckoutSkeleton />;
  if (cart.isError) {
    return <LoadError error={cart.error} onRetry={() => void cart.refetch()} title={t('cart.loadError')} />;
  }
  const { lines, subtotal, buyableCount, hasProblems } = cart.data;
  if (buyableCount === 0 && !hasProblems) {
    return (
      <>
        {slotNotice ? <SlotNotice refusal={slotNotice} /> : null}
        <EmptyState
          icon={mdiCartOff}
          title={t('checkout.empty.title')}
          text={t('checkout.empty.text')}
          actions={
            <>
              <Button component={RouterLink} to={paths.classes()} variant="contained">
                {t('cart.empty.classes')}
              </Button>
              <Button component={RouterLink} to={paths.orders()} variant="outlined">
                {t('checkout.empty.orders')}
              </Button>
            </>
          }
        />
      </>
    );
  }

  const buyable = lines.filter((line) => !line.problem);
  const withVoucher = code !== null && preview.isSuccess;
  const lineDiscounts = withVoucher ? discountsByLine(buyable, preview.data.lineDiscounts) : undefined;
  const removeVoucher = () => {
    writeChosenVoucher(null);
    setRemoved(true);
    if (fromUrl) setParams({}, { replace: true });
  };
  const pay = () => {
    setSlotNotice(null);
    checkout.mutate(code ? { voucherCode: code } : {}, {
      onSuccess: ({ payment }) => {
        writeChosenVoucher(null);
        follow(payment.redirectUrl);
      },
      onError: (error) => {
        // A slot someone else took (or no longer offered): say which, and take its line out of the cart.
        const slot = slotRefusalOf(error);
        setSlotNotice(slot);
        if (slot) {
          const { itemId, slotStartsAt } = slot.details;
          removeLine.mutate(
            { itemType: 'kelas', itemId, slotStartsAt },
            {
              onSettled: () => {
                checkout.reset();
                if (code) void preview.refetch();
              },
            },
          );
          return;
        }
        void cart.refetch();
        if (code) void preview.refetch();
      },
    });
  };
  const refusal = errorCode(checkout.error);
  const blockingOrder = blockingOrderOf(checkout.error);

  return (
    <>
      <PageHeading title={t('checkout.title')} intro={t('checkout.intro')} />
      {slotNotice ? <SlotNotice refusal={slotNotice} /> : null}
      {hasProblems ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.cart()} color="inherit" size="small">
              {t('checkout.toCart')}
            </Button>
          }
        >
          {t('cart.summary.blocked')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <Section title={t('checkout.summary', { count: buyable.length })}>
            <CartReview lines={buyable} {...(lineDiscounts ? { lineDiscounts } : {})} />
            <Button component={RouterLink} to={paths.cart()} size="small" sx={{ justifySelf: 'start' }}>
              {t('checkout.editCart')}
            </Button>
          </Section>
          <Section title={t('checkout.voucher')}>
            <CheckoutVoucherBox
              code={code}
              preview={preview}
              choosePath={choosePath}
              onRemove={removeVoucher}
            />
          </Section>
          <Section title={t('checkout.method.title')}>
            <PaymentMethod />
          </Section>
        </Box>
        <Paper
          component="aside"
          aria-label={t('checkout.totalsLabel')}
          variant="outlined"
          sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 24 } }}
        >
          <CheckoutPanel
            subtotal={withVoucher ? preview.data.subtotal : subtotal}
            discount={withVoucher ? preview.data.discount : 0}
            total={withVoucher ? preview.data.total : subtotal}
            calculating={code !== null && preview.isPending}
            disabled={hasProblems || buyableCount === 0 || (code !== null && preview.isError)}
            paying={checkout.isPending}
            error={checkout.error}
            errorAction={
              blockingOrder ? (
                <Box sx={{ mt: 1 }}>
                  <Button
                    component={RouterLink}
                    to={orderDetailPath(blockingOrder.orderId)}
                    size="small"
                    color="inherit"
                    variant="outlined"
                    data-blocking-order={blockingOrder.orderNumber}
                  >
                    {t('checkout.pendingOrder', { number: blockingOrder.orderNumber })}
                  </Button>
                </Box>
              ) : refusal && cartRefusals.has(refusal) ? (
                <Box sx={{ mt: 1 }}>
                  <Button
                    component={RouterLink}
                    to={paths.cart()}
                    size="small"
                    color="inherit"
                    variant="outlined"
                  >
                    {t('checkout.toCart')}
                  </Button>
                </Box>
              ) : null
            }
            onPay={pay}
          />
        </Paper>
      </Box>
    </>
  );
}
