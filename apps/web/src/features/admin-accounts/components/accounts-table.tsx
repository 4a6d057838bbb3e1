import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminAccount } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format';
import { RoleList, StatusChip } from './account-badges';

/** Columns left out on phones (the detail shows them). */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A page of accounts: name and e-mail, roles, status, since when; a row opens the account's detail. */
export function AccountsTable({
  accounts,
  onOpen,
}: {
  accounts: readonly AdminAccount[];
  onOpen: (account: AdminAccount) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={t('adminAccounts.tableLabel')} sx={{ minWidth: { md: 640 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminAccounts.name')}</TableCell>
            <TableCell sx={wide}>{t('adminAccounts.role')}</TableCell>
            <TableCell>{t('adminAccounts.status')}</TableCell>
            <TableCell sx={wide}>{t('adminAccounts.createdAt')}</TableCell>
            <TableCell align="right">{t('adminAccounts.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} hover data-account-id={account.id}>
              <TableCell sx={{ minWidth: 0, wordBreak: 'break-word' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {account.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {account.email}
                </Typography>
              </TableCell>
              <TableCell sx={wide}>
                <RoleList scope={account.scope} />
              </TableCell>
              <TableCell>
                <StatusChip status={account.status} />
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {formatShortDate(account.createdAt, i18n.language)}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onOpen(account)}
                  aria-label={t('adminAccounts.openDetail', { name: account.name })}
                >
                  {t('adminAccounts.detail')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
