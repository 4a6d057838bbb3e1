/**
 * The session's key-value storage (auth-behaviour.md §2): every write goes to the cookie, localStorage and memory;
 * reads prefer the cookie, then localStorage, then memory. Changes written by another tab arrive as `storage`
 * events; they are applied to memory and announced to subscribers, so a sign-out in one tab reaches every tab.
 */
import {
  cookieBackend,
  decodeRecord,
  localStorageBackend,
  memoryBackend,
  type CookieDocument,
  type KeyValueStore,
  type StorageBackend,
  type StoredValue,
} from './storage-backends';
import { REFRESH_TOKEN_MAX_AGE_S, type Clock } from './token';

export type { CookieDocument, KeyValueStore, StoredValue } from './storage-backends';

/** The parts of a `storage` event we read. */
export interface StorageChangeEvent {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}

/** What we need of `window` to hear other tabs. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageChangeEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageChangeEvent) => void): void;
}

/** `key` is the name after the prefix; `null` means another tab cleared the whole storage. */
export type StorageListener = (key: string | null) => void;

export interface AuthStorageOptions {
  prefix?: string;
  clock?: Clock;
  /** `null` switches a backend off; `undefined` uses the browser's (when there is one). */
  cookies?: CookieDocument | null;
  localStorage?: KeyValueStore | null;
  events?: StorageEventSource | null;
  /** Sets `Secure` on cookies; defaults to whether the page is served over https. */
  secureCookies?: boolean;
  /** Lifetime of a write that names no expiry. */
  defaultLifetimeMs?: number;
}

const browserLocalStorage = (): KeyValueStore | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Reading `localStorage` throws when the user blocked site data.
  }
};

export class AuthStorage {
  readonly prefix: string;
  private readonly clock: Clock;
  private readonly cookie: StorageBackend | null;
  private readonly local: StorageBackend | null;
  private readonly localStore: KeyValueStore | null;
  private readonly memory = memoryBackend(() => this.clock());
  private readonly events: StorageEventSource | null;
  private readonly defaultLifetimeMs: number;
  private readonly listeners = new Set<StorageListener>();

  constructor(options: AuthStorageOptions = {}) {
    this.prefix = options.prefix ?? 'auth.';
    this.clock = options.clock ?? Date.now;
    this.defaultLifetimeMs = options.defaultLifetimeMs ?? REFRESH_TOKEN_MAX_AGE_S * 1000;
    const cookies = options.cookies === undefined ? (globalThis.document ?? null) : options.cookies;
    const secure = options.secureCookies ?? globalThis.location?.protocol === 'https:';
    this.cookie = cookies ? cookieBackend(cookies, { clock: this.clock, secure }) : null;
    this.localStore = options.localStorage === undefined ? browserLocalStorage() : options.localStorage;
    this.local = this.localStore ? localStorageBackend(this.localStore, this.clock) : null;
    this.events = options.events === undefined ? (globalThis.window ?? null) : options.events;
  }

  get(key: string): StoredValue | undefined {
    const name = this.prefix + key;
    return this.cookie?.read(name) ?? this.local?.read(name) ?? this.memory.read(name);
  }

  /** `expiresAt` (epoch ms) is the lifetime in every backend alike; defaults to now + 30 days. */
  set(key: string, value: StoredValue, expiresAt?: number): void {
    const name = this.prefix + key;
    const until = expiresAt ?? this.clock() + this.defaultLifetimeMs;
    this.cookie?.write(name, value, until);
    this.local?.write(name, value, until);
    this.memory.write(name, value, until);
  }

  remove(key: string): void {
    const name = this.prefix + key;
    this.cookie?.remove(name);
    this.local?.remove(name);
    this.memory.remove(name);
  }

  /** Hears changes made by other tabs (never this tab's own writes). Returns the unsubscribe function. */
  subscribe(listener: StorageListener): () => void {
    if (this.listeners.size === 0) this.events?.addEventListener('storage', this.onStorageEvent);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.events?.removeEventListener('storage', this.onStorageEvent);
    };
  }

  private readonly onStorageEvent = (event: StorageChangeEvent): void => {
    // sessionStorage changes fire the same event; only our localStorage matters.
    if (event.storageArea != null && event.storageArea !== this.localStore) return;
    if (event.key === null) {
      this.memory.clear();
      this.notify(null);
      return;
    }
    if (!event.key.startsWith(this.prefix)) return;
    const record = decodeRecord(event.newValue, this.clock());
    if (record === undefined) this.memory.remove(event.key);
    else this.memory.write(event.key, record.value, record.expiresAt);
    this.notify(event.key.slice(this.prefix.length));
  };

  private notify(key: string | null): void {
    for (const listener of [...this.listeners]) listener(key);
  }
}
