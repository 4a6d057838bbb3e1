/** Filters of the admin order list. */
export interface AdminOrderFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status?: string | undefined;
}

/** The TanStack Query keys of the admin orders: the one place they are spelt (ADR 0016). */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filter: AdminOrderFilter) => [...adminOrderKeys.all, 'list', filter] as const,
  item: (id: string) => [...adminOrderKeys.all, 'item', id] as const,
};
