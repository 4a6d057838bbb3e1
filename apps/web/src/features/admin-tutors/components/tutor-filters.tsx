import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { adminTutorSorts, adminTutorStatuses } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import type { TutorFilter } from '../query-keys';

export interface TutorFiltersProps {
  filter: TutorFilter;
  onChange: (next: Partial<TutorFilter>) => void;
}

/** The form above the tutor list: name or e-mail, status and order (all applied on the server). */
export function TutorFilters({ filter, onChange }: TutorFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      role="search"
      aria-label={t('adminTutors.list.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: '2fr repeat(2, minmax(0, 1fr))',
        },
        mb: 2,
      }}
    >
      <TextField
        id={`${id}-q`}
        size="small"
        type="search"
        label={t('adminTutors.list.search')}
        value={filter.q ?? ''}
        onChange={(event) => onChange({ q: event.target.value || undefined })}
      />
      <SelectInput
        id={`${id}-status`}
        label={t('adminTutors.list.status')}
        value={filter.status ?? ''}
        emptyLabel={t('adminTutors.list.allStatuses')}
        options={adminTutorStatuses.map((status) => ({
          value: status,
          label: t(`adminTutors.tutorStatuses.${status}`),
        }))}
        onChange={(value) => onChange({ status: (value || undefined) as TutorFilter['status'] })}
      />
      <SelectInput
        id={`${id}-sort`}
        label={t('adminTutors.list.sort')}
        value={filter.sort ?? 'nama'}
        options={adminTutorSorts.map((sort) => ({ value: sort, label: t(`adminTutors.list.sorts.${sort}`) }))}
        onChange={(value) => onChange({ sort: value as TutorFilter['sort'] })}
      />
    </Box>
  );
}
