/**
 * The slot for a read-through cache of public catalogue reads. Every public read of the catalogue services is a pure
 * function of its validated query (and of the database): services call `cache.read(namespace, query, load)` and
 * return what it answers. The default does not cache. A cache (in-process LRU, or Redis when scaled out) plugs in
 * here — `catalogueServicesFor(db, { cache })` in index.ts — keyed on `namespace` + a stable serialisation of
 * `key`; it must be invalidated (e.g. by bumping a per-namespace version) whenever the catalogue changes.
 */
export interface CatalogueReadCache {
  read<T>(namespace: CatalogueReadNamespace, key: unknown, load: () => Promise<T>): Promise<T>;
}

export type CatalogueReadNamespace =
  | 'kelas:list'
  | 'kelas:detail'
  | 'kelas-paket:list'
  | 'kelas-paket:detail'
  | 'materi:list'
  | 'materi:detail'
  | 'lifeskill:list'
  | 'lifeskill:detail'
  | 'tutor:list'
  | 'tutor:detail'
  | 'ulasan:list';

/** No caching: every read goes to the database. */
export const noReadCache: CatalogueReadCache = {
  read: (_namespace, _key, load) => load(),
};
