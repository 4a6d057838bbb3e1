import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../lib/format';
import { type SelectOption, SelectInput } from './select-input';

/** One control of a catalogue filter panel; `name` is the URL / API query parameter it sets. */
export type FilterControl =
  | { type: 'select'; name: string; label: string; options: readonly SelectOption[]; emptyLabel: string }
  | { type: 'text'; name: string; label: string; placeholder?: string }
  | { type: 'priceRange' }
  | { type: 'rating' };

export type FilterPatch = Record<string, string | number | undefined>;

export interface FilterPanelProps {
  controls: readonly FilterControl[];
  values: Readonly<Record<string, string | number | undefined>>;
  onChange: (patch: FilterPatch) => void;
}

const ratingSteps = [4.5, 4, 3] as const;

/** A free-text filter applied on Enter or with its button (not on every key press). */
function TextFilter({
  name,
  label,
  placeholder,
  value,
  onApply,
}: {
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  onApply: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim() === '' ? undefined : text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }} data-filter={name}>
      <FormControl fullWidth size="small">
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          notched
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ maxLength: 100 }}
        />
      </FormControl>
      <Button type="submit" variant="outlined" size="small">
        {t('catalogue.filters.apply')}
      </Button>
    </Box>
  );
}

/** Lowest and highest price in rupiah, applied together. */
function PriceRangeFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [low, setLow] = useState(min === undefined ? '' : String(min));
  const [high, setHigh] = useState(max === undefined ? '' : String(max));
  const amount = (text: string) => {
    const digits = text.replace(/\D/g, '');
    return digits === '' ? undefined : Number(digits);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = amount(low);
    const to = amount(high);
    if (from !== undefined && to !== undefined && from > to) onApply(to, from);
    else onApply(from, to);
  };
  const field = (suffix: string, label: string, value: string, set: (value: string) => void) => (
    <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
      <InputLabel htmlFor={`${id}-${suffix}`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={`${id}-${suffix}`}
        label={label}
        notched
        value={value}
        onChange={(event) => set(event.target.value)}
        inputProps={{ inputMode: 'numeric', pattern: '[0-9.]*' }}
        startAdornment={
          <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
            Rp
          </Box>
        }
      />
    </FormControl>
  );
  return (
    <Box component="form" onSubmit={submit} data-filter="price" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="body2" sx={{ fontWeight: 500, mb: 1.5 }}>
        {t('catalogue.filters.price')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {field('min', t('catalogue.filters.priceMin'), low, setLow)}
        {field('max', t('catalogue.filters.priceMax'), high, setHigh)}
      </Box>
      <Button type="submit" variant="outlined" size="small" fullWidth sx={{ mt: 1 }}>
        {t('catalogue.filters.applyPrice')}
      </Button>
    </Box>
  );
}

/**
 * The filters of a catalogue list (subject, level, kind, price range, rating…). Selects apply at once; text and
 * price apply with their button or Enter. The values come from (and go to) the URL through the page.
 */
export function FilterPanel({ controls, values, onChange }: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const numberOf = (name: string) => (typeof values[name] === 'number' ? values[name] : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-filter-panel="">
      {controls.map((control) => {
        switch (control.type) {
          case 'select':
            return (
              <SelectInput
                key={control.name}
                id={`${baseId}-${control.name}`}
                label={control.label}
                value={String(values[control.name] ?? '')}
                emptyLabel={control.emptyLabel}
                options={control.options}
                onChange={(value) => onChange({ [control.name]: value === '' ? undefined : value })}
              />
            );
          case 'text':
            return (
              <TextFilter
                key={`${control.name}-${String(values[control.name] ?? '')}`}
                name={control.name}
                label={control.label}
                value={String(values[control.name] ?? '')}
                onApply={(value) => onChange({ [control.name]: value })}
                {...(control.placeholder ? { placeholder: control.placeholder } : {})}
              />
            );
          case 'priceRange':
            return (
              <PriceRangeFilter
                key={`price-${numberOf('hargaMin') ?? ''}-${numberOf('hargaMaks') ?? ''}`}
                min={numberOf('hargaMin')}
                max={numberOf('hargaMaks')}
                onApply={(hargaMin, hargaMaks) => onChange({ hargaMin, hargaMaks })}
              />
            );
          case 'rating':
            return (
              <SelectInput
                key="ratingMin"
                id={`${baseId}-ratingMin`}
                label={t('catalogue.filters.rating')}
                value={values.ratingMin === undefined ? '' : String(values.ratingMin)}
                emptyLabel={t('catalogue.filters.anyRating')}
                options={ratingSteps.map((step) => ({
                  value: String(step),
                  label: t('catalogue.filters.ratingAtLeast', { value: formatRating(step, i18n.language) }),
                }))}
                onChange={(value) => onChange({ ratingMin: value === '' ? undefined : Number(value) })}
              />
            );
        }
      })}
    </Box>
  );
}
