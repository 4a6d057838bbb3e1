/**
 * The TanStack Query keys of the student's collections (owned classes, materials, courses, ownership marks): the one place they are spelt. Other features invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
/** The collections with a list page of their own. */
export type CollectionKind = 'kelas' | 'materi' | 'lifeskill';

export const collectionKeys = {
  all: ['collections'] as const,
  lists: (kind: CollectionKind) => [...collectionKeys.all, kind, 'list'] as const,
  list: (kind: CollectionKind, page: number) => [...collectionKeys.lists(kind), page] as const,
  classDetail: (id: string) => [...collectionKeys.all, 'kelas', 'detail', id] as const,
  courseDetail: (id: string) => [...collectionKeys.all, 'lifeskill', 'detail', id] as const,
  ownership: (keys: readonly string[]) => [...collectionKeys.all, 'ownership', ...keys] as const,
  upcomingSessions: () => [...collectionKeys.all, 'sessions', 'upcoming'] as const,
};
