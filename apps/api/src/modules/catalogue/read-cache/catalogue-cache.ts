import { namespacesChangedBy } from './cache-dependencies';
import {
  type CacheEntry,
  type CatalogueCacheOptions,
  type CatalogueCacheStats,
  canonicalKey,
  deepFreeze,
  emptyCounts,
  ENTRY_OVERHEAD,
} from './cache-entries';
import {
  classAnswerDependency,
  type ClassAnswerDependency,
  rowEvictedNamespaces,
} from './class-answer-dependencies';
import { ClassAnswerIndex } from './class-answer-index';
import { type CatalogueReadCache, type CatalogueReadNamespace, catalogueReadNamespaces } from './read-cache';
import { RecentRowChanges } from './recent-row-changes';
import { type CatalogueChange, parseCatalogueChange } from './row-changes';

export { canonicalKey } from './cache-entries';
export type { CacheEntry, CatalogueCacheOptions, CatalogueCacheStats } from './cache-entries';

/**
 * In-process cache of public catalogue reads, bounded (LRU by entries and bytes), in two layers sharing the bounds:
 * - `read` (the `CatalogueReadCache` slot of the services): answer objects keyed by namespace + canonical validated
 *   query; concurrent misses of one key share one load;
 * - `serializedAnswer` / `storeSerialized` (cached-answers.ts): the JSON of a 200 answer (UTF-8 bytes) keyed by
 *   namespace + raw request URL, so a hit skips validation, the handler, serialisation and encoding.
 *
 * Correctness (ADRs 0008, 0062): PostgreSQL notifications (`changed`) clear by namespace the answers a changed table
 * feeds, and for classes and their sessions evict only the answers that can show the changed rows (`rowsChanged`,
 * entries indexed by their dependency). Changes are numbered; a load records the number before it starts and stores
 * its answer only if no change since can affect it (its namespace not cleared, no remembered row change touching
 * it), so an answer read before a change never lands in the cache after it. While changes are not watched (`setListening(false)`: not connected
 * yet, or the listening connection was lost) the cache is bypassed entirely, and it starts empty when watching
 * (re)starts, since notifications may have been missed.
 */
export class CatalogueCache implements CatalogueReadCache {
  readonly enabled: boolean;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, CacheEntry>();
  readonly #inflight = new Map<string, { generation: number; promise: Promise<unknown> }>();
  /**
   * Every change (of a table or of rows) gets the next number; a namespace remembers the number of its last
   * clearing. A load's "generation" is the number current when it started: it stores its answer only if its
   * namespace was not cleared since, nor a row change since can affect the answer.
   */
  #changeNumber = 0;
  readonly #clearedAt = new Map<CatalogueReadNamespace, number>(
    catalogueReadNamespaces.map((namespace) => [namespace, 0]),
  );
  readonly #classAnswers = new ClassAnswerIndex<CacheEntry>();
  readonly #recentRowChanges = new RecentRowChanges();
  #listening = false;
  #bytes = 0;
  #counts = emptyCounts();

  constructor(options: CatalogueCacheOptions) {
    this.enabled = options.maxEntries > 0 && options.maxBytes > 0;
    this.#maxEntries = options.maxEntries;
    this.#maxBytes = options.maxBytes;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  read<T>(namespace: CatalogueReadNamespace, key: unknown, load: () => Promise<T>): Promise<T> {
    if (!this.#listening) return load();
    const fullKey = `${namespace}\u0000${canonicalKey(key)}`;
    const entry = this.#lookup(fullKey, true);
    if (entry) {
      // Past its safety expiry (never invalidated, or it would be gone): answer it once more while it reloads, so
      // the readers of a hot key do not all wait for the database at every expiry.
      if (this.#expired(entry))
        void this.#load(fullKey, namespace, key, load).catch(() => this.#remove(entry));
      return Promise.resolve(entry.value as T);
    }
    return this.#load(fullKey, namespace, key, load);
  }

  /**
   * Loads and stores an answer; concurrent loads of a key share one promise while no change came in between (a read
   * starting after a change must not get an answer read before it).
   */
  #load<T>(
    fullKey: string,
    namespace: CatalogueReadNamespace,
    key: unknown,
    load: () => Promise<T>,
  ): Promise<T> {
    const generation = this.generationOf(namespace);
    const pending = this.#inflight.get(fullKey);
    if (pending?.generation === generation) return pending.promise as Promise<T>;
    // `new Promise` turns a load that throws at once into a rejection like any other failure.
    const promise = new Promise<T>((resolve) => resolve(load())).then((value) => {
      const frozen = deepFreeze(value);
      const dependency = classAnswerDependency(namespace, key, frozen);
      this.#store(
        fullKey,
        namespace,
        generation,
        frozen,
        2 * (JSON.stringify(frozen)?.length ?? 0),
        dependency,
      );
      return frozen;
    });
    this.#inflight.set(fullKey, { generation, promise });
    const settle = () => {
      if (this.#inflight.get(fullKey)?.promise === promise) this.#inflight.delete(fullKey);
    };
    promise.then(settle, settle);
    return promise;
  }

  /** The cached JSON answer to `GET url` (namespace of its route), if any. */
  serializedAnswer(namespace: CatalogueReadNamespace, url: string): CacheEntry | undefined {
    if (!this.#listening) return undefined;
    return this.#lookup(`${namespace}\u0001${url}`);
  }

  /**
   * Stores the JSON answer to `GET url` unless a change since `generation` was read can affect it. `dependency`:
   * what it depends on, in the namespaces evicted row by row (`classAnswerDependency`); without one, any row change
   * of those namespaces evicts the answer.
   */
  storeSerialized(
    namespace: CatalogueReadNamespace,
    url: string,
    generation: number,
    json: Buffer,
    dependency?: ClassAnswerDependency,
  ): boolean {
    return this.#store(`${namespace}\u0001${url}`, namespace, generation, json, json.length, dependency);
  }

  /** Adds a compressed copy to a JSON entry that is still cached (accounted in the byte bound). */
  attachEncoded(entry: CacheEntry, encoding: 'br' | 'gzip', body: Buffer): void {
    if (this.#entries.get(entry.key) !== entry) return;
    entry.encoded = { ...entry.encoded, [encoding]: body };
    entry.bytes += body.length;
    this.#bytes += body.length;
    this.#evict();
  }

  /** The generation a load of `namespace` starts in; -1 while the cache is bypassed (nothing will be stored). */
  generationOf(_namespace: CatalogueReadNamespace): number {
    return this.#listening ? this.#changeNumber : -1;
  }

  /** A `catalogue_changed` notification: a table's name, or the rows of a table that changed (row-changes.ts). */
  changed(payload: string): void {
    const change = parseCatalogueChange(payload);
    if (change.kind === 'table') this.tableChanged(change.table);
    else this.rowsChanged(change);
  }

  /** A catalogue table changed (notification payload): clears the namespaces that read it. */
  tableChanged(table: string): void {
    this.invalidate(namespacesChangedBy(table));
  }

  /**
   * Rows of classes or sessions changed: evicts the class answers that can show them (and remembers the change for
   * the loads running now); the other namespaces the table feeds are cleared as a whole.
   */
  rowsChanged(change: Exclude<CatalogueChange, { kind: 'table' }>): void {
    const started = performance.now();
    this.#changeNumber += 1;
    this.#counts.rowChanges += 1;
    this.#recentRowChanges.record(this.#changeNumber, change);
    for (const entry of this.#classAnswers.affectedBy(change)) {
      this.#remove(entry);
      this.#counts.rowEvictions += 1;
    }
    this.#counts.rowEvictionMs += performance.now() - started;
    const table = change.kind === 'classes' ? 'live_classes' : 'class_sessions';
    this.invalidate(
      namespacesChangedBy(table).filter((namespace) => !rowEvictedNamespaces.includes(namespace)),
    );
  }

  /** Clears `namespaces`, so that loads running now will not store their answers. */
  invalidate(namespaces: readonly CatalogueReadNamespace[]): void {
    this.#counts.invalidations += 1;
    this.#changeNumber += 1;
    const cleared = new Set(namespaces);
    for (const namespace of cleared) this.#clearedAt.set(namespace, this.#changeNumber);
    for (const entry of this.#entries.values()) {
      if (cleared.has(entry.namespace)) this.#remove(entry);
    }
  }

  /** Clears everything. */
  invalidateAll(): void {
    this.invalidate(catalogueReadNamespaces);
  }

  /**
   * Whether changes are being watched. Both transitions clear the cache: when watching stops, changes are missed
   * from now on; when it (re)starts, some may have been missed before.
   */
  setListening(listening: boolean): void {
    this.#listening = listening && this.enabled;
    this.invalidateAll();
  }

  stats(): CatalogueCacheStats {
    return {
      enabled: this.enabled,
      listening: this.#listening,
      entries: this.#entries.size,
      bytes: this.#bytes,
      ...this.#counts,
    };
  }

  #expired(entry: CacheEntry): boolean {
    return this.#ttlMs > 0 && entry.expiresAt <= this.#now();
  }

  /** The entry of `key`; one past its expiry only with `allowExpired` (otherwise it is dropped). */
  #lookup(key: string, allowExpired = false): CacheEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || (!allowExpired && this.#expired(entry))) {
      if (entry) this.#remove(entry);
      this.#counts.misses += 1;
      return undefined;
    }
    // Most recently used last: move the entry to the end of the map's order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#counts.hits += 1;
    return entry;
  }

  #store(
    key: string,
    namespace: CatalogueReadNamespace,
    generation: number,
    value: unknown,
    size: number,
    dependency?: ClassAnswerDependency,
  ): boolean {
    const rowEvicted = rowEvictedNamespaces.includes(namespace);
    if (
      !this.#listening ||
      generation < 0 ||
      (this.#clearedAt.get(namespace) ?? 0) > generation ||
      (rowEvicted && this.#recentRowChanges.affect(generation, dependency))
    ) {
      this.#counts.staleStoresRefused += 1;
      return false;
    }
    const bytes = size + key.length + ENTRY_OVERHEAD;
    if (bytes > this.#maxBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(previous);
    const expiresAt = this.#ttlMs > 0 ? this.#now() + this.#ttlMs : Number.POSITIVE_INFINITY;
    const entry: CacheEntry = {
      key,
      namespace,
      value,
      bytes,
      expiresAt,
      dependency: rowEvicted ? dependency : undefined,
    };
    this.#entries.set(key, entry);
    if (rowEvicted) this.#classAnswers.add(entry);
    this.#bytes += bytes;
    this.#counts.stores += 1;
    this.#evict();
    return true;
  }

  #remove(entry: CacheEntry): void {
    if (this.#entries.get(entry.key) !== entry) return;
    this.#entries.delete(entry.key);
    this.#classAnswers.delete(entry);
    this.#bytes -= entry.bytes;
  }

  #evict(): void {
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.values().next().value;
      if (oldest === undefined) return;
      this.#remove(oldest);
      this.#counts.evictions += 1;
    }
  }
}
