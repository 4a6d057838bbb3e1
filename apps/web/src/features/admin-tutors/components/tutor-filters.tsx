import { adminTutorSorts, adminTutorStatuses } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { AdminFilterBar } from '../../../components/admin-filter-bar';
import type { TutorFilter } from '../query-keys';

export interface TutorFiltersProps {
  filter: TutorFilter;
  onChange: (next: Partial<TutorFilter>) => void;
}

/** The form above the tutor list: name or e-mail, status and order (all applied on the server). */
export function TutorFilters({ filter, onChange }: TutorFiltersProps) {
  const { t } = useTranslation();
  return (
    <AdminFilterBar
      label={t('adminTutors.list.filters')}
      searchLabel={t('adminTutors.list.search')}
      query={filter.q}
      onQuery={(q) => onChange({ q })}
      selects={[
        {
          name: 'status',
          label: t('adminTutors.list.status'),
          value: filter.status ?? '',
          emptyLabel: t('adminTutors.list.allStatuses'),
          options: adminTutorStatuses.map((status) => ({
            value: status,
            label: t(`adminTutors.tutorStatuses.${status}`),
          })),
          onChange: (value) => onChange({ status: (value || undefined) as TutorFilter['status'] }),
        },
        {
          name: 'sort',
          label: t('adminTutors.list.sort'),
          value: filter.sort ?? 'nama',
          options: adminTutorSorts.map((sort) => ({
            value: sort,
            label: t(`adminTutors.list.sorts.${sort}`),
          })),
          onChange: (value) => onChange({ sort: value as TutorFilter['sort'] }),
        },
      ]}
    />
  );
}
