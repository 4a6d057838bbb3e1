import { MAX_CLASS_PRICE, type TutorClass, type TutorClassPatch } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { formatRupiah } from '../../../lib/format';
import { fromZoneInput, toZoneInput, zoneLabel } from '../../../lib/tutor-zone';

interface Values {
  price: string;
  /** `''`: no sale. */
  salePrice: string;
  /** `datetime-local` in the tutor's zone; `''`: the sale lasts until removed. */
  saleEndsAt: string;
}

/** What one seat earns at `finalPrice` with the platform's fee (the API answers the same split when saved). */
export function seatSplit(finalPrice: number, feePercent: number) {
  const fee = Math.round((finalPrice * feePercent) / 100);
  return { fee, net: finalPrice - fee };
}

/** What is wrong with the values; the end is checked against `now` only on submit (render stays pure). */
function problemsOf(values: Values, zone: string, now?: number) {
  const price = Number(values.price);
  const sale = values.salePrice === '' ? null : Number(values.salePrice);
  const end = values.saleEndsAt === '' ? null : fromZoneInput(values.saleEndsAt, zone);
  return {
    sale: sale !== null && sale >= price ? 'tutorClasses.form.saleNotBelow' : undefined,
    end:
      values.saleEndsAt !== '' && sale === null
        ? 'tutorClasses.form.saleEndWithoutSale'
        : end !== null && (end === undefined || (now !== undefined && Date.parse(end) <= now))
          ? 'tutorClasses.form.saleEndPast'
          : undefined,
  };
}

/**
 * The `harga` step: price, an optional sale price with its end (in the tutor's zone), and what one seat earns after
 * the platform's fee, updated while typing. Existing orders keep the price they were bought at.
 */
export function PriceForm(props: {
  initial: TutorClass;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: TutorClassPatch) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { initial } = props;
  const zone = initial.timeZone;
  const [values, setValues] = useState<Values>({
    price: String(initial.price),
    salePrice: initial.salePrice === null ? '' : String(initial.salePrice),
    saleEndsAt: initial.saleEndsAt ? toZoneInput(initial.saleEndsAt, zone) : '',
  });
  /** The problems found by the last submit (shown until the next one). */
  const [checked, setChecked] = useState<ReturnType<typeof problemsOf> | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const problems = problemsOf(values, zone);
  const shown: { sale?: string | undefined; end?: string | undefined } = checked
    ? { sale: problems.sale, end: problems.end ?? checked.end }
    : {};
  const price = Number(values.price) || 0;
  const sale = values.salePrice === '' ? null : Number(values.salePrice);
  const finalPrice = sale !== null && !problems.sale ? sale : price;
  const { fee, net } = seatSplit(finalPrice, initial.pricing.platformFeePercent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, zone, Date.now());
    setChecked(found);
    if (found.sale || found.end) return;
    props.onSubmit({
      price,
      salePrice: sale,
      saleEndsAt:
        sale === null || values.saleEndsAt === '' ? null : (fromZoneInput(values.saleEndsAt, zone) ?? null),
    });
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormFailure error={props.error ?? undefined} sx={{ mb: 0 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          type="number"
          label={t('tutorClasses.form.price')}
          helperText={t('tutorClasses.form.priceHelp')}
          value={values.price}
          onChange={set('price')}
          required
          slotProps={{ htmlInput: { min: 0, max: MAX_CLASS_PRICE, step: 1000 } }}
        />
        <TextField
          type="number"
          label={t('tutorClasses.form.salePrice')}
          helperText={shown.sale ? t(shown.sale) : t('tutorClasses.form.salePriceHelp')}
          error={Boolean(shown.sale)}
          value={values.salePrice}
          onChange={set('salePrice')}
          slotProps={{ htmlInput: { min: 0, max: MAX_CLASS_PRICE, step: 1000 } }}
        />
        <TextField
          type="datetime-local"
          label={t('tutorClasses.form.saleEndsAt', { zone: zoneLabel(zone) })}
          helperText={shown.end ? t(shown.end) : t('tutorClasses.form.saleEndsAtHelp')}
          error={Boolean(shown.end)}
          value={values.saleEndsAt}
          onChange={set('saleEndsAt')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('tutorClasses.form.splitTitle')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
          <dt>{t('tutorClasses.form.buyerPays')}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid="buyer-pays">
            {formatRupiah(finalPrice)}
          </Box>
          <dt>{t('tutorClasses.form.platformFee', { percent: initial.pricing.platformFeePercent })}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            −{formatRupiah(fee)}
          </Box>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {t('tutorClasses.form.netPerSeat')}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} data-testid="net-per-seat">
            {formatRupiah(net)}
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('tutorClasses.form.ordersKeepPrice')}
        </Typography>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={props.busy}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </Box>
    </Box>
  );
}
