import { mdiLockOutline, mdiShieldCheckOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatRupiah } from '../../../lib/format';

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? '1.375rem' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export interface CheckoutPanelProps {
  subtotal: number;
  discount: number;
  total: number;
  /** The server is still working the amounts out (voucher preview). */
  calculating?: boolean;
  /** Paying is not possible now (a refused voucher, a problem in the cart). */
  disabled?: boolean;
  paying: boolean;
  error: unknown;
  /** More about the refusal (e.g. a way back to the cart). */
  errorAction?: ReactNode;
  onPay: () => void;
}

/**
 * The checkout's totals as the server computed them, the payment method, and "Bayar". The order itself is made
 * on the server from the cart; nothing the page shows is sent back as a price.
 */
export function CheckoutPanel({
  subtotal,
  discount,
  total,
  calculating = false,
  disabled = false,
  paying,
  error,
  errorAction,
  onPay,
}: CheckoutPanelProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-checkout-panel="">
      <Row
        label={t('checkout.subtotal')}
        value={<span data-checkout-subtotal={subtotal}>{formatRupiah(subtotal)}</span>}
      />
      {discount > 0 ? (
        <Row
          label={t('checkout.discount')}
          value={
            <Box component="span" sx={{ color: 'success.dark' }} data-checkout-discount={discount}>
              −{formatRupiah(discount)}
            </Box>
          }
        />
      ) : null}
      <Divider />
      <Row
        label={t('checkout.total')}
        value={
          <span data-checkout-total={calculating ? undefined : total}>
            {calculating ? '…' : formatRupiah(total)}
          </span>
        }
        strong
      />
      <FormFailure error={error} sx={{ mb: 0 }}>
        {errorAction}
      </FormFailure>
      <Button
        variant="contained"
        size="large"
        onClick={onPay}
        loading={paying}
        disabled={disabled || calculating}
        startIcon={<MdiIcon path={mdiLockOutline} />}
        data-pay-button=""
        sx={{ py: 1.25, fontSize: '1.0625rem' }}
      >
        {t('checkout.pay')}
      </Button>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}
      >
        <MdiIcon path={mdiShieldCheckOutline} sx={{ fontSize: 18, mt: '2px' }} />
        {t('checkout.payHint')}
      </Typography>
    </Box>
  );
}
