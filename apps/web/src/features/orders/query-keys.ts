import type { OrderStatus } from '@scola/contracts';

export interface OrderListFilter {
  /** One status, several (`?status=paid,refunded`), or all when left out / empty. */
  status?: OrderStatus | readonly OrderStatus[] | undefined;
  page: number;
  pageSize: number;
}

/** The `status` query value of a filter (`paid,refunded`); undefined for all statuses. */
export function statusParam(status: OrderListFilter['status']): string | undefined {
  if (status === undefined) return undefined;
  const list: readonly OrderStatus[] = typeof status === 'string' ? [status] : status;
  return list.length > 0 ? list.join(',') : undefined;
}

/**
 * The TanStack Query keys of the orders and the payment method: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filter: OrderListFilter) =>
    [...orderKeys.lists(), statusParam(filter.status) ?? 'all', filter.page, filter.pageSize] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  byNumber: (number: string) => [...orderKeys.all, 'number', number] as const,
};

/** The payment provider of new orders: not under `orders`, so order changes do not refetch it. */
export const paymentMethodKey = ['payment-method'] as const;
