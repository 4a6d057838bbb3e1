import { namespacesChangedBy } from './cache-dependencies';
import { type CatalogueReadCache, type CatalogueReadNamespace, catalogueReadNamespaces } from './read-cache';

export interface CatalogueCacheOptions {
  /** Most entries kept (answers and serialised answers together); 0 disables the cache. */
  maxEntries: number;
  /** Most bytes kept, approximately (JSON size of the answers). */
  maxBytes: number;
  /**
   * Safety expiry of an entry in milliseconds (0 = none); invalidation does not depend on it. An expired answer is
   * reloaded: the HTTP layer drops it, the service layer answers it once more while reloading in the background.
   */
  ttlMs: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

/** One cached answer: the frozen answer object (service layer) or its JSON as UTF-8 bytes (HTTP layer). */
export interface CacheEntry {
  readonly key: string;
  readonly namespace: CatalogueReadNamespace;
  readonly value: unknown;
  bytes: number;
  readonly expiresAt: number;
  /** Compressed copies of a JSON entry, made on first use (cached-answers.ts). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

export interface CatalogueCacheStats {
  enabled: boolean;
  /** Whether changes are being watched; the cache is bypassed while they are not. */
  listening: boolean;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stores: number;
  /** Answers loaded while their namespace was invalidated, therefore not stored. */
  staleStoresRefused: number;
  invalidations: number;
  evictions: number;
}

/** Overhead per entry beyond its JSON (key, entry object, map slot), in bytes. */
const ENTRY_OVERHEAD = 160;

/** JSON with object keys sorted and `undefined` left out: equal queries give equal keys. */
export function canonicalKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of Object.keys(record).sort()) {
    if (record[name] !== undefined) parts.push(`${JSON.stringify(name)}:${canonicalKey(record[name])}`);
  }
  return `{${parts.join(',')}}`;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * In-process cache of public catalogue reads, bounded (LRU by entries and bytes), in two layers sharing the bounds:
 * - `read` (the `CatalogueReadCache` slot of the services): answer objects keyed by namespace + canonical validated
 *   query; concurrent misses of one key share one load;
 * - `serializedAnswer` / `storeSerialized` (cached-answers.ts): the JSON of a 200 answer (UTF-8 bytes) keyed by
 *   namespace + raw request URL, so a hit skips validation, the handler, serialisation and encoding.
 *
 * Correctness (ADR 0008): entries are cleared by namespace when a catalogue table changes (`tableChanged`, fed by
 * PostgreSQL notifications), and each namespace has a generation bumped on every invalidation. A load records the
 * generation before it starts and stores its answer only if it is unchanged afterwards, so an answer read before a
 * change never lands in the cache after it. While changes are not watched (`setListening(false)`: not connected
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
  readonly #generations = new Map<CatalogueReadNamespace, number>(
    catalogueReadNamespaces.map((namespace) => [namespace, 0]),
  );
  #listening = false;
  #bytes = 0;
  #counts = { hits: 0, misses: 0, stores: 0, staleStoresRefused: 0, invalidations: 0, evictions: 0 };

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
      if (this.#expired(entry)) void this.#load(fullKey, namespace, load).catch(() => this.#remove(entry));
      return Promise.resolve(entry.value as T);
    }
    return this.#load(fullKey, namespace, load);
  }

  /** Loads and stores an answer; concurrent loads of a key within one generation share one promise. */
  #load<T>(fullKey: string, namespace: CatalogueReadNamespace, load: () => Promise<T>): Promise<T> {
    const generation = this.generationOf(namespace);
    const pending = this.#inflight.get(fullKey);
    if (pending?.generation === generation) return pending.promise as Promise<T>;
    // `new Promise` turns a load that throws at once into a rejection like any other failure.
    const promise = new Promise<T>((resolve) => resolve(load())).then((value) => {
      const frozen = deepFreeze(value);
      this.#store(fullKey, namespace, generation, frozen, 2 * (JSON.stringify(frozen)?.length ?? 0));
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

  /** Stores the JSON answer to `GET url` unless `namespace` was invalidated since `generation` was read. */
  storeSerialized(namespace: CatalogueReadNamespace, url: string, generation: number, json: Buffer): boolean {
    return this.#store(`${namespace}\u0001${url}`, namespace, generation, json, json.length);
  }

  /** Adds a compressed copy to a JSON entry that is still cached (accounted in the byte bound). */
  attachEncoded(entry: CacheEntry, encoding: 'br' | 'gzip', body: Buffer): void {
    if (this.#entries.get(entry.key) !== entry) return;
    entry.encoded = { ...entry.encoded, [encoding]: body };
    entry.bytes += body.length;
    this.#bytes += body.length;
    this.#evict();
  }

  /** The current generation of `namespace`; -1 while the cache is bypassed (nothing will be stored). */
  generationOf(namespace: CatalogueReadNamespace): number {
    return this.#listening ? (this.#generations.get(namespace) ?? 0) : -1;
  }

  /** A catalogue table changed (notification payload): clears the namespaces that read it. */
  tableChanged(table: string): void {
    this.invalidate(namespacesChangedBy(table));
  }

  /** Clears `namespaces` and bumps their generations (loads running now will not store their answers). */
  invalidate(namespaces: readonly CatalogueReadNamespace[]): void {
    this.#counts.invalidations += 1;
    const cleared = new Set(namespaces);
    for (const namespace of cleared)
      this.#generations.set(namespace, (this.#generations.get(namespace) ?? 0) + 1);
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
  ): boolean {
    if (!this.#listening || generation < 0 || this.#generations.get(namespace) !== generation) {
      this.#counts.staleStoresRefused += 1;
      return false;
    }
    const bytes = size + key.length + ENTRY_OVERHEAD;
    if (bytes > this.#maxBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(previous);
    const expiresAt = this.#ttlMs > 0 ? this.#now() + this.#ttlMs : Number.POSITIVE_INFINITY;
    this.#entries.set(key, { key, namespace, value, bytes, expiresAt });
    this.#bytes += bytes;
    this.#counts.stores += 1;
    this.#evict();
    return true;
  }

  #remove(entry: CacheEntry): void {
    if (this.#entries.get(entry.key) !== entry) return;
    this.#entries.delete(entry.key);
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
