import { googleLinkResponseSchema, sessionResponseSchema, userResponseSchema } from '@scola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInfo, createAccount, errorCode, post, signIn } from '../../test/auth-helpers';
import { startOidcProvider } from '../../test/oidc-provider';
import { testDatabases, useTestApp } from '../../test/test-app';

const NONCE = 'n0nceLink34';

/** ADR 0058: "Putuskan" sticks; Google comes back only when the owner links it again from the settings. */
describe.each(testDatabases())('unlinking and linking Google again (%s)', (kind) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const env: Record<string, string> = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
  beforeAll(async () => {
    provider = await startOidcProvider();
    Object.assign(env, provider.env());
  });
  const ctx = useTestApp(kind, { env });
  afterAll(() => provider?.close());

  const idToken = (sub: string, email: string) => provider.signIdToken({ sub, email, nonce: NONCE });
  const googleSignIn = async (sub: string, email: string) =>
    post(ctx.app, '/api/auth/scola/google', { idToken: await idToken(sub, email), nonce: NONCE });
  const link = async (token: string, sub: string, email: string) =>
    post(ctx.app, '/api/akun/google', { idToken: await idToken(sub, email), nonce: NONCE }, token);
  const unlink = (token: string) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/akun/google', headers: { authorization: token } });
  const linkOf = async (token: string) =>
    googleLinkResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/akun/google', headers: { authorization: token } })
      ).json(),
    ).data;
  const userOf = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionResponseSchema.parse(response.json()).data;
    return userResponseSchema.parse((await accountInfo(ctx.app, session.token)).json()).data;
  };

  it('refuses a Google sign-in after "Putuskan", until the owner links Google again from the settings', async () => {
    const { user, email, password } = await createAccount(ctx.database, { email: 'laras.putus@contoh.test' });
    expect((await userOf(await googleSignIn('sub-laras', email))).id).toBe(user.id);
    const session = await signIn(ctx.app, email, password);
    expect((await unlink(session.token)).statusCode).toBe(200);

    const refused = await googleSignIn('sub-laras', email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'GOOGLE_LINK_REFUSED',
        message:
          'Akun Google ini sudah kamu putuskan dari akun Scola-mu. Masuk dengan email dan kata sandi, lalu hubungkan Google lagi dari Pengaturan.',
      },
    });
    // Another Google account with the same address is refused the same way; nothing was linked.
    expect(errorCode(await googleSignIn('sub-laras-lain', email))).toBe('GOOGLE_LINK_REFUSED');
    expect(await linkOf(session.token)).toEqual({ connected: false, email: null, hasPassword: true });
    // The password still signs in.
    await signIn(ctx.app, email, password);

    const linked = await link(session.token, 'sub-laras', email);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(googleLinkResponseSchema.parse(linked.json()).data).toEqual({
      connected: true,
      email,
      hasPassword: true,
    });
    expect((await userOf(await googleSignIn('sub-laras', email))).id).toBe(user.id);
  });

  it('links any Google address the owner proves, replacing the previous one, and lifts the refusal for sign-in', async () => {
    const { user, email, password } = await createAccount(ctx.database, { email: 'bima.ganti@contoh.test' });
    const session = await signIn(ctx.app, email, password);
    expect((await link(session.token, 'sub-bima-1', 'bima.pribadi@gmail.test')).statusCode).toBe(200);
    expect((await link(session.token, 'sub-bima-2', 'bima.kerja@gmail.test')).statusCode).toBe(200);
    expect(await linkOf(session.token)).toMatchObject({ connected: true, email: 'bima.kerja@gmail.test' });
    // The first Google account is no longer this account's: it signs up afresh under its own address.
    expect((await userOf(await googleSignIn('sub-bima-1', 'bima.pribadi@gmail.test'))).id).not.toBe(user.id);
    expect((await userOf(await googleSignIn('sub-bima-2', 'bima.kerja@gmail.test'))).id).toBe(user.id);
  });

  it('refuses a visitor, and a Google account already linked to another student or tutor', async () => {
    const owner = await createAccount(ctx.database, { email: 'owner.link@contoh.test' });
    const ownerSession = await signIn(ctx.app, owner.email, owner.password);
    expect((await link(ownerSession.token, 'sub-owner', owner.email)).statusCode).toBe(200);

    const visitor = await post(ctx.app, '/api/akun/google', {
      idToken: await idToken('sub-x', 'x@x.test'),
      nonce: NONCE,
    });
    expect(visitor.statusCode).toBe(401);
    for (const scope of [['student'], ['tutor']] as const) {
      const other = await createAccount(ctx.database, { scope: [...scope] });
      const otherSession = await signIn(ctx.app, other.email, other.password);
      const taken = await link(otherSession.token, 'sub-owner', owner.email);
      expect(taken.statusCode).toBe(409);
      expect(errorCode(taken)).toBe('GOOGLE_ACCOUNT_IN_USE');
      expect(await linkOf(otherSession.token)).toMatchObject({ connected: false });
      // Another account's "Putuskan" leaves the owner's link alone.
      expect((await unlink(otherSession.token)).statusCode).toBe(200);
    }
    expect(await linkOf(ownerSession.token)).toMatchObject({ connected: true, email: owner.email });
    expect((await userOf(await googleSignIn('sub-owner', owner.email))).id).toBe(owner.user.id);
  });

  it('refuses an ID token made for another nonce', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const response = await post(
      ctx.app,
      '/api/akun/google',
      { idToken: await idToken('sub-nonce', email), nonce: 'bukanNonceIni' },
      session.token,
    );
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('GOOGLE_TOKEN_INVALID');
    expect(await linkOf(session.token)).toMatchObject({ connected: false });
  });
});
