/** The TanStack Query keys of the catalogue-wide search: the one place they are spelt (ADR 0016). */
export const searchKeys = {
  all: ['catalogue', 'search'] as const,
  groups: (q: string) => [...searchKeys.all, 'groups', q] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q] as const,
};
