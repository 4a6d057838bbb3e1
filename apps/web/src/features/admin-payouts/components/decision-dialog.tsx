import type { AdminPayout } from '@scola/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { formatRupiah } from '../../../lib/format';
import { useDecidePayout } from '../api/admin-payouts';

/** How long each decision's text must be (as the contract's `payoutDecisionSchema`). */
const minimum = { paid: 3, rejected: 5 } as const;

/**
 * Confirms a decision on a payout: marking it paid asks for the bank's transfer reference, rejecting it for a reason
 * (the amount goes back to the tutor's balance). Neither can be undone, so the dialog states what will happen.
 */
export function DecisionDialog({
  payout,
  decision,
  onClose,
}: {
  payout: AdminPayout;
  decision: 'paid' | 'rejected';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const decide = useDecidePayout(payout.id);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = text.trim().length < minimum[decision];

  const submit = async () => {
    setTouched(true);
    if (tooShort) return;
    await decide.mutateAsync(
      decision === 'paid' ? { decision, transferReference: text.trim() } : { decision, reason: text.trim() },
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`adminPayouts.dialog.${decision}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(`adminPayouts.dialog.${decision}.text`, {
            amount: formatRupiah(payout.amount),
            tutor: payout.tutor.name,
            bank: payout.bankName,
            number: payout.accountNumber,
            holder: payout.accountHolder,
          })}
        </DialogContentText>
        <FormFailure error={decide.error ?? undefined} />
        <TextField
          label={t(`adminPayouts.dialog.${decision}.field`)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && tooShort}
          helperText={touched && tooShort ? t(`adminPayouts.dialog.${decision}.short`) : ' '}
          required
          fullWidth
          multiline={decision === 'rejected'}
          minRows={decision === 'rejected' ? 2 : undefined}
          slotProps={{ htmlInput: { maxLength: decision === 'paid' ? 100 : 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminPayouts.dialog.cancel')}</Button>
        <Button
          variant="contained"
          color={decision === 'paid' ? 'primary' : 'error'}
          loading={decide.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t(`adminPayouts.dialog.${decision}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
