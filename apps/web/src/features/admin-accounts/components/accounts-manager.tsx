import { mdiAccountSearch } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { AdminAccount, User } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { useAccountList } from '../api/admin-accounts';
import type { AccountFilter } from '../query-keys';
import { AccountDialog } from './account-dialog';
import { AccountFilters } from './account-filters';
import { AccountsTable } from './accounts-table';

export const ACCOUNTS_PAGE_SIZE = 20;

/** The accounts list: filters above, a page of accounts from the server, and the detail of the one opened. */
export function AccountsManager({ pageSize = ACCOUNTS_PAGE_SIZE }: { pageSize?: number }) {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  const [filter, setFilter] = useState<AccountFilter>({ page: 1, pageSize, sort: 'terbaru' });
  const [open, setOpen] = useState<AdminAccount | null>(null);
  const query = useAccountList(filter);
  const update = (next: Partial<AccountFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));

  return (
    <>
      <AccountFilters filter={filter} onChange={update} />
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('adminAccounts.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={52} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('adminAccounts.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiAccountSearch}
          title={t('adminAccounts.emptyTitle')}
          text={t('adminAccounts.emptyText')}
          headingLevel="h2"
        />
      ) : (
        <AccountsTable accounts={query.data.data} onOpen={setOpen} />
      )}
      <ListPagination
        page={filter.page}
        total={query.data?.meta.total ?? 0}
        pageSize={pageSize}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      />
      {open ? (
        <AccountDialog account={open} own={open.id === user?.id} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
