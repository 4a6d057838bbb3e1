/**
 * The TanStack Query keys of the vouchers: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const voucherKeys = {
  all: ['vouchers'] as const,
  list: (page: number, pageSize: number) => [...voucherKeys.all, 'list', page, pageSize] as const,
  preview: (code: string) => [...voucherKeys.all, 'preview', code] as const,
};
