import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './errors';
import { T0 } from './testing/fakes';
import { createHarness, serveProductApi, sessionTokens, USER } from './testing/harness';

const CREDENTIALS = { email: 'siti@example.id', password: 'rahasia' };

async function ready(options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  serveProductApi(h.api, h.clock);
  await h.auth.init();
  return h;
}

describe('§4 local sign-in', () => {
  it('KEEP: posts the credentials, stores the token, fetches the user at data, and is then logged in', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);

    expect(h.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/scola/signin',
      'GET /api/akun/info',
    ]);
    expect(h.api.calls[0]?.body).toEqual(CREDENTIALS);
    const expected = sessionTokens(T0, 'signin');
    expect(h.api.calls[1]?.headers.get('Authorization')).toBe(expected.token);
    expect(h.auth.getState()).toMatchObject({ user: USER, loggedIn: true, strategy: 'local', busy: false });
    expect(h.auth.storage.get('_token.local')).toBe(expected.token);
    expect(h.auth.storage.get('_refresh_token.local')).toBe(expected.refreshToken);
    expect(h.auth.storage.get('_token_expiration.local')).toBe(T0 + 1_800_000);
    expect(h.auth.storage.get('_refresh_token_expiration.local')).toBe(T0 + 2_592_000_000);
  });

  it('KEEP: storage keys are auth.strategy, auth._token.<s>, auth._token_expiration.<s>, auth._refresh_token…', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);
    expect([...h.browser.items.keys()].sort()).toEqual([
      'auth._refresh_token.local',
      'auth._refresh_token_expiration.local',
      'auth._token.local',
      'auth._token_expiration.local',
      'auth.strategy',
    ]);
  });

  it('KEEP: the session is reset before the sign-in request', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);
    let tokenAtSignIn: unknown = 'not called';
    h.api.on('POST', '/api/auth/scola/signin', () => {
      tokenAtSignIn = h.auth.storage.get('_token.local');
      return {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Email atau kata sandi salah.' } },
      };
    });
    await expect(h.auth.loginWith('local', CREDENTIALS)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(tokenAtSignIn).toBe(false);
    expect(h.auth.getState().loggedIn).toBe(false);
  });

  it('FIX: an answer without data.token is an error with code SIGNIN_NO_TOKEN, shown to the user', async () => {
    const h = await ready();
    h.api.on('POST', '/api/auth/scola/signin', { body: { data: { refreshToken: 'r' } } });
    const attempt = h.auth.loginWith('local', CREDENTIALS);
    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toMatchObject({ code: 'SIGNIN_NO_TOKEN' });
    expect(h.auth.getState().loggedIn).toBe(false);
    expect(h.api.callsTo('GET', '/api/akun/info')).toHaveLength(0);
  });

  it('KEEP: a user-info answer without data fails with the exact message and the user stays logged out', async () => {
    const h = await ready();
    h.api.on('GET', '/api/akun/info', { body: { user: USER } });
    await expect(h.auth.loginWith('local', CREDENTIALS)).rejects.toThrow(
      'User Data response does not contain field data',
    );
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(h.auth.storage.get('_token.local')).toBe(false);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('FIX: after sign-in the flow itself navigates to home', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);
    expect(h.navigate.mock.calls).toEqual([['/beranda', { replace: true }]]);
  });

  it('FIX: after sign-in the flow navigates to the remembered path, once, and forgets it', async () => {
    const h = await ready();
    expect(h.auth.guard({}, '/kelas/abc-123?tab=berkas')).toEqual({ redirect: '/' });
    await h.auth.loginWith('local', CREDENTIALS);
    expect(h.navigate.mock.calls).toEqual([['/kelas/abc-123?tab=berkas', { replace: true }]]);
    expect(h.auth.storage.get('redirect')).toBeUndefined();
  });
});

describe('§4 and §2 logout', () => {
  it('KEEP: no call for the access token; FIX: the refresh token is revoked; the session is reset', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);
    const { refreshToken } = sessionTokens(T0, 'signin');
    h.api.calls.length = 0;
    h.navigate.mockClear();

    h.auth.logout();

    expect(h.api.calls).toHaveLength(1);
    expect(h.api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/scola/signout',
      body: { refreshToken },
    });
    expect(h.api.calls[0]?.headers.has('Authorization')).toBe(false);
    for (const key of ['_token', '_token_expiration', '_refresh_token', '_refresh_token_expiration']) {
      expect(h.auth.storage.get(`${key}.local`)).toBe(false);
    }
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(h.navigate.mock.calls).toEqual([['/', { replace: true }]]);
  });

  it('KEEP: logout leaves the strategy in place', async () => {
    const h = await ready();
    await h.auth.loginWith('local', CREDENTIALS);
    h.auth.logout();
    expect(h.auth.storage.get('strategy')).toBe('local');
    expect(h.auth.getState().strategy).toBe('local');
  });

  it('makes no call at all without a refresh token, and a failed revocation only reaches the listeners', async () => {
    const h = await ready();
    h.auth.logout();
    expect(h.api.calls).toHaveLength(0);

    await h.auth.loginWith('local', CREDENTIALS);
    h.api.on('POST', '/api/auth/scola/signout', { status: 500 });
    h.auth.logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.errors.map((e) => e.method)).toEqual(['logout']);
  });
});

describe('init (§4 states, §7 the router waits for it)', () => {
  it('restores a stored valid session: fetches the user, navigates nowhere', async () => {
    const first = await ready();
    await first.auth.loginWith('local', CREDENTIALS);
    const h = createHarness({ browser: first.browser, clock: first.clock, path: '/kelas/1' });
    serveProductApi(h.api, h.clock);
    const pending = h.auth.init();
    expect(h.auth.getState()).toMatchObject({ busy: true, ready: false });
    await pending;
    expect(h.auth.getState()).toMatchObject({ loggedIn: true, user: USER, busy: false, ready: true });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token first when the refresh token is valid', async () => {
    const first = await ready();
    await first.auth.loginWith('local', CREDENTIALS);
    first.clock.advance(3_600_000);
    const h = createHarness({ browser: first.browser, clock: first.clock });
    serveProductApi(h.api, h.clock);
    await h.auth.init();
    expect(h.api.calls.map((c) => c.path)).toEqual(['/api/auth/scola/refresh', '/api/akun/info']);
    expect(h.auth.getState().loggedIn).toBe(true);
  });

  it('resets silently when both tokens have expired', async () => {
    const first = await ready();
    await first.auth.loginWith('local', CREDENTIALS);
    first.clock.advance(31 * 86_400_000);
    const h = createHarness({ browser: first.browser, clock: first.clock });
    serveProductApi(h.api, h.clock);
    await h.auth.init();
    expect(h.api.calls).toHaveLength(0);
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, ready: true });
    expect(h.errors).toEqual([]);
  });

  it('is run once however often it is called', async () => {
    const h = createHarness();
    expect(h.auth.init()).toBe(h.auth.init());
    await h.auth.init();
  });
});

describe('§8 strategy errors', () => {
  it('an empty stored strategy falls back to local (the default)', async () => {
    const h = createHarness();
    h.tab.localStorage.setItem('auth.strategy', JSON.stringify({ value: '', expiresAt: T0 + 1e9 }));
    await h.auth.init();
    expect(h.auth.getState().strategy).toBe('local');
    expect(h.auth.storage.get('strategy')).toBe('local');
  });

  it('an unknown stored strategy reports "Strategy not supported: <name>" and falls back to local', async () => {
    const h = createHarness();
    h.auth.storage.set('strategy', 'facebook');
    await h.auth.init();
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.method).toBe('init');
    expect(h.errors[0]?.error).toMatchObject({
      code: 'STRATEGY_NOT_SUPPORTED',
      message: 'Strategy not supported: facebook',
    });
    expect(h.auth.getState().strategy).toBe('local');
  });

  it.each([
    ['', 'No strategy is set!', 'NO_STRATEGY'],
    ['facebook', 'Strategy not supported: facebook', 'STRATEGY_NOT_SUPPORTED'],
    ['google', 'Strategy not supported: google', 'STRATEGY_NOT_SUPPORTED'], // no client id configured
  ])('loginWith(%j) fails with %j', async (name, message, code) => {
    const h = await ready();
    await expect(h.auth.loginWith(name, CREDENTIALS)).rejects.toMatchObject({ message, code });
    expect(h.api.calls).toHaveLength(0);
  });
});

describe('§8 error listeners', () => {
  it('receive the error and the name of the method that failed', async () => {
    const h = await ready();
    h.api.on('POST', '/api/auth/scola/signin', { status: 503 });
    await expect(h.auth.loginWith('local', CREDENTIALS)).rejects.toMatchObject({ status: 503 });
    h.api.on('GET', '/api/akun/info', { body: {} });
    await expect(h.auth.fetchUser()).rejects.toThrow('User Data response does not contain field data');
    expect(h.errors.map((e) => [e.method, (e.error as { code?: string }).code])).toEqual([
      ['loginWith', 'HTTP_503'],
      ['fetchUser', 'USER_DATA_MISSING'],
    ]);
  });

  it('can be removed', async () => {
    const h = await ready();
    const seen: string[] = [];
    const off = h.auth.onError((_error, method) => seen.push(method));
    off();
    await expect(h.auth.loginWith('', CREDENTIALS)).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});

describe('§9 Auth.hasScope reads user.scope', () => {
  it.each([
    [['student', 'tutor'], 'tutor', true],
    [{ kelas: { edit: 1 } }, 'kelas.edit', true],
    ['tutor', 'tutor', false],
    [7, 'admin', false],
  ])('scope %j, name %j → %s', async (scope, name, expected) => {
    const h = createHarness();
    serveProductApi(h.api, h.clock, { ...USER, scope });
    await h.auth.init();
    expect(h.auth.hasScope(name)).toBe(false);
    await h.auth.loginWith('local', CREDENTIALS);
    expect(h.auth.hasScope(name)).toBe(expected);
  });
});

describe('§2 FIX and §7 KEEP: a change of loggedIn in another tab redirects here', () => {
  it('a logout in one tab logs out all tabs and sends them to /', async () => {
    const a = await ready({ path: '/' });
    await a.auth.loginWith('local', CREDENTIALS);
    const b = createHarness({ browser: a.browser, clock: a.clock, path: '/beranda/profil' });
    serveProductApi(b.api, b.clock);
    await b.auth.init();
    expect(b.auth.getState().loggedIn).toBe(true);

    a.auth.logout();

    expect(b.auth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(b.navigate.mock.calls).toEqual([['/', { replace: true }]]);
  });

  it('a sign-in in another tab signs this tab in and sends it home', async () => {
    const a = await ready();
    const b = createHarness({ browser: a.browser, clock: a.clock, path: '/' });
    serveProductApi(b.api, b.clock);
    await b.auth.init();

    await a.auth.loginWith('local', CREDENTIALS);
    await vi.waitFor(() => expect(b.auth.getState().loggedIn).toBe(true));

    expect(b.api.callsTo('GET', '/api/akun/info')).toHaveLength(1);
    expect(b.navigate.mock.calls).toEqual([['/beranda', { replace: true }]]);
  });
});
