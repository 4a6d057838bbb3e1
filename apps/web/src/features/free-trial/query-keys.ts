/**
 * The TanStack Query keys of the free trial request: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const freeTrialKeys = {
  all: ['free-trial'] as const,
  mine: (userId: string) => [...freeTrialKeys.all, 'mine', userId] as const,
};
