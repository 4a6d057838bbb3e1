import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRating, formatRupiah } from '../lib/format';
import type { FilterControl, FilterPatch } from './filter-panel';

export interface ActiveFilter {
  key: string;
  label: string;
  /** What removing this chip changes. */
  patch: FilterPatch;
}

type Values = Readonly<Record<string, string | number | undefined>>;

/** The applied filters as removable chips, labelled as the user chose them (option labels, rupiah, stars). */
export function activeFiltersOf(
  controls: readonly FilterControl[],
  values: Values,
  t: TFunction,
  language: string,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (typeof values.q === 'string') {
    chips.push({
      key: 'q',
      label: t('catalogue.filters.searchChip', { text: values.q }),
      patch: { q: undefined },
    });
  }
  for (const control of controls) {
    if (control.type === 'select' || control.type === 'text') {
      const value = values[control.name];
      if (value === undefined) continue;
      const option =
        control.type === 'select' ? control.options.find((item) => item.value === String(value)) : undefined;
      chips.push({
        key: control.name,
        label: `${control.label}: ${option?.label ?? String(value)}`,
        patch: { [control.name]: undefined },
      });
    } else if (control.type === 'priceRange') {
      const min = values.hargaMin;
      const max = values.hargaMaks;
      if (min === undefined && max === undefined) continue;
      const text =
        typeof min === 'number' && typeof max === 'number'
          ? `${formatRupiah(min)} – ${formatRupiah(max)}`
          : typeof min === 'number'
            ? t('catalogue.filters.priceFrom', { amount: formatRupiah(min) })
            : t('catalogue.filters.priceUpTo', { amount: formatRupiah(Number(max)) });
      chips.push({ key: 'price', label: text, patch: { hargaMin: undefined, hargaMaks: undefined } });
    } else if (typeof values.ratingMin === 'number') {
      chips.push({
        key: 'ratingMin',
        label: t('catalogue.filters.ratingAtLeast', { value: formatRating(values.ratingMin, language) }),
        patch: { ratingMin: undefined },
      });
    }
  }
  return chips;
}

export interface ActiveFiltersProps {
  controls: readonly FilterControl[];
  values: Values;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

/** Chips of the applied filters (each removable) and "clear all". Renders nothing without filters. */
export function ActiveFilters({ controls, values, onChange, onClear }: ActiveFiltersProps) {
  const { t, i18n } = useTranslation();
  const chips = activeFiltersOf(controls, values, t, i18n.language);
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('catalogue.filters.active')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onClick={() => onChange(chip.patch)}
            onDelete={() => onChange(chip.patch)}
            aria-label={t('catalogue.filters.remove', { label: chip.label })}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClear}>
          {t('catalogue.filters.clearAll')}
        </Button>
      </li>
    </Box>
  );
}
