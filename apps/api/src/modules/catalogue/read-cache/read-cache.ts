/**
 * The slot for a read-through cache of public catalogue reads. Every public read of the catalogue services is a pure
 * function of its validated query (and of the database): services call `cache.read(namespace, query, load)` and
 * return what it answers. `catalogueServicesFor(db)` does not cache by default; the app plugs in the in-process
 * `CatalogueCache` (catalogue-cache.ts), invalidated through PostgreSQL notifications (ADR 0008).
 */
export interface CatalogueReadCache {
  read<T>(namespace: CatalogueReadNamespace, key: unknown, load: () => Promise<T>): Promise<T>;
}

export const catalogueReadNamespaces = [
  'kelas:list',
  'kelas:detail',
  'kelas-paket:list',
  'kelas-paket:detail',
  'materi:list',
  'materi:detail',
  'lifeskill:list',
  'lifeskill:detail',
  'tutor:list',
  'tutor:detail',
  'ulasan:list',
  'cari:saran',
  // The grouped search across the five lists (`GET /cari`, a workflow): cleared whenever any of them is.
  'cari:groups',
] as const;

export type CatalogueReadNamespace = (typeof catalogueReadNamespaces)[number];

/** No caching: every read goes to the database. */
export const noReadCache: CatalogueReadCache = {
  read: (_namespace, _key, load) => load(),
};
