/**
 * The TanStack Query keys of the materials of the catalogue: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const materialKeys = {
  all: ['catalogue', 'materials'] as const,
  list: (path: string) => [...materialKeys.all, 'list', path] as const,
  detail: (id: string) => [...materialKeys.all, 'detail', id] as const,
};
