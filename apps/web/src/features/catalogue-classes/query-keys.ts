/**
 * The TanStack Query keys of the live classes and class packages of the catalogue: the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const classKeys = {
  all: ['catalogue', 'classes'] as const,
  list: (path: string) => [...classKeys.all, 'list', path] as const,
  detail: (id: string) => [...classKeys.all, 'detail', id] as const,
  packages: (path: string) => [...classKeys.all, 'packages', path] as const,
  package: (id: string) => [...classKeys.all, 'package', id] as const,
};
