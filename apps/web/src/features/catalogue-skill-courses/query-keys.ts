/**
 * The TanStack Query keys of the life-skill courses of the catalogue: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const courseKeys = {
  all: ['catalogue', 'skill-courses'] as const,
  list: (path: string) => [...courseKeys.all, 'list', path] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};
