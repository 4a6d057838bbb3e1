import { accountStatuses, adminAccountSorts, roles } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { AdminFilterBar } from '../../../components/admin-filter-bar';
import type { AccountFilter } from '../query-keys';

export interface AccountFiltersProps {
  filter: AccountFilter;
  onChange: (next: Partial<AccountFilter>) => void;
}

/** The form above the accounts list: name or e-mail, role, status and order (all applied on the server). */
export function AccountFilters({ filter, onChange }: AccountFiltersProps) {
  const { t } = useTranslation();
  return (
    <AdminFilterBar
      label={t('adminAccounts.filters')}
      searchLabel={t('adminAccounts.search')}
      query={filter.q}
      onQuery={(q) => onChange({ q })}
      selects={[
        {
          name: 'role',
          label: t('adminAccounts.role'),
          value: filter.role ?? '',
          emptyLabel: t('adminAccounts.allRoles'),
          options: roles.map((role) => ({ value: role, label: t(`adminAccounts.roles.${role}`) })),
          onChange: (value) => onChange({ role: (value || undefined) as AccountFilter['role'] }),
        },
        {
          name: 'status',
          label: t('adminAccounts.status'),
          value: filter.status ?? '',
          emptyLabel: t('adminAccounts.allStatuses'),
          options: accountStatuses.map((status) => ({
            value: status,
            label: t(`adminAccounts.statuses.${status}`),
          })),
          onChange: (value) => onChange({ status: (value || undefined) as AccountFilter['status'] }),
        },
        {
          name: 'sort',
          label: t('adminAccounts.sort'),
          value: filter.sort ?? 'terbaru',
          options: adminAccountSorts.map((sort) => ({
            value: sort,
            label: t(`adminAccounts.sorts.${sort}`),
          })),
          onChange: (value) => onChange({ sort: value as AccountFilter['sort'] }),
        },
      ]}
    />
  );
}
