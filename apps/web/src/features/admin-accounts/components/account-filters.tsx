import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { accountStatuses, adminAccountSorts, roles } from '@scola/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import type { AccountFilter } from '../query-keys';

export interface AccountFiltersProps {
  filter: AccountFilter;
  onChange: (next: Partial<AccountFilter>) => void;
}

/** The form above the accounts list: name or e-mail, role, status and order (all applied on the server). */
export function AccountFilters({ filter, onChange }: AccountFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      role="search"
      aria-label={t('adminAccounts.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: '2fr repeat(3, minmax(0, 1fr))',
        },
        mb: 2,
      }}
    >
      <TextField
        id={`${id}-q`}
        size="small"
        type="search"
        label={t('adminAccounts.search')}
        value={filter.q ?? ''}
        onChange={(event) => onChange({ q: event.target.value || undefined })}
      />
      <SelectInput
        id={`${id}-role`}
        label={t('adminAccounts.role')}
        value={filter.role ?? ''}
        emptyLabel={t('adminAccounts.allRoles')}
        options={roles.map((role) => ({ value: role, label: t(`adminAccounts.roles.${role}`) }))}
        onChange={(value) => onChange({ role: (value || undefined) as AccountFilter['role'] })}
      />
      <SelectInput
        id={`${id}-status`}
        label={t('adminAccounts.status')}
        value={filter.status ?? ''}
        emptyLabel={t('adminAccounts.allStatuses')}
        options={accountStatuses.map((status) => ({
          value: status,
          label: t(`adminAccounts.statuses.${status}`),
        }))}
        onChange={(value) => onChange({ status: (value || undefined) as AccountFilter['status'] })}
      />
      <SelectInput
        id={`${id}-sort`}
        label={t('adminAccounts.sort')}
        value={filter.sort ?? 'terbaru'}
        options={adminAccountSorts.map((sort) => ({ value: sort, label: t(`adminAccounts.sorts.${sort}`) }))}
        onChange={(value) => onChange({ sort: value as AccountFilter['sort'] })}
      />
    </Box>
  );
}
