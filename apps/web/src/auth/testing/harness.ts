/** A session wired to fakes, as the tests of `session*.test.ts` use it. */
import { vi } from 'vitest';
import type { GoogleConfig } from '../config';
import { createAuth } from '../session';
import type { AuthMethod } from '../session-store';
import type { CrossTabLock } from '../authorized-requests';
import { FakeApi, FakeBrowser, ORIGIN, fakeClock, jwt } from './fakes';

export interface TestUser {
  id: string;
  name: string;
  scope?: unknown;
}

export const USER: TestUser = { id: 'u-1', name: 'Siti', scope: ['student'] };

export const GOOGLE: GoogleConfig = {
  clientId: 'client-123.apps.example',
  authorizationEndpoint: 'https://accounts.example.test/o/oauth2/v2/auth',
  userInfoEndpoint: 'https://openidconnect.example.test/v1/userinfo',
};

/** Access and refresh tokens expiring 30 minutes and 30 days after `now`. */
export function sessionTokens(now: number, label = '1') {
  const seconds = Math.floor(now / 1000);
  return {
    token: jwt({ sub: 'u-1', exp: seconds + 1800, v: label }),
    refreshToken: jwt({ sub: 'u-1', exp: seconds + 2_592_000, v: label }),
  };
}

export interface HarnessOptions {
  browser?: FakeBrowser;
  clock?: ReturnType<typeof fakeClock>;
  api?: FakeApi;
  google?: boolean;
  path?: string;
  /** Use the real `randomString` instead of predictable `rnd0000001`, `rnd0000002`, … */
  cryptoRandom?: boolean;
  /** The cross-tab lock; tests of several tabs share one. */
  lock?: CrossTabLock;
}

export function createHarness(options: HarnessOptions = {}) {
  const clock = options.clock ?? fakeClock();
  const browser = options.browser ?? new FakeBrowser(clock.read);
  const tab = browser.openTab();
  const api = options.api ?? new FakeApi();
  const route = { path: options.path ?? '/' };
  const navigate = vi.fn((to: string, _options?: { replace?: boolean }) => {
    route.path = to;
  });
  const location = { origin: ORIGIN, replace: vi.fn<(url: string) => void>() };
  let counter = 0;
  const auth = createAuth<TestUser>({
    navigate,
    fetch: api.fetch,
    clock: clock.read,
    location,
    currentPath: () => route.path,
    storageOptions: { cookies: tab.cookies, localStorage: tab.localStorage, events: tab.events },
    ...(options.cryptoRandom ? {} : { randomString: () => `rnd${String(++counter).padStart(7, '0')}` }),
    ...(options.google ? { google: GOOGLE } : {}),
    ...(options.lock ? { lock: options.lock } : {}),
  });
  const errors: { error: unknown; method: AuthMethod }[] = [];
  auth.onError((error, method) => errors.push({ error, method }));
  return { auth, api, clock, browser, tab, navigate, location, errors, route };
}

/** Routes of a product API that signs `USER` in and rotates tokens on refresh. */
export function serveProductApi(api: FakeApi, clock: { read: () => number }, user: unknown = USER) {
  let generation = 0;
  return api
    .on('POST', '/api/auth/scola/signin', () => ({ body: { data: sessionTokens(clock.read(), 'signin') } }))
    .on('GET', '/api/akun/info', () => ({ body: { data: user } }))
    .on('POST', '/api/auth/scola/refresh', () => ({
      body: { data: sessionTokens(clock.read(), `refresh-${++generation}`) },
    }))
    .on('POST', '/api/auth/scola/signout', { status: 204 })
    .on('POST', '/api/auth/scola/google', () => ({ body: { data: sessionTokens(clock.read(), 'google') } }));
}
