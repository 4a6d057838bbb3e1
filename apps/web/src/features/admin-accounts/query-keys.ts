import type { AdminAccountListQuery } from '@scola/contracts';

/** Filters of the accounts list as the web keeps them (page, size and sort included). */
export type AccountFilter = Partial<Omit<AdminAccountListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

/** The TanStack Query keys of the admin accounts: the one place they are spelt. */
export const adminAccountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (filter: AccountFilter) => [...adminAccountKeys.all, 'list', filter] as const,
  item: (id: string) => [...adminAccountKeys.all, 'item', id] as const,
};
