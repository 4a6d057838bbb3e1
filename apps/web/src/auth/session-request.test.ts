import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from './errors';
import { ORIGIN, T0 } from './testing/fakes';
import { createHarness, serveProductApi, sessionTokens } from './testing/harness';

const CREDENTIALS = { email: 'siti@example.id', password: 'rahasia' };
const EXPIRED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

async function signedIn(path = '/keranjang') {
  const h = createHarness({ path });
  serveProductApi(h.api, h.clock);
  h.api.on('GET', '/api/keranjang', { body: { data: [] } });
  await h.auth.init();
  await h.auth.loginWith('local', CREDENTIALS);
  h.route.path = path;
  h.api.calls.length = 0;
  h.navigate.mockClear();
  return h;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§3 the Authorization header', () => {
  it('KEEP: carries the bare token, no type prefix, to the product API', async () => {
    const h = await signedIn();
    await expect(h.auth.request('/keranjang')).resolves.toEqual({ data: [] });
    expect(h.api.calls[0]?.url).toBe(`${ORIGIN}/api/keranjang`);
    expect(h.api.calls[0]?.headers.get('Authorization')).toBe(sessionTokens(T0, 'signin').token);
  });

  it.each([
    ['an absolute foreign URL', 'https://cdn.example.com/api/db.json'],
    ['a protocol-relative URL', '//evil.example/api/kelas'],
    ['the same host outside /api', `${ORIGIN}/content/db.json`],
    ['a path escaping /api with ..', '/../content/db.json'],
    ['another port of the same host', 'http://localhost:4000/api/kelas'],
  ])('FIX: is never sent to %s', async (_name, url) => {
    const h = await signedIn();
    h.api.on('GET', new URL(url, `${ORIGIN}/api/`).toString().split('?')[0] ?? url, { body: { ok: true } });
    await h.auth.request(url).catch(() => undefined);
    expect(h.api.calls).toHaveLength(1);
    expect(h.api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('is absent when nobody is signed in', async () => {
    const h = createHarness();
    h.api.on('GET', '/api/kelas', { body: { data: [] } });
    await h.auth.init();
    await h.auth.request('/kelas');
    expect(h.api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies and turns { error: { code, message } } into an ApiError', async () => {
    const h = await signedIn();
    const error = { code: 'VALIDATION_FAILED', message: 'Data yang dikirim tidak valid.', details: [1] };
    h.api.on('POST', '/api/keranjang', { status: 400, body: { error } });
    const attempt = h.auth.request('/keranjang', { method: 'POST', json: { itemId: 'x' } });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ ...error, status: 400 });
    expect(h.api.calls[0]?.body).toEqual({ itemId: 'x' });
    expect(h.api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('§6 requests and refresh', () => {
  it('KEEP: an expired access token with a valid refresh token is refreshed before the request', async () => {
    const h = await signedIn();
    h.clock.advance(1_800_000 - 500); // inside the 500 ms margin
    await h.auth.request('/keranjang');
    expect(h.api.calls.map((c) => c.path)).toEqual(['/api/auth/scola/refresh', '/api/keranjang']);
    expect(h.api.calls[0]?.body).toEqual({ refreshToken: sessionTokens(T0, 'signin').refreshToken });
    const rotated = sessionTokens(h.clock.now, 'refresh-1');
    expect(h.api.calls[1]?.headers.get('Authorization')).toBe(rotated.token);
    expect(h.auth.storage.get('_refresh_token.local')).toBe(rotated.refreshToken);
  });

  it('FIX: five parallel requests share exactly one refresh', async () => {
    const h = await signedIn();
    h.clock.advance(3_600_000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.api.on('POST', '/api/auth/scola/refresh', async () => {
      await gate;
      return { body: { data: sessionTokens(h.clock.now, 'rotated') } };
    });
    const requests = Array.from({ length: 5 }, () => h.auth.request('/keranjang'));
    await Promise.resolve();
    release();
    await Promise.all(requests);
    expect(h.api.callsTo('POST', '/api/auth/scola/refresh')).toHaveLength(1);
    const sent = h.api.callsTo('GET', '/api/keranjang').map((c) => c.headers.get('Authorization'));
    expect(sent).toEqual(Array(5).fill(sessionTokens(h.clock.now, 'rotated').token));
  });

  it.each([
    ['inside the 500 ms margin of the refresh token', 30 * 86_400_000 - 200],
    ['long after, when storage has dropped the keys too', 31 * 86_400_000],
  ])(
    'KEEP: both tokens expired (%s) → reset, abort with the exact message, not logged',
    async (_name, elapsed) => {
      const h = await signedIn('/beranda/profil');
      const consoleError = vi.spyOn(console, 'error');
      h.clock.advance(elapsed);
      const attempt = h.auth.request('/keranjang');
      await expect(attempt).rejects.toBeInstanceOf(SessionExpiredError);
      await expect(attempt).rejects.toThrow(EXPIRED_MESSAGE);
      expect(h.api.calls).toHaveLength(0);
      expect(h.auth.getState()).toMatchObject({ loggedIn: false, user: null });
      expect(h.auth.storage.get('_token.local')).toBe(false);
      expect(h.errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(h.navigate.mock.calls).toEqual([['/', { replace: true }]]);
      expect(h.auth.storage.get('redirect')).toBe('/beranda/profil');
    },
  );

  it('a refresh token the server refuses (reused or revoked) ends the session like an expired one', async () => {
    const h = await signedIn();
    h.clock.advance(3_600_000);
    h.api.on('POST', '/api/auth/scola/refresh', {
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'x' } },
    });
    await expect(h.auth.request('/keranjang')).rejects.toThrow(EXPIRED_MESSAGE);
    expect(h.auth.getState().loggedIn).toBe(false);
    expect(h.api.callsTo('GET', '/api/keranjang')).toHaveLength(0);
  });

  it('a refresh that cannot reach the server keeps the session', async () => {
    const h = await signedIn();
    h.clock.advance(3_600_000);
    h.api.on('POST', '/api/auth/scola/refresh', { status: 503 });
    await expect(h.auth.request('/keranjang')).rejects.toMatchObject({ status: 503 });
    expect(h.auth.getState().loggedIn).toBe(true);
    expect(h.auth.storage.get('_refresh_token.local')).toBe(sessionTokens(T0, 'signin').refreshToken);
  });

  it('FIX: a 401 from the product API resets the session and goes to login remembering the path', async () => {
    const h = await signedIn('/kelas/abc-123?tab=diskusi');
    h.api.on('GET', '/api/keranjang', {
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'x' } },
    });
    await expect(h.auth.request('/keranjang')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(h.auth.storage.get('_token.local')).toBe(false);
    expect(h.navigate.mock.calls).toEqual([['/', { replace: true }]]);
    expect(h.auth.storage.get('redirect')).toBe('/kelas/abc-123?tab=diskusi');
  });

  it('a 403 ACCOUNT_SUSPENDED ends the session (an admin suspended the account); another 403 does not', async () => {
    const h = await signedIn('/beranda');
    h.api.on('GET', '/api/admin/akun', {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'x' } },
    });
    await expect(h.auth.request('/admin/akun')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(h.auth.getState().loggedIn).toBe(true);
    h.api.on('GET', '/api/keranjang', {
      status: 403,
      body: { error: { code: 'ACCOUNT_SUSPENDED', message: 'x' } },
    });
    await expect(h.auth.request('/keranjang')).rejects.toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      status: 403,
    });
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(h.auth.storage.get('_token.local')).toBe(false);
  });

  it('a 401 to a request without a session navigates nowhere', async () => {
    const h = createHarness({ path: '/kelas' });
    h.api.on('GET', '/api/kelas', { status: 401 });
    await h.auth.init();
    await expect(h.auth.request('/kelas')).rejects.toMatchObject({ status: 401 });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a network failure is an ApiError with code NETWORK_ERROR', async () => {
    const h = await signedIn();
    h.api.on('GET', '/api/x', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(h.auth.request('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(h.auth.getState().loggedIn).toBe(true);
  });
});

describe('the access token for the real-time socket', () => {
  it('is the stored token, renewed first once it has run out, and none when signed out', async () => {
    const h = await signedIn();
    await expect(h.auth.accessToken()).resolves.toBe(sessionTokens(T0, 'signin').token);
    expect(h.api.calls).toEqual([]);

    h.clock.advance(1_800_000);
    await expect(h.auth.accessToken()).resolves.toBe(sessionTokens(h.clock.now, 'refresh-1').token);
    expect(h.api.calls.map((c) => c.path)).toEqual(['/api/auth/scola/refresh']);

    h.auth.reset();
    await expect(h.auth.accessToken()).resolves.toBeUndefined();
  });

  it('ends a session that cannot be renewed', async () => {
    const h = await signedIn();
    h.clock.advance(31 * 24 * 3_600_000);
    await expect(h.auth.accessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(h.auth.getState().loggedIn).toBe(false);
  });
});
