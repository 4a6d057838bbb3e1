import { describe, expect, it } from 'vitest';
import { ORIGIN, T0, jwt } from './testing/fakes';
import { GOOGLE, USER, createHarness, serveProductApi, sessionTokens } from './testing/harness';

const ID_TOKEN = jwt({ iss: 'https://accounts.example.test', aud: GOOGLE.clientId, nonce: 'rnd0000002' });

async function started(path = '/') {
  const h = createHarness({ google: true, path });
  serveProductApi(h.api, h.clock);
  h.api.on('GET', GOOGLE.userInfoEndpoint, { body: { sub: 'g-1', email: 'siti@example.id' } });
  await h.auth.init();
  await h.auth.loginWith('google');
  return h;
}

/** The URL the app lands on after `/masukGoogle.html` forwarded the provider's fragment into the hash route. */
const callbackUrl = (fragment: string, query = '') => `${ORIGIN}/${query}#/masuk-google?${fragment}`;
const answer = (state: string) =>
  `access_token=ya29.provider&id_token=${ID_TOKEN}&state=${state}&token_type=Bearer`;

describe('§5 Google sign-in', () => {
  it('KEEP: replaces the page with the authorization URL and its exact parameters', async () => {
    const h = await started();
    expect(h.location.replace).toHaveBeenCalledTimes(1);
    const url = new URL(h.location.replace.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'token id_token',
      client_id: GOOGLE.clientId,
      redirect_uri: `${ORIGIN}/masukGoogle.html`,
      scope: 'openid profile email',
      state: 'rnd0000001',
      nonce: 'rnd0000002',
    });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('KEEP: stores a fresh state (and nonce) under <s>.state and switches the strategy to google', async () => {
    const h = await started();
    expect(h.auth.storage.get('google.state')).toBe('rnd0000001');
    expect(h.auth.storage.get('google.nonce')).toBe('rnd0000002');
    expect(h.auth.storage.get('strategy')).toBe('google');
    expect(h.auth.getState().strategy).toBe('google');
  });

  it('KEEP: state and nonce are 10 characters of [A-Za-z0-9] by default', async () => {
    const h = createHarness({ google: true, cryptoRandom: true });
    await h.auth.loginWith('google');
    expect(h.auth.storage.get('google.state')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(h.auth.storage.get('google.nonce')).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('KEEP: switching to google resets a local session', async () => {
    const h = createHarness({ google: true });
    serveProductApi(h.api, h.clock);
    await h.auth.init();
    await h.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });
    await h.auth.loginWith('google');
    expect(h.auth.storage.get('_token.local')).toBe(false);
    expect(h.auth.storage.get('_refresh_token.local')).toBe(false);
    expect(h.auth.getState()).toMatchObject({ loggedIn: false, strategy: 'google' });
  });

  it('KEEP: the callback calls the provider user-info, exchanges the ID token with the nonce, and goes home', async () => {
    const h = await started();
    h.route.path = '/masuk-google';
    await h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')));

    const [userInfo, exchange, akunInfo] = h.api.calls;
    expect(userInfo?.url).toBe(GOOGLE.userInfoEndpoint);
    expect(userInfo?.headers.get('Authorization')).toBe('Bearer ya29.provider');
    expect(exchange).toMatchObject({
      method: 'POST',
      path: '/api/auth/scola/google',
      body: { idToken: ID_TOKEN, nonce: 'rnd0000002' },
    });
    const product = sessionTokens(T0, 'google');
    expect(akunInfo?.headers.get('Authorization')).toBe(product.token); // never the provider's token
    expect(h.auth.storage.get('_token.google')).toBe(product.token);
    expect(h.auth.storage.get('_refresh_token.google')).toBe(product.refreshToken);
    expect(h.auth.getState()).toMatchObject({ loggedIn: true, user: USER, strategy: 'google' });
    expect(h.navigate.mock.calls).toEqual([['/beranda', { replace: true }]]);
    expect(h.auth.storage.get('google.state')).toBeUndefined();
    expect(h.auth.storage.get('google.nonce')).toBeUndefined();
  });

  it('KEEP: goes to the path remembered before leaving for the provider', async () => {
    const h = createHarness({ google: true });
    serveProductApi(h.api, h.clock);
    h.api.on('GET', GOOGLE.userInfoEndpoint, { body: {} });
    await h.auth.init();
    h.auth.guard({}, '/keranjang');
    await h.auth.loginWith('google');
    await h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')));
    expect(h.navigate.mock.calls).toEqual([['/keranjang', { replace: true }]]);
  });

  it.each([
    ['the fragment of a hash route', callbackUrl(answer('rnd0000001'), '?state=wrong')],
    ['a plain fragment', `${ORIGIN}/?state=wrong#${answer('rnd0000001')}`],
  ])('KEEP: tokens are read from the hash or the query, and the hash wins (%s)', async (_name, url) => {
    const h = await started();
    await h.auth.handleGoogleCallback(url);
    expect(h.auth.getState().loggedIn).toBe(true);
  });

  it('KEEP: tokens in the query alone are read too', async () => {
    const h = await started();
    await h.auth.handleGoogleCallback(`${ORIGIN}/masukGoogle.html?${answer('rnd0000001')}`);
    expect(h.auth.getState().loggedIn).toBe(true);
  });

  it.each([
    ['FIX: a mismatching state', answer('forged'), 'OAUTH_STATE_MISMATCH'],
    ['FIX: a missing state', `access_token=a&id_token=${ID_TOKEN}`, 'OAUTH_STATE_MISSING'],
    ['an empty state', answer(''), 'OAUTH_STATE_MISSING'],
    ['a missing ID token', 'access_token=a&state=rnd0000001', 'OAUTH_TOKEN_MISSING'],
    ['a provider error', 'error=access_denied&state=rnd0000001', 'OAUTH_PROVIDER_ERROR'],
  ])(
    '%s is an error with a stable code, shown to the user; nothing is called',
    async (_name, fragment, code) => {
      const h = await started();
      await expect(h.auth.handleGoogleCallback(callbackUrl(fragment))).rejects.toMatchObject({ code });
      expect(h.api.calls).toHaveLength(0);
      expect(h.auth.getState().loggedIn).toBe(false);
      expect(h.errors.map((e) => e.method)).toEqual(['handleGoogleCallback']);
    },
  );

  it('FIX: a state is single use: replaying the callback URL fails', async () => {
    const h = await started();
    await h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')));
    h.auth.logout();
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')))).rejects.toMatchObject({
      code: 'OAUTH_STATE_MISSING',
    });
  });

  it('FIX: a state whose sign-in was never started here is missing', async () => {
    const h = createHarness({ google: true });
    await h.auth.init();
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')))).rejects.toMatchObject({
      code: 'OAUTH_STATE_MISSING',
    });
  });

  it('a failing provider user-info stops the sign-in', async () => {
    const h = await started();
    h.api.on('GET', GOOGLE.userInfoEndpoint, { status: 401 });
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')))).rejects.toMatchObject({
      code: 'OAUTH_USERINFO_FAILED',
    });
    expect(h.api.callsTo('POST', '/api/auth/scola/google')).toHaveLength(0);
  });

  it('FIX: an exchange answer without data.token is SIGNIN_NO_TOKEN', async () => {
    const h = await started();
    h.api.on('POST', '/api/auth/scola/google', { body: { data: {} } });
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')))).rejects.toMatchObject({
      code: 'SIGNIN_NO_TOKEN',
    });
    expect(h.auth.getState().loggedIn).toBe(false);
  });

  it('KEEP: without a client id the strategy is not registered (the button is hidden)', () => {
    expect(createHarness().auth.strategies).toEqual(['local']);
    expect(createHarness({ google: true }).auth.strategies).toEqual(['local', 'google']);
  });
});

describe('linking Google from the settings (ADR 0058)', () => {
  async function linking() {
    const h = createHarness({ google: true });
    serveProductApi(h.api, h.clock);
    h.api
      .on('GET', GOOGLE.userInfoEndpoint, { body: { sub: 'g-1', email: 'siti@example.id' } })
      .on('POST', '/api/akun/google', {
        body: { data: { connected: true, email: 'siti@example.id', hasPassword: true } },
      });
    await h.auth.init();
    await h.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });
    h.navigate.mockClear();
    await h.auth.linkGoogle();
    return h;
  }

  it('keeps the local session, sends the ID token to the link endpoint with the session, and opens no new one', async () => {
    const h = await linking();
    expect(h.location.replace).toHaveBeenCalledTimes(1);
    expect(h.auth.storage.get('google.intent')).toBe('link');
    const localToken = h.auth.storage.get('_token.local');
    expect(localToken).toBeTruthy();

    const state = String(h.auth.storage.get('google.state'));
    const nonce = String(h.auth.storage.get('google.nonce'));
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer(state)))).resolves.toBe('linked');
    const [call] = h.api.callsTo('POST', '/api/akun/google');
    expect(call?.body).toEqual({ idToken: ID_TOKEN, nonce });
    expect(call?.headers.get('Authorization')).toBe(localToken);
    expect(h.api.callsTo('POST', '/api/auth/scola/google')).toHaveLength(0);
    expect(h.auth.getState()).toMatchObject({ loggedIn: true, strategy: 'local' });
    expect(h.auth.storage.get('_token.local')).toBe(localToken);
    expect(h.auth.storage.get('google.intent')).toBeUndefined();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a refused link leaves the session as it was', async () => {
    const h = await linking();
    h.api.on('POST', '/api/akun/google', {
      status: 409,
      body: { error: { code: 'GOOGLE_ACCOUNT_IN_USE', message: 'Sudah terhubung.' } },
    });
    const state = String(h.auth.storage.get('google.state'));
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer(state)))).rejects.toMatchObject({
      code: 'GOOGLE_ACCOUNT_IN_USE',
    });
    expect(h.auth.getState()).toMatchObject({ loggedIn: true, strategy: 'local' });
  });

  it('a plain sign-in is never turned into a link', async () => {
    const h = await started();
    expect(h.auth.storage.get('google.intent')).toBeUndefined();
    await expect(h.auth.handleGoogleCallback(callbackUrl(answer('rnd0000001')))).resolves.toBe('signed-in');
    expect(h.api.callsTo('POST', '/api/akun/google')).toHaveLength(0);
  });
});
