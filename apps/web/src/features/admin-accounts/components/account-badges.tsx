import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AccountStatus, Role } from '@scola/contracts';
import { useTranslation } from 'react-i18next';

const statusColour = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
  deleted: 'default',
} as const satisfies Record<AccountStatus, string>;

/** The account's status as a chip (colour and word: the word carries the meaning). */
export function StatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColour[status]}
      label={t(`adminAccounts.statuses.${status}`)}
      data-account-status={status}
    />
  );
}

/** The account's roles, in words. */
export function RoleList({ scope }: { scope: readonly Role[] }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {scope.map((role) => (
        <Chip key={role} size="small" label={t(`adminAccounts.roles.${role}`)} />
      ))}
    </Box>
  );
}
