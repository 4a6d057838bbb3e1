import type { ReviewTargetType } from '@scola/contracts';

/**
 * The TanStack Query keys of the reviews: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const reviewKeys = {
  all: ['catalogue', 'reviews'] as const,
  of: (targetType: ReviewTargetType, targetId: string) => [...reviewKeys.all, targetType, targetId] as const,
  /** The signed-in student's own reviews, every item (a purchase changes which they may write). */
  allMine: () => [...reviewKeys.all, 'mine'] as const,
  /** The signed-in student's own review of an item and whether they may write one. */
  mine: (targetType: ReviewTargetType, targetId: string) =>
    [...reviewKeys.allMine(), targetType, targetId] as const,
};
