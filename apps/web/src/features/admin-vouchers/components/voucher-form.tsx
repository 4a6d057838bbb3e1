import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminVoucherInput,
  purchasableItemTypes,
  voucherDiscountKinds,
  voucherFunders,
  voucherScopes,
} from '@scola/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { useTutorChoices } from '../api/admin-vouchers';
import { inputOf, invalidFields, type VoucherFormValues } from './voucher-form-values';

type Field = keyof VoucherFormValues;

export interface VoucherFormProps {
  initial: VoucherFormValues;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: AdminVoucherInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Server refusals that belong to one field. */
const fieldOfError: Record<string, Field> = {
  VOUCHER_CODE_TAKEN: 'code',
  VOUCHER_QUOTA_BELOW_USES: 'totalQuota',
  VOUCHER_TUTOR_NOT_FOUND: 'funderTutorId',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Every rule of a voucher: code and texts, funder, discount, limits, window, scope. */
export function VoucherForm({ initial, busy, error, submitLabel, onSubmit, onCancel }: VoucherFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const tutors = useTutorChoices();
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Partial<Record<Field, true>>>({});
  const set = (field: Field, value: VoucherFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const serverField = fieldOfError[errorCode(error) ?? ''];

  const text = (field: Field, props: { type?: string; multiline?: boolean; required?: boolean } = {}) => {
    const wrong = invalid[field] === true || serverField === field;
    const hint = t(`adminVouchers.hint.${field}`, { defaultValue: '' });
    const message =
      serverField === field ? t(`apiErrors.${errorCode(error)}`) : t(`adminVouchers.invalid.${field}`);
    return (
      <TextField
        id={`${id}-${field}`}
        name={field}
        label={t(`adminVouchers.field.${field}`)}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        error={wrong}
        helperText={wrong ? message : hint || undefined}
        required={props.required}
        type={props.type}
        multiline={props.multiline}
        minRows={props.multiline ? 2 : undefined}
        slotProps={props.type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
      />
    );
  };
  const select = (field: Field, options: readonly { value: string; label: string }[]) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      select
      label={t(`adminVouchers.field.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={invalid[field] === true || serverField === field}
      helperText={
        invalid[field] || serverField === field
          ? serverField === field
            ? t(`apiErrors.${errorCode(error)}`)
            : t(`adminVouchers.invalid.${field}`)
          : undefined
      }
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const tutorOptions = [
    { value: '', label: t('adminVouchers.chooseTutor') },
    ...(tutors.data ?? []).map((tutor) => ({ value: tutor.id, label: tutor.name })),
  ];

  const submit = async () => {
    const input = inputOf(values);
    const wrong = invalidFields(input);
    setInvalid(wrong);
    if (Object.keys(wrong).length > 0) {
      document.getElementById(`${id}-${Object.keys(wrong)[0]}`)?.focus();
      return;
    }
    await onSubmit(input).catch(() => undefined);
  };

  return (
    <Box
      component="form"
      noValidate
      data-voucher-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 3, maxWidth: 760 }}
    >
      {error && !serverField ? <FormFailure error={error} sx={{ mb: 0 }} /> : null}
      <Section title={t('adminVouchers.section.identity')}>
        <Box sx={twoColumns}>
          {text('code', { required: true })}
          {text('title', { required: true })}
        </Box>
        {text('description', { multiline: true })}
      </Section>
      <Section title={t('adminVouchers.section.discount')}>
        <Box sx={twoColumns}>
          {select(
            'discountKind',
            voucherDiscountKinds.map((kind) => ({ value: kind, label: t(`adminVouchers.kind.${kind}`) })),
          )}
          {text('discountValue', { type: 'number', required: true })}
          {values.discountKind === 'percentage' ? text('maxDiscount', { type: 'number' }) : null}
          {text('minSubtotal', { type: 'number' })}
        </Box>
      </Section>
      <Section title={t('adminVouchers.section.limits')}>
        <Box sx={twoColumns}>
          {text('totalQuota', { type: 'number' })}
          {text('perUserLimit', { type: 'number' })}
          {text('startsAt', { type: 'datetime-local', required: true })}
          {text('endsAt', { type: 'datetime-local', required: true })}
        </Box>
      </Section>
      <Section title={t('adminVouchers.section.scope')}>
        <Box sx={twoColumns}>
          {select(
            'funder',
            voucherFunders.map((funder) => ({ value: funder, label: t(`adminVouchers.funder.${funder}`) })),
          )}
          {values.funder === 'tutor' ? select('funderTutorId', tutorOptions) : null}
          {select(
            'scope',
            voucherScopes.map((scope) => ({ value: scope, label: t(`adminVouchers.scope.${scope}`) })),
          )}
          {values.scope === 'tutor' ? select('scopeTutorId', tutorOptions) : null}
        </Box>
        {values.scope === 'item_types' ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('adminVouchers.field.scopeItemTypes')}</FormLabel>
            <FormGroup row>
              {purchasableItemTypes.map((type) => (
                <FormControlLabel
                  key={type}
                  label={t(`adminVouchers.itemType.${type}`)}
                  control={
                    <Checkbox
                      checked={values.scopeItemTypes.includes(type)}
                      onChange={(event) =>
                        set(
                          'scopeItemTypes',
                          event.target.checked
                            ? [...values.scopeItemTypes, type]
                            : values.scopeItemTypes.filter((other) => other !== type),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {invalid.scopeItemTypes ? (
              <FormHelperText error>{t('adminVouchers.invalid.scopeItemTypes')}</FormHelperText>
            ) : null}
          </Box>
        ) : null}
        {values.scope === 'items' ? text('scopeItems', { multiline: true }) : null}
      </Section>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('adminVouchers.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
