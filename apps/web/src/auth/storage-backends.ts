/**
 * The three places a session value lives (auth-behaviour.md §2). Each value is JSON-encoded exactly once (and the
 * cookie's JSON URI-encoded once on top, as cookies cannot hold arbitrary characters), and decoded the same way, so
 * a token "12345" comes back as the string "12345". Every backend honours the same expiry: the cookie through
 * `max-age`/`expires`, localStorage and memory through an `expiresAt` stored beside the value.
 */
import type { Clock } from './token';

export type StoredValue = string | number | boolean | null;

export interface StorageBackend {
  read(key: string): StoredValue | undefined;
  write(key: string, value: StoredValue, expiresAt: number): void;
  remove(key: string): void;
}

/** What the cookie backend needs of `document`. */
export interface CookieDocument {
  cookie: string;
}

/** What the localStorage backend needs of `Storage`. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredRecord {
  value: StoredValue;
  expiresAt: number;
}

const isStoredValue = (value: unknown): value is StoredValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export const encodeRecord = (value: StoredValue, expiresAt: number): string =>
  JSON.stringify({ value, expiresAt } satisfies StoredRecord);

/** An unexpired record, or `undefined` for anything missing, expired or not written by us. */
export function decodeRecord(raw: string | null, now: number): StoredRecord | undefined {
  if (raw === null) return undefined;
  const record = parseJson(raw);
  if (typeof record !== 'object' || record === null) return undefined;
  const { value, expiresAt } = record as Partial<StoredRecord>;
  if (!isStoredValue(value) || typeof expiresAt !== 'number' || now >= expiresAt) return undefined;
  return { value, expiresAt };
}

export interface CookieOptions {
  clock: Clock;
  secure?: boolean;
}

export function cookieBackend(doc: CookieDocument, { clock, secure = false }: CookieOptions): StorageBackend {
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    read(key) {
      const name = `${encodeURIComponent(key)}=`;
      const pair = doc.cookie.split('; ').find((part) => part.startsWith(name));
      if (pair === undefined) return undefined;
      let json: string;
      try {
        json = decodeURIComponent(pair.slice(name.length));
      } catch {
        return undefined;
      }
      const value = parseJson(json);
      return isStoredValue(value) ? value : undefined;
    },
    write(key, value, expiresAt) {
      const maxAge = Math.max(0, Math.ceil((expiresAt - clock()) / 1000));
      const encoded = encodeURIComponent(JSON.stringify(value));
      const expires = new Date(expiresAt).toUTCString();
      doc.cookie = `${encodeURIComponent(key)}=${encoded}${attributes}; max-age=${maxAge}; expires=${expires}`;
    },
    remove(key) {
      doc.cookie = `${encodeURIComponent(key)}=${attributes}; max-age=0; expires=${new Date(0).toUTCString()}`;
    },
  };
}

export function localStorageBackend(store: KeyValueStore, clock: Clock): StorageBackend {
  return {
    read(key) {
      let raw: string | null;
      try {
        raw = store.getItem(key);
      } catch {
        return undefined;
      }
      const record = decodeRecord(raw, clock());
      if (record === undefined && raw !== null) this.remove(key);
      return record?.value;
    },
    write(key, value, expiresAt) {
      try {
        store.setItem(key, encodeRecord(value, expiresAt));
      } catch {
        // Quota exceeded or storage disabled (private mode): the cookie and memory still hold the value.
      }
    },
    remove(key) {
      try {
        store.removeItem(key);
      } catch {
        // Storage disabled: nothing to remove.
      }
    },
  };
}

export interface MemoryBackend extends StorageBackend {
  clear(): void;
}

export function memoryBackend(clock: Clock): MemoryBackend {
  const records = new Map<string, StoredRecord>();
  return {
    clear() {
      records.clear();
    },
    read(key) {
      const record = records.get(key);
      if (record === undefined || clock() >= record.expiresAt) return undefined;
      return record.value;
    },
    write(key, value, expiresAt) {
      records.set(key, { value, expiresAt });
    },
    remove(key) {
      records.delete(key);
    },
  };
}
