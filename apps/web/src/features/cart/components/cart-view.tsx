import { mdiCartOff, mdiCartOutline, mdiTicketPercentOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { formatRupiah } from '../../../lib/format';
import { cartLineKey, useCart, useRemoveFromCart } from '../api/cart';
import { CartLineItem } from './cart-line-item';
import { paths } from '../../../config/paths';

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 2 }}>
      {[0, 1].map((index) => (
        <Box key={index} aria-hidden="true" sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={120} height={90} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={28} />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/keranjang`: the lines with the server's current prices, what is wrong with a line (no longer for sale, full,
 * already owned), remove with a confirmation, the subtotal, and the way to checkout (closed while a line has a
 * problem). Empty: a way back to the catalogue.
 */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart();
  const remove = useRemoveFromCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const summaryId = useId();

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return <LoadError error={cart.error} onRetry={() => void cart.refetch()} title={t('cart.loadError')} />;
  }
  const { lines, subtotal, buyableCount, hasProblems } = cart.data;
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={mdiCartOff}
        title={t('cart.empty.title')}
        text={t('cart.empty.text')}
        actions={
          <>
            <Button component={RouterLink} to={paths.classes()} variant="contained">
              {t('cart.empty.classes')}
            </Button>
            <Button component={RouterLink} to={paths.materials()} variant="outlined">
              {t('cart.empty.materials')}
            </Button>
            <Button component={RouterLink} to={paths.skillCourses()} variant="outlined">
              {t('cart.empty.courses')}
            </Button>
          </>
        }
      />
    );
  }

  const closeDialog = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { itemType: removing.itemType, itemId: removing.itemId, slotStartsAt: removing.slot?.startsAt },
      { onSuccess: closeDialog },
    );
  };
  const canCheckout = !hasProblems && buyableCount > 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 2, sm: 3 }, py: 1 }}>
        <h2 style={visuallyHiddenStyle}>{t('cart.linesLabel', { count: lines.length })}</h2>
        <Box
          component="ul"
          aria-label={t('cart.linesLabel', { count: lines.length })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          data-cart-lines=""
        >
          {lines.map((line) => (
            <CartLineItem key={cartLineKey(line)} line={line} onRemove={setRemoving} />
          ))}
        </Box>
      </Paper>
      <Paper
        component="section"
        aria-labelledby={summaryId}
        variant="outlined"
        sx={{
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 1.5,
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
        data-cart-summary=""
      >
        <Typography id={summaryId} variant="h3" component="h2" sx={{ fontWeight: 700 }}>
          {t('cart.summary.title')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography color="text.secondary">{t('cart.summary.items', { count: buyableCount })}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-cart-subtotal={subtotal}>
            {formatRupiah(subtotal)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('cart.summary.voucherHint')}
        </Typography>
        <Divider />
        {hasProblems ? (
          <Alert severity="warning" data-cart-blocked="">
            {t('cart.summary.blocked')}
          </Alert>
        ) : null}
        <Button
          component={RouterLink}
          to={paths.checkout()}
          variant="contained"
          size="large"
          disabled={!canCheckout}
          startIcon={<MdiIcon path={mdiCartOutline} />}
          data-checkout-button=""
        >
          {t('cart.summary.checkout')}
        </Button>
        <Button
          component={RouterLink}
          to={paths.voucherCheckout()}
          variant="outlined"
          disabled={!canCheckout}
          startIcon={<MdiIcon path={mdiTicketPercentOutline} />}
        >
          {t('cart.summary.useVoucher')}
        </Button>
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        title={t('cart.remove.title')}
        text={t('cart.remove.text', { title: removing?.title ?? '' })}
        confirmLabel={t('cart.remove.confirm')}
        cancelLabel={t('cart.remove.cancel')}
        destructive
        busy={remove.isPending}
        failure={<FormFailure error={remove.error} sx={{ mt: 2 }} />}
        onConfirm={confirmRemove}
        onClose={closeDialog}
      />
    </Box>
  );
}
