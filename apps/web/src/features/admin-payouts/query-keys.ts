import type { PayoutStatus } from '@scola/contracts';

/** Filters of the admin's payout queue. */
export interface AdminPayoutFilter {
  page: number;
  pageSize: number;
  status?: PayoutStatus | undefined;
  q?: string | undefined;
}

/** The TanStack Query keys of the payout queue: the one place they are spelt (ADR 0016). */
export const adminPayoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (filter: AdminPayoutFilter) => [...adminPayoutKeys.all, 'list', filter] as const,
};
