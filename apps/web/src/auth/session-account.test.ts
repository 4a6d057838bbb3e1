import { describe, expect, it } from 'vitest';
import { T0 } from './testing/fakes';
import { createHarness, serveProductApi, sessionTokens, USER } from './testing/harness';

const DETAILS = { name: 'Siti', email: 'siti@example.id', password: 'rahasia123' };

async function ready(options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  serveProductApi(h.api, h.clock).on('POST', '/api/auth/scola/signup', () => ({
    status: 201,
    body: { data: sessionTokens(h.clock.read(), 'signup') },
  }));
  await h.auth.init();
  return h;
}

describe('sign-up (local strategy)', () => {
  it('posts the details, opens the answered session like a sign-in and goes home', async () => {
    const h = await ready({ path: '/masuk' });
    await h.auth.signUp(DETAILS);

    expect(h.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/scola/signup',
      'GET /api/akun/info',
    ]);
    expect(h.api.calls[0]?.body).toEqual(DETAILS);
    expect(h.auth.getState()).toMatchObject({ user: USER, loggedIn: true, strategy: 'local' });
    expect(h.auth.storage.get('_token.local')).toBe(sessionTokens(T0, 'signup').token);
    expect(h.navigate).toHaveBeenCalledWith('/beranda', { replace: true });
  });

  it('goes to the remembered path after sign-up', async () => {
    const h = await ready({ path: '/masuk' });
    h.auth.setRedirect('/beranda/profil');
    await h.auth.signUp(DETAILS);
    expect(h.navigate).toHaveBeenLastCalledWith('/beranda/profil', { replace: true });
  });

  it('rejects with the API code (EMAIL_TAKEN), reports it under signUp and stays signed out', async () => {
    const h = await ready();
    h.api.on('POST', '/api/auth/scola/signup', {
      status: 409,
      body: { error: { code: 'EMAIL_TAKEN', message: 'Email sudah terdaftar.' } },
    });
    await expect(h.auth.signUp(DETAILS)).rejects.toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, busy: false });
    expect(h.errors.map((e) => e.method)).toEqual(['signUp']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('switches a Google session to the local strategy', async () => {
    const h = await ready({ google: true });
    h.auth.setStrategy('google');
    await h.auth.signUp(DETAILS);
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
