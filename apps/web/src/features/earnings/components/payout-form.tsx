import { MINIMUM_PAYOUT, payoutRequestSchema } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { formatRupiah } from '../../../lib/format';
import { useRequestPayout } from '../api/earnings';
import {
  amountOf,
  emptyPayoutForm as empty,
  type PayoutField as Field,
  problemsOf,
} from './payout-form-rules';

/**
 * Asks for a payout of the withdrawable balance to a bank account. Checked here as on the server (minimum, whole
 * rupiah, at most the balance, bank details); the server's refusal (a balance that changed meanwhile) is shown too.
 */
export function PayoutForm({ withdrawable }: { withdrawable: number }) {
  const { t } = useTranslation();
  const request = useRequestPayout();
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const problems = problemsOf(values, withdrawable);
  const errorOf = (field: Field) => (submitted ? problems[field] : undefined);
  const enough = withdrawable >= MINIMUM_PAYOUT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDone(null);
    if (Object.keys(problems).length > 0) return;
    const body = payoutRequestSchema.parse({
      ...values,
      amount: amountOf(values.amount),
    });
    await request.mutateAsync(body);
    setDone(body.amount);
    setValues(empty);
    setSubmitted(false);
  };

  const field = (name: Field, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => {
    const error = errorOf(name);
    return (
      <TextField
        id={`payout-${name}`}
        label={t(`earnings.form.${name}`)}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={Boolean(error)}
        helperText={
          error
            ? t(error, { amount: formatRupiah(withdrawable), minimum: formatRupiah(MINIMUM_PAYOUT) })
            : t(`earnings.form.${name}Help`, { minimum: formatRupiah(MINIMUM_PAYOUT) })
        }
        required
        fullWidth
        size="small"
        disabled={!enough}
        slotProps={{ htmlInput: { inputMode: extra.inputMode, autoComplete: extra.autoComplete ?? 'off' } }}
      />
    );
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
      component="section"
      aria-labelledby="payout-form-title"
    >
      <Typography id="payout-form-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('earnings.form.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {enough
          ? t('earnings.form.intro', {
              amount: formatRupiah(withdrawable),
              minimum: formatRupiah(MINIMUM_PAYOUT),
            })
          : t('earnings.form.notEnough', { minimum: formatRupiah(MINIMUM_PAYOUT) })}
      </Typography>
      {done !== null ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('earnings.form.done', { amount: formatRupiah(done) })}
        </Alert>
      ) : null}
      <FormFailure error={request.error ?? undefined} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {field('amount', { inputMode: 'numeric' })}
        {field('bankName')}
        {field('accountNumber', { inputMode: 'numeric' })}
        {field('accountHolder', { autoComplete: 'name' })}
        <Button type="submit" variant="contained" loading={request.isPending} disabled={!enough}>
          {t('earnings.form.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
