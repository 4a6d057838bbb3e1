import type { AdminOrderDetail } from '@scola/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { formatRupiah } from '../../../lib/format';
import { useRefundOrder } from '../api/admin-orders';

/**
 * Asks for the reason and confirms a refund of `lineIds`. The idempotency key is made once when the dialog opens:
 * a double click, or sending again after a lost answer, refunds once.
 */
export function RefundDialog({
  order,
  lineIds,
  whole,
  onClose,
}: {
  order: AdminOrderDetail;
  lineIds: string[];
  whole: boolean;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundOrder(order.id);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = order.lines
    .filter((line) => lineIds.includes(line.id))
    .reduce((sum, line) => sum + line.price - line.discount, 0);
  const tooShort = reason.trim().length < 5;

  const submit = async () => {
    setTouched(true);
    if (tooShort) return;
    await refund.mutateAsync({ ...(whole ? {} : { lineIds }), reason: reason.trim(), idempotencyKey });
    onClose(true);
  };

  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="refund-title">{t('adminOrders.dialog.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('adminOrders.dialog.text', { count: lineIds.length, amount: formatRupiah(amount) })}
        </DialogContentText>
        <FormFailure error={refund.error ?? undefined} />
        <TextField
          label={t('adminOrders.dialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && tooShort}
          helperText={
            touched && tooShort ? t('adminOrders.dialog.reasonShort') : t('adminOrders.dialog.reasonHelp')
          }
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('adminOrders.dialog.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          loading={refund.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('adminOrders.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
