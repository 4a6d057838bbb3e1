import type { ClassAnswerDependency } from './class-answer-dependencies';
import type { CatalogueReadNamespace } from './read-cache';

/** The pieces of the catalogue cache (catalogue-cache.ts): its options, entries, figures and keys. */

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
  /** What the answer depends on, in the namespaces evicted row by row (ADR 0062). */
  readonly dependency?: ClassAnswerDependency | undefined;
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
  /** Row changes received (ADR 0062), the answers they evicted, and the time spent finding them. */
  rowChanges: number;
  rowEvictions: number;
  rowEvictionMs: number;
}

/** The counters of `CatalogueCacheStats`, all zero. */
export const emptyCounts = () => ({
  hits: 0,
  misses: 0,
  stores: 0,
  staleStoresRefused: 0,
  invalidations: 0,
  evictions: 0,
  rowChanges: 0,
  rowEvictions: 0,
  rowEvictionMs: 0,
});

/** Overhead per entry beyond its JSON (key, entry object, map slot), in bytes. */
export const ENTRY_OVERHEAD = 160;

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

/** Freezes an answer and everything in it: cached answers are shared by every reader. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
