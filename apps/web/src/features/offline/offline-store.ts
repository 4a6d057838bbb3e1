import { OFFLINE_MEDIA_CACHE } from '../../lib/offline-cache-names';

/** What a saved copy is: the full PDF of a material, or the video of a lesson. */
export type OfflineKind = 'material' | 'lesson';

/** The metadata of one file saved for offline (the bytes are in Cache Storage, `offline-media-v1`). */
export interface SavedItem {
  /** `${kind}:${id}`. */
  key: string;
  kind: OfflineKind;
  id: string;
  title: string;
  sizeBytes: number;
  /** The file's version from the API (a changed file has another one); part of the cache key. */
  version: string;
  /** ISO-8601. */
  savedAt: string;
  /** Whose copy it is: another account on the same browser never sees it, and a sign-out removes it. */
  userId: string;
  /** The owned item that entitles the user to it (the material itself, or the lesson's course). */
  owner: { itemType: 'materi' | 'lifeskill'; itemId: string };
  /** For a lesson: its course (the player's link); for a material: null. */
  courseId: string | null;
}

/** Lesson progress made offline, waiting to be sent (`clientId` is made on the device, one per event). */
export interface OutboxEvent {
  clientId: string;
  userId: string;
  courseId: string;
  lessonId: string;
  positionSeconds: number;
  completed?: boolean;
  /** ISO-8601, when it happened on the device (events are replayed in this order). */
  recordedAt: string;
}

/** A small key-value table (IndexedDB object store in the browser, a Map in unit tests). */
export interface Table<T> {
  all(): Promise<T[]>;
  get(key: string): Promise<T | undefined>;
  put(value: T): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Where saved bytes live: Cache Storage in the browser (the service worker serves them from there too). */
export interface MediaCache {
  put(url: string, response: Response): Promise<void>;
  match(url: string): Promise<Response | undefined>;
  delete(url: string): Promise<void>;
}

export interface OfflineBackend {
  items: Table<SavedItem>;
  outbox: Table<OutboxEvent>;
  media: MediaCache;
}

/** In-memory tables and cache: unit tests, and browsers without IndexedDB or Cache Storage (nothing persists). */
export function memoryBackend(): OfflineBackend {
  const table = <T>(keyOf: (value: T) => string): Table<T> => {
    const rows = new Map<string, T>();
    return {
      all: () => Promise.resolve([...rows.values()]),
      get: (key) => Promise.resolve(rows.get(key)),
      put: (value) => {
        rows.set(keyOf(value), value);
        return Promise.resolve();
      },
      delete: (key) => {
        rows.delete(key);
        return Promise.resolve();
      },
    };
  };
  const files = new Map<string, Response>();
  return {
    items: table<SavedItem>((item) => item.key),
    outbox: table<OutboxEvent>((event) => event.clientId),
    media: {
      put: (url, response) => {
        files.set(url, response);
        return Promise.resolve();
      },
      match: (url) => Promise.resolve(files.get(url)?.clone()),
      delete: (url) => {
        files.delete(url);
        return Promise.resolve();
      },
    },
  };
}

const DB_NAME = 'scola-offline';
const DB_VERSION = 1;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('items')) db.createObjectStore('items', { keyPath: 'key' });
    if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'clientId' });
  };
  return promised(request);
}

/** One IndexedDB object store as a `Table` (each call is its own short transaction). */
function idbTable<T>(database: Promise<IDBDatabase>, name: string): Table<T> {
  const store = async (mode: IDBTransactionMode) =>
    (await database).transaction(name, mode).objectStore(name);
  return {
    all: async () => promised((await store('readonly')).getAll() as IDBRequest<T[]>),
    get: async (key) => promised((await store('readonly')).get(key) as IDBRequest<T | undefined>),
    put: async (value) => {
      await promised((await store('readwrite')).put(value));
    },
    delete: async (key) => {
      await promised((await store('readwrite')).delete(key));
    },
  };
}

/** The browser's backend: IndexedDB `scola-offline` for metadata and the outbox, Cache Storage for bytes. */
export function browserBackend(): OfflineBackend {
  if (typeof indexedDB === 'undefined' || typeof caches === 'undefined') return memoryBackend();
  const database = openDatabase();
  const cache = () => caches.open(OFFLINE_MEDIA_CACHE);
  return {
    items: idbTable<SavedItem>(database, 'items'),
    outbox: idbTable<OutboxEvent>(database, 'outbox'),
    media: {
      put: async (url, response) => (await cache()).put(url, response),
      match: async (url) => (await cache()).match(url),
      delete: async (url) => {
        await (await cache()).delete(url);
      },
    },
  };
}
