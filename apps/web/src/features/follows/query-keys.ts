/**
 * The TanStack Query keys of the followed tutors: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const followKeys = {
  all: ['follows'] as const,
  lists: () => [...followKeys.all, 'list'] as const,
  list: (page: number) => [...followKeys.lists(), page] as const,
  state: (tutorId: string) => [...followKeys.all, 'state', tutorId] as const,
};
