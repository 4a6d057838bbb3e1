/**
 * The TanStack Query keys of the public tutor pages: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const tutorKeys = {
  all: ['catalogue', 'tutors'] as const,
  list: (path: string) => [...tutorKeys.all, 'list', path] as const,
  detail: (id: string) => [...tutorKeys.all, 'detail', id] as const,
};
