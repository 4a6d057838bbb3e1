/** The three kinds of reference data the admin console manages, by their API path word. */
export type ReferenceResource = 'pelajaran' | 'keahlian-kategori' | 'keahlian';

/** Filters of an admin reference list (all optional but the page). */
export interface ReferenceFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status?: 'semua' | 'aktif' | 'arsip' | undefined;
  level?: string | undefined;
  kategori?: string | undefined;
}

/** The TanStack Query keys of the admin reference lists: the one place they are spelt (ADR 0016). */
export const adminReferenceKeys = {
  all: ['admin', 'reference'] as const,
  resource: (resource: ReferenceResource) => [...adminReferenceKeys.all, resource] as const,
  list: (resource: ReferenceResource, filter: ReferenceFilter) =>
    [...adminReferenceKeys.resource(resource), 'list', filter] as const,
  item: (resource: ReferenceResource, id: string) =>
    [...adminReferenceKeys.resource(resource), 'item', id] as const,
};
