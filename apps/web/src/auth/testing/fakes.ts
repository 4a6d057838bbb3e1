/**
 * Test doubles for the session module: a clock, a browser (cookie jar, localStorage and `storage` events shared by
 * several tabs, like the real thing), a tiny product API that records calls, and JWTs.
 */
import type { FetchLike } from '../api-client';
import type { CookieDocument, KeyValueStore, StorageChangeEvent, StorageEventSource } from '../storage';

export const ORIGIN = 'http://localhost:3000';
export const T0 = Date.UTC(2026, 10, 21, 8, 0, 0);

export function fakeClock(start = T0) {
  const clock = { now: start, read: () => clock.now, advance: (ms: number) => void (clock.now += ms) };
  return clock;
}

export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const jwt = (payload: Record<string, unknown>): string =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

/** A cookie jar that keeps `max-age` the way browsers do, and the raw strings written to it. */
export class FakeCookieJar implements CookieDocument {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  get cookie(): string {
    const now = this.clock();
    return [...this.jar]
      .filter(([, entry]) => entry.expiresAt > now)
      .map(([name, entry]) => `${name}=${entry.value}`)
      .join('; ');
  }

  set cookie(line: string) {
    this.writes.push(line);
    const [pair = '', ...attributes] = line.split('; ');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const maxAge = attributes.find((a) => a.startsWith('max-age='));
    const expiresAt = maxAge ? this.clock() + Number(maxAge.slice(8)) * 1000 : Number.POSITIVE_INFINITY;
    if (expiresAt <= this.clock()) this.jar.delete(name);
    else this.jar.set(name, { value, expiresAt });
  }

  lastWriteOf(name: string): string | undefined {
    return this.writes.findLast((line) => line.startsWith(`${name}=`));
  }
}

class FakeWindow implements StorageEventSource {
  private readonly listeners = new Set<(event: StorageChangeEvent) => void>();
  addEventListener(_type: 'storage', listener: (event: StorageChangeEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'storage', listener: (event: StorageChangeEvent) => void) {
    this.listeners.delete(listener);
  }
  dispatch(event: StorageChangeEvent) {
    for (const listener of this.listeners) listener(event);
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

/** One origin's storage, opened by several tabs: a write in one tab fires `storage` in the others. */
export class FakeBrowser {
  readonly cookies: FakeCookieJar;
  readonly items = new Map<string, string>();
  private readonly tabs: { window: FakeWindow; area: KeyValueStore }[] = [];

  constructor(readonly clock: () => number) {
    this.cookies = new FakeCookieJar(clock);
  }

  openTab() {
    const window = new FakeWindow();
    const area: KeyValueStore = {
      getItem: (key) => this.items.get(key) ?? null,
      setItem: (key, value) => this.change(area, key, value),
      removeItem: (key) => this.change(area, key, null),
    };
    this.tabs.push({ window, area });
    return { cookies: this.cookies, localStorage: area, events: window as StorageEventSource, window };
  }

  private change(from: KeyValueStore, key: string, value: string | null) {
    const old = this.items.get(key) ?? null;
    if (value === null) this.items.delete(key);
    else this.items.set(key, value);
    if (old === value) return;
    for (const tab of this.tabs) {
      if (tab.area !== from) tab.window.dispatch({ key, newValue: value, storageArea: tab.area });
    }
  }
}

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

/** A router over `fetch` that records every call; unknown routes answer 404. */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private readonly routes = new Map<string, Handler>();

  on(method: string, urlOrPath: string, handler: Handler | Answer): this {
    this.routes.set(`${method} ${urlOrPath}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  readonly fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = {
      method,
      url: url.toString(),
      path: url.pathname,
      headers: new Headers(init.headers),
      body,
    };
    this.calls.push(call);
    const sameOrigin = url.origin === ORIGIN;
    const handler =
      this.routes.get(`${method} ${url.origin}${url.pathname}`) ??
      (sameOrigin ? this.routes.get(`${method} ${url.pathname}`) : undefined);
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
