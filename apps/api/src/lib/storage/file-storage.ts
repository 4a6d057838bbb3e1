import type { Readable } from 'node:stream';

/** Who may read an object: `public` objects (covers, photos) may be cached by anyone; `private` ones only through
 * short-lived signed links checked on the server (identity documents, full materials, videos). */
export type Visibility = 'public' | 'private';

/** Key prefixes of public objects; every other key is private (ADR 0019). */
export const PUBLIC_KEY_PREFIXES = ['covers/', 'photos/'] as const;

export const visibilityOf = (key: string): Visibility =>
  PUBLIC_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'public' : 'private';

export interface StoredObjectInfo {
  size: number;
  lastModified: Date;
  /** Quoted entity tag, as sent in `ETag`. */
  etag: string;
}

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** MIME type recorded with the object (S3 `Content-Type`); serving routes still set their own. */
  contentType?: string;
}

/**
 * File storage addressed by keys such as `materials/aljabar-sma/full.pdf` (letters, digits, `._-`, `/`-separated;
 * never `..`). Local disk under `<DATA_DIR>/files` by default, or an S3-compatible bucket (ADR 0019).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** The folder keys are relative to (local disk only: served with `@fastify/send`). */
  readonly root?: string;
  exists(key: string): Promise<boolean>;
  /** The whole object; rejects with `StorageNotFoundError` when it is missing. */
  get(key: string): Promise<Uint8Array>;
  /** Writes the whole object atomically: readers see the old object or the new one, never half of one. */
  put(key: string, bytes: Uint8Array, options?: PutOptions): Promise<void>;
  /**
   * Writes the object from a stream of exactly `size` bytes (large uploads such as class recordings, never held in
   * memory), as atomically as `put`.
   */
  putStream(key: string, body: Readable, size: number, options?: PutOptions): Promise<void>;
  /** Removes the object; nothing happens when it is missing. */
  delete(key: string): Promise<void>;
  /** Size, time and entity tag; null when the object is missing. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The object's bytes (or `range` of them) as a stream; null when the object is missing. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${JSON.stringify(key)}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the storage root or confuse an S3 path (`..`, `.`, absolute, odd characters). */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export const isValidKey = (key: string) => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};
