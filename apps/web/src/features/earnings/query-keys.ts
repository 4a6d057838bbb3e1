/** The TanStack Query keys of the tutor's earnings and payouts: the one place they are spelt (ADR 0016). */
export const earningsKeys = {
  all: ['tutor', 'earnings'] as const,
  balance: () => [...earningsKeys.all, 'balance'] as const,
  history: (page: number) => [...earningsKeys.all, 'history', page] as const,
  payouts: (page: number) => [...earningsKeys.all, 'payouts', page] as const,
};
