import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { schoolLevels } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import type { ReferenceFilter } from '../query-keys';

export interface ReferenceFiltersProps {
  filter: ReferenceFilter;
  /** Which parent filter to offer: a level (subjects) or a category (expertise). */
  parent: 'level' | 'category' | 'none';
  categories?: readonly { id: string; name: string }[];
  onChange: (next: Partial<ReferenceFilter>) => void;
}

/** The filters above an admin reference list: name, status and the parent. */
export function ReferenceFilters({ filter, parent, categories = [], onChange }: ReferenceFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      role="search"
      aria-label={t('admin.common.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      <TextField
        id={`${id}-q`}
        size="small"
        type="search"
        label={t('admin.common.search')}
        value={filter.q ?? ''}
        onChange={(event) => onChange({ q: event.target.value || undefined })}
      />
      <SelectInput
        id={`${id}-status`}
        label={t('admin.common.status')}
        value={filter.status ?? 'semua'}
        options={[
          { value: 'semua', label: t('admin.common.statusAll') },
          { value: 'aktif', label: t('admin.common.statusActive') },
          { value: 'arsip', label: t('admin.common.statusArchived') },
        ]}
        onChange={(value) => onChange({ status: value as ReferenceFilter['status'] })}
      />
      {parent === 'level' ? (
        <SelectInput
          id={`${id}-level`}
          label={t('admin.common.level')}
          value={filter.level ?? ''}
          emptyLabel={t('admin.common.allLevels')}
          options={schoolLevels.map((level) => ({ value: level, label: t(`catalogue.level.${level}`) }))}
          onChange={(value) => onChange({ level: value || undefined })}
        />
      ) : null}
      {parent === 'category' ? (
        <SelectInput
          id={`${id}-category`}
          label={t('admin.common.category')}
          value={filter.kategori ?? ''}
          emptyLabel={t('admin.common.allCategories')}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(value) => onChange({ kategori: value || undefined })}
        />
      ) : null}
    </Box>
  );
}
