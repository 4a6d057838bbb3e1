import { mdiCheck, mdiTicketPercentOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { TextInput } from '../../../components/text-input';
import { formatRupiah } from '../../../lib/format';
import { normaliseVoucherCode, useAvailableVouchers, useVoucherCheck } from '../api/vouchers';
import { VoucherCard } from './voucher-card';
import { VoucherListSkeleton } from './voucher-list';
import { VoucherRefusal } from './voucher-refusal';

export interface VoucherPickerProps {
  /** The code chosen before (from the URL): checked at once. */
  initialCode: string | null;
  /** Use this code for the checkout. */
  onApply: (code: string) => void;
  /** Go on without a voucher. */
  onSkip: () => void;
}

/**
 * `/checkout-voucher`: type a code or pick one of the usable vouchers; the server previews the discount on the
 * current cart (`POST /api/voucher/cek`) or says, in Indonesian, why the voucher cannot be used. One voucher per
 * order: the chosen code goes on to the checkout.
 */
export function VoucherPicker({ initialCode, onApply, onSkip }: VoucherPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const resultId = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const check = useVoucherCheck();
  const { mutate } = check;
  const vouchers = useAvailableVouchers(1, 50);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || !initialCode) return;
    checked.current = true;
    mutate(initialCode);
  }, [initialCode, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normaliseVoucherCode(code);
    if (typed === '') return;
    setCode(typed);
    mutate(typed);
  };
  const choose = (chosen: string) => {
    setCode(chosen);
    mutate(chosen);
  };
  const previewed = check.data;
  const previewCode = check.variables ? normaliseVoucherCode(check.variables) : null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('vouchers.picker.formLabel')}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextInput
            id={inputId}
            label={t('vouchers.picker.codeLabel')}
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            helperText={t('vouchers.picker.codeHint')}
            fullWidth
            sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 1 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={check.isPending}
            disabled={normaliseVoucherCode(code) === ''}
            sx={{ minHeight: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('vouchers.picker.check')}
          </Button>
        </Box>
        <Box id={resultId} aria-live="polite">
          {check.isError ? <VoucherRefusal error={check.error} /> : null}
          {check.isSuccess && previewed ? (
            <Alert
              severity="success"
              data-voucher-preview={previewed.code}
              icon={<MdiIcon path={mdiTicketPercentOutline} />}
            >
              <AlertTitle>
                {t('vouchers.picker.appliedTitle', { code: previewed.code, title: previewed.title })}
              </AlertTitle>
              <Box sx={{ display: 'grid', gap: 0.25 }}>
                <span>{t('vouchers.picker.subtotal', { amount: formatRupiah(previewed.subtotal) })}</span>
                <span data-voucher-discount={previewed.discount}>
                  {t('vouchers.picker.discount', { amount: formatRupiah(previewed.discount) })}
                </span>
                <strong>{t('vouchers.picker.total', { amount: formatRupiah(previewed.total) })}</strong>
              </Box>
            </Alert>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button onClick={onSkip}>{t('vouchers.picker.skip')}</Button>
          <Button
            variant="contained"
            disabled={!check.isSuccess || !previewed}
            onClick={() => previewed && onApply(previewed.code)}
            startIcon={<MdiIcon path={mdiCheck} />}
            data-apply-voucher=""
          >
            {t('vouchers.picker.apply')}
          </Button>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby={`${inputId}-list`} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={`${inputId}-list`} variant="h3" component="h2" sx={{ fontWeight: 700 }}>
          {t('vouchers.picker.available')}
        </Typography>
        {vouchers.isPending ? <VoucherListSkeleton count={2} /> : null}
        {vouchers.isError ? (
          <LoadError
            error={vouchers.error}
            onRetry={() => void vouchers.refetch()}
            title={t('vouchers.loadError')}
          />
        ) : null}
        {vouchers.isSuccess && vouchers.data.data.length === 0 ? (
          <Typography color="text.secondary">{t('vouchers.picker.none')}</Typography>
        ) : null}
        {vouchers.isSuccess && vouchers.data.data.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {[...vouchers.data.data]
              .sort((a, b) => Number(b.applicable) - Number(a.applicable))
              .map((voucher) => (
                <li key={voucher.code}>
                  <VoucherCard
                    voucher={voucher}
                    selected={previewCode === voucher.code && check.isSuccess}
                    actions={
                      <Button
                        variant={voucher.applicable ? 'outlined' : 'text'}
                        onClick={() => choose(voucher.code)}
                        aria-label={t('vouchers.picker.chooseLabel', { code: voucher.code })}
                        aria-controls={resultId}
                      >
                        {t('vouchers.picker.choose')}
                      </Button>
                    }
                  />
                </li>
              ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
