import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  TUTOR_VOUCHER_MAX_PERCENT,
  type TutorTimeZone,
  type TutorVoucherInput,
  voucherDiscountKinds,
} from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { formatRupiah } from '../../../lib/format';
import { useTutorVoucherItems } from '../api/tutor-vouchers';
import {
  invalidVoucherFields,
  itemKeyOf,
  maxFixedDiscount,
  type TutorVoucherField,
  type TutorVoucherValues,
  voucherInputOf,
} from './voucher-form-values';
import { zoneLabel } from '../../../lib/tutor-zone';

/** Server refusals that belong to one field. */
const fieldOfError: Record<string, TutorVoucherField> = {
  VOUCHER_CODE_TAKEN: 'code',
  VOUCHER_QUOTA_BELOW_USES: 'totalQuota',
  VOUCHER_OVER_LIMIT: 'discountValue',
  VOUCHER_ITEM_NOT_OWN: 'items',
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export interface TutorVoucherFormProps {
  initial: TutorVoucherValues;
  zone: TutorTimeZone;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: TutorVoucherInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A tutor voucher: code and texts, discount (within the platform's limits), quota, window, the tutor's items. */
export function TutorVoucherForm({
  initial,
  zone,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: TutorVoucherFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const items = useTutorVoucherItems();
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Partial<Record<TutorVoucherField, true>>>({});
  const set = <F extends TutorVoucherField>(field: F, value: TutorVoucherValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const serverField = fieldOfError[errorCode(error) ?? ''];
  const maxFixed = maxFixedDiscount(values.allItems ? null : values.items, items.data ?? []);
  const message = (field: TutorVoucherField) =>
    serverField === field ? t(`apiErrors.${errorCode(error)}`) : t(`tutorVouchers.invalid.${field}`);
  const wrong = (field: TutorVoucherField) => invalid[field] === true || serverField === field;
  const hintOf = (field: TutorVoucherField): string | undefined => {
    if (field === 'discountValue')
      return values.discountKind === 'percentage'
        ? t('tutorVouchers.hint.percent', { max: TUTOR_VOUCHER_MAX_PERCENT })
        : maxFixed === null
          ? t('tutorVouchers.hint.fixedChoose')
          : t('tutorVouchers.hint.fixed', { max: formatRupiah(maxFixed) });
    if (field === 'startsAt' || field === 'endsAt')
      return t('tutorVouchers.hint.zone', { zone: zoneLabel(zone) });
    return t(`tutorVouchers.hint.${field}`, { defaultValue: '' }) || undefined;
  };

  const text = (
    field: Exclude<TutorVoucherField, 'items' | 'discountKind'>,
    props: { type?: string } = {},
  ) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      label={t(`tutorVouchers.field.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={wrong(field)}
      helperText={wrong(field) ? message(field) : hintOf(field)}
      required={['code', 'title', 'discountValue', 'totalQuota', 'startsAt', 'endsAt'].includes(field)}
      type={props.type}
      inputMode={props.type === 'number' ? 'numeric' : undefined}
      slotProps={props.type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  const submit = async () => {
    const input = voucherInputOf(values, zone);
    const refused = invalidVoucherFields(input, values.allItems);
    setInvalid(refused);
    const first = Object.keys(refused)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    await onSubmit(input).catch(() => undefined);
  };

  return (
    <Box
      component="form"
      noValidate
      data-tutor-voucher-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {error ? <FormFailure error={error} sx={{ mb: 0 }} /> : null}
      <Box sx={twoColumns}>
        {text('code')}
        {text('title')}
      </Box>
      {text('description')}
      <Box sx={twoColumns}>
        <TextField
          id={`${id}-discountKind`}
          name="discountKind"
          select
          label={t('tutorVouchers.field.discountKind')}
          value={values.discountKind}
          onChange={(event) => set('discountKind', event.target.value as TutorVoucherValues['discountKind'])}
          slotProps={{ select: { native: true } }}
        >
          {voucherDiscountKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`tutorVouchers.kind.${kind}`)}
            </option>
          ))}
        </TextField>
        {text('discountValue', { type: 'number' })}
        {values.discountKind === 'percentage' ? text('maxDiscount', { type: 'number' }) : null}
        {text('minSubtotal', { type: 'number' })}
        {text('totalQuota', { type: 'number' })}
        {text('perUserLimit', { type: 'number' })}
        {text('startsAt', { type: 'datetime-local' })}
        {text('endsAt', { type: 'datetime-local' })}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} id={`${id}-items`} tabIndex={-1}>
        <FormLabel component="legend" required error={wrong('items')}>
          {t('tutorVouchers.field.items')}
        </FormLabel>
        {items.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label={t('tutorVouchers.itemsLoading')} />
        ) : (items.data ?? []).length === 0 ? (
          <FormHelperText>{t('tutorVouchers.noItems')}</FormHelperText>
        ) : (
          <FormGroup>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.allItems}
                  onChange={(event) => set('allItems', event.target.checked)}
                />
              }
              label={t('tutorVouchers.allItemsChoice')}
            />
            {(values.allItems ? [] : (items.data ?? [])).map((item) => {
              const key = itemKeyOf(item);
              return (
                <FormControlLabel
                  key={key}
                  data-voucher-item={item.title}
                  control={
                    <Checkbox
                      checked={values.items.includes(key)}
                      onChange={(event) =>
                        set(
                          'items',
                          event.target.checked
                            ? [...values.items, key]
                            : values.items.filter((other) => other !== key),
                        )
                      }
                    />
                  }
                  label={t('tutorVouchers.itemLabel', {
                    title: item.title,
                    type: t(`tutorVouchers.itemType.${item.itemType}`),
                    price: formatRupiah(item.price),
                  })}
                />
              );
            })}
          </FormGroup>
        )}
        {wrong('items') ? <FormHelperText error>{message('items')}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('tutorVouchers.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
