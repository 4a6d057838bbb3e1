/**
 * The TanStack Query keys of the cart: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'lines'] as const,
};
