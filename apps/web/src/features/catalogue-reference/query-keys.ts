/**
 * The TanStack Query keys of the reference lists (subjects, expertise): the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const referenceKeys = {
  all: ['catalogue', 'reference'] as const,
  subjects: () => [...referenceKeys.all, 'subjects'] as const,
  expertise: () => [...referenceKeys.all, 'expertise'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
};
