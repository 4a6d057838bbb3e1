/** Filters of the admin materials list. */
export interface AdminMaterialFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status?: 'draft' | 'published' | undefined;
}

/** The TanStack Query keys of the admin materials: the one place they are spelt (ADR 0016). */
export const adminMaterialKeys = {
  all: ['admin', 'materials'] as const,
  list: (filter: AdminMaterialFilter) => [...adminMaterialKeys.all, 'list', filter] as const,
  item: (id: string) => [...adminMaterialKeys.all, 'item', id] as const,
};
