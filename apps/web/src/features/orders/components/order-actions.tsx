import { mdiCloseCircleOutline, mdiCreditCardOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OrderSummary } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { useCancelOrder, usePayAgain } from '../api/orders';
import { useFollowPaymentLink } from '../api/payment-link';

export interface OrderActionsProps {
  order: Pick<OrderSummary, 'id' | 'number' | 'status' | 'expiresAt'>;
  size?: 'small' | 'medium' | 'large';
  /** Offer "cancel" too (off where only paying belongs, e.g. the student's home). */
  cancellable?: boolean;
}

/**
 * What can be done with a pending order: pay (again) — the payment's current link — and cancel it after a
 * confirmation. Nothing for an order that no longer waits for its payment.
 */
export function OrderActions({ order, size = 'medium', cancellable = true }: OrderActionsProps) {
  const { t } = useTranslation();
  const payAgain = usePayAgain();
  const cancel = useCancelOrder();
  const follow = useFollowPaymentLink();
  const [confirming, setConfirming] = useState(false);
  if (order.status !== 'pending') return null;
  const closeDialog = () => {
    setConfirming(false);
    cancel.reset();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size={size}
          loading={payAgain.isPending}
          startIcon={<MdiIcon path={mdiCreditCardOutline} />}
          onClick={() =>
            payAgain.mutate(order.id, { onSuccess: (answer) => follow(answer.payment.redirectUrl) })
          }
          aria-label={t('orders.actions.payLabel', { number: order.number })}
          data-pay-again=""
        >
          {t('orders.actions.pay')}
        </Button>
        {cancellable ? (
          <Button
            variant="outlined"
            color="error"
            size={size}
            startIcon={<MdiIcon path={mdiCloseCircleOutline} />}
            onClick={() => setConfirming(true)}
            aria-label={t('orders.actions.cancelLabel', { number: order.number })}
            data-cancel-order=""
          >
            {t('orders.actions.cancel')}
          </Button>
        ) : null}
      </Box>
      <FormFailure error={payAgain.error} sx={{ mt: 0.5 }} />
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancelDialog.title')}
        text={t('orders.cancelDialog.text', { number: order.number })}
        confirmLabel={t('orders.cancelDialog.confirm')}
        cancelLabel={t('orders.cancelDialog.keep')}
        destructive
        busy={cancel.isPending}
        failure={<FormFailure error={cancel.error} sx={{ mt: 2 }} />}
        onConfirm={() => cancel.mutate(order.id, { onSuccess: closeDialog })}
        onClose={closeDialog}
      />
    </Box>
  );
}
