/** The TanStack Query keys of the tutor's vouchers: the one place they are spelt (ADR 0016). */
export const tutorVoucherKeys = {
  all: ['tutor', 'vouchers'] as const,
  list: (page: number) => [...tutorVoucherKeys.all, 'list', page] as const,
  items: () => [...tutorVoucherKeys.all, 'items'] as const,
};
