import type { CatalogueSort } from '@scola/contracts';

/** The sort actually applied: `relevance` needs a query, `newest` is the default without one. */
export function effectiveSort(sort: CatalogueSort | undefined, q: string | undefined): CatalogueSort {
  if (sort === undefined) return q === undefined ? 'newest' : 'relevance';
  return sort === 'relevance' && q === undefined ? 'newest' : sort;
}

/** `limit`/`offset` of a page. */
export const windowOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

export interface PageWindow {
  limit: number;
  offset: number;
}
