import { describe, expect, it } from 'vitest';
import { T0 } from './testing/fakes';
import { createHarness, serveProductApi, sessionTokens, USER } from './testing/harness';

const DETAILS = { name: 'Siti', email: 'siti@example.id', password: 'rahasia123' };

async function ready(options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  serveProductApi(h.api, h.clock)
    .on('POST', '/api/auth/scola/signup', { status: 202, body: { data: { ok: true } } })
    .on('POST', '/api/auth/scola/activate', () => ({
      body: { data: sessionTokens(h.clock.read(), 'activate') },
    }));
  await h.auth.init();
  return h;
}

describe('sign-up (local strategy)', () => {
  it('posts the details and opens no session: the account waits for its activation link', async () => {
    const h = await ready({ path: '/masuk' });
    await h.auth.signUp(DETAILS);

    expect(h.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/scola/signup']);
    expect(h.api.calls[0]?.body).toEqual(DETAILS);
    expect(h.auth.getState()).toMatchObject({ user: null, loggedIn: false, busy: false });
    expect(h.auth.storage.get('_token.local')).toBeUndefined();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('rejects with the API code, reports it under signUp and stays signed out', async () => {
    const h = await ready();
    h.api.on('POST', '/api/auth/scola/signup', {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan.' } },
    });
    await expect(h.auth.signUp(DETAILS)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, busy: false });
    expect(h.errors.map((e) => e.method)).toEqual(['signUp']);
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('activation (local strategy)', () => {
  it('exchanges the link token for a session, opened like a sign-in, and goes home', async () => {
    const h = await ready({ path: '/aktivasi' });
    await h.auth.activate('token-dari-email');

    expect(h.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/scola/activate',
      'GET /api/akun/info',
    ]);
    expect(h.api.calls[0]?.body).toEqual({ token: 'token-dari-email' });
    expect(h.auth.getState()).toMatchObject({ user: USER, loggedIn: true, strategy: 'local' });
    expect(h.auth.storage.get('_token.local')).toBe(sessionTokens(T0, 'activate').token);
    expect(h.navigate).toHaveBeenCalledWith('/beranda', { replace: true });
  });

  it('brings a visitor who signed up on the way back to the page they opened (/tutor/daftar)', async () => {
    const h = await ready({ path: '/aktivasi' });
    // The guard sends the visitor to sign in, remembering the page; they register instead.
    expect(h.auth.guard({ auth: true }, '/tutor/daftar')).toEqual({ redirect: '/' });
    await h.auth.signUp(DETAILS);
    expect(h.auth.storage.get('redirect')).toBe('/tutor/daftar');
    // The activation link of the e-mail, opened in the same browser, signs them in and returns there.
    await h.auth.activate('token-dari-email');
    expect(h.navigate).toHaveBeenLastCalledWith('/tutor/daftar', { replace: true });
    expect(h.auth.storage.get('redirect')).toBeUndefined();
  });

  it('goes to the remembered path after activation', async () => {
    const h = await ready({ path: '/aktivasi' });
    h.auth.setRedirect('/beranda/profil');
    await h.auth.activate('token-dari-email');
    expect(h.navigate).toHaveBeenLastCalledWith('/beranda/profil', { replace: true });
  });

  it('rejects a used or expired link with its code, reports it under activate and stays signed out', async () => {
    const h = await ready();
    h.api.on('POST', '/api/auth/scola/activate', {
      status: 400,
      body: { error: { code: 'INVALID_ACTIVATION_TOKEN', message: 'Tautan aktivasi tidak valid.' } },
    });
    await expect(h.auth.activate('bekas')).rejects.toMatchObject({
      code: 'INVALID_ACTIVATION_TOKEN',
      status: 400,
    });
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, busy: false });
    expect(h.errors.map((e) => e.method)).toEqual(['activate']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('switches a Google session to the local strategy', async () => {
    const h = await ready({ google: true });
    h.auth.setStrategy('google');
    await h.auth.activate('token-dari-email');
    expect(h.auth.getState().strategy).toBe('local');
    expect(h.auth.storage.get('strategy')).toBe('local');
  });
});

describe('setUser and storeSession', () => {
  it('setUser replaces the signed-in user, and does nothing when signed out', async () => {
    const h = await ready();
    h.auth.setUser({ ...USER, name: 'Ignored' });
    expect(h.auth.getState().user).toBeNull();

    await h.auth.loginWith('local', DETAILS);
    h.auth.setUser({ ...USER, name: 'Siti Aminah' });
    expect(h.auth.getState()).toMatchObject({ loggedIn: true, user: { name: 'Siti Aminah' } });
  });

  it('storeSession keeps the tokens of an answer that carries a session', async () => {
    const h = await ready();
    await h.auth.loginWith('local', DETAILS);
    const fresh = sessionTokens(T0, 'password-change');
    expect(h.auth.storeSession({ data: { ok: true } })).toBe(false);
    expect(h.auth.storeSession({ data: fresh })).toBe(true);
    expect(h.auth.storage.get('_token.local')).toBe(fresh.token);
    expect(h.auth.storage.get('_refresh_token.local')).toBe(fresh.refreshToken);

    await h.auth.request('/akun/info');
    expect(h.api.calls.at(-1)?.headers.get('Authorization')).toBe(fresh.token);
  });

  it('storeSession ignores answers when nobody is signed in', async () => {
    const h = await ready();
    expect(h.auth.storeSession({ data: sessionTokens(T0) })).toBe(false);
    expect(h.auth.storage.get('_token.local')).toBeUndefined();
  });
});
