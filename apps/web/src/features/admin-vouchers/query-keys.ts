import type { AdminVoucherStatus } from '@scola/contracts';

/** Filters of the admin voucher list. */
export interface VoucherFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status: AdminVoucherStatus;
}

/** The TanStack Query keys of the admin vouchers: the one place they are spelt (ADR 0016). */
export const adminVoucherKeys = {
  all: ['admin', 'vouchers'] as const,
  list: (filter: VoucherFilter) => [...adminVoucherKeys.all, 'list', filter] as const,
  item: (id: string) => [...adminVoucherKeys.all, 'item', id] as const,
};
