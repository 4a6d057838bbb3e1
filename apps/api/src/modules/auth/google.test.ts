import {
  authConfigResponseSchema,
  type ErrorBody,
  sessionResponseSchema,
  userResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInfo, countRows, createAccount, errorCode, post, queryRows } from '../../test/auth-helpers';
import { startOidcProvider } from '../../test/oidc-provider';
import { testDatabases, useTestApp } from '../../test/test-app';

const NONCE = 'n0nceAbc12';

describe.each(testDatabases())('sign-in with Google (%s)', (kind) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const env: Record<string, string> = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
  beforeAll(async () => {
    provider = await startOidcProvider();
    Object.assign(env, provider.env());
  });
  const ctx = useTestApp(kind, { env });
  afterAll(() => provider?.close());

  const google = (idToken: string, nonce = NONCE) =>
    post(ctx.app, '/api/auth/scola/google', { idToken, nonce });
  const identities = async (userId: string) => {
    const result = await queryRows(
      ctx.database,
      sql`select provider, subject, email from user_identities where user_id = ${userId}`,
    );
    return result;
  };

  it('publishes the client id and the provider endpoints for the web', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(authConfigResponseSchema.parse(response.json())).toEqual({
      data: {
        google: {
          clientId: provider.clientId,
          authorizationEndpoint: `${provider.issuer}/authorize`,
          userinfoEndpoint: `${provider.issuer}/userinfo`,
        },
      },
    });
  });

  it('creates a student account without a password for a new e-mail', async () => {
    const idToken = await provider.signIdToken({
      sub: 'google-sub-baru-1',
      email: 'yoga.baru@gmail.test',
      name: 'Yoga Santoso',
      picture: 'https://lh3.googleusercontent.test/foto.jpg',
      nonce: NONCE,
    });
    const response = await google(idToken);
    expect(response.statusCode).toBe(200);
    const session = sessionResponseSchema.parse(response.json()).data;
    const user = userResponseSchema.parse((await accountInfo(ctx.app, session.token)).json()).data;
    expect(user).toMatchObject({
      email: 'yoga.baru@gmail.test',
      name: 'Yoga Santoso',
      photoUrl: 'https://lh3.googleusercontent.test/foto.jpg',
      scope: ['student'],
    });
    const row = await queryRows(ctx.database, sql`select password_hash from users where id = ${user.id}`);
    expect(row).toEqual([{ password_hash: null }]);
    expect(await identities(user.id)).toEqual([
      { provider: 'google', subject: 'google-sub-baru-1', email: 'yoga.baru@gmail.test' },
    ]);

    // The same Google account again: the same product account, and the refresh token works like any other.
    const again = sessionResponseSchema.parse((await google(idToken)).json()).data;
    expect(userResponseSchema.parse((await accountInfo(ctx.app, again.token)).json()).data.id).toBe(user.id);
    expect(
      (await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: again.refreshToken })).statusCode,
    ).toBe(200);
  });

  it('links an existing account with the same e-mail (any case) and keeps the link when the e-mail changes', async () => {
    const { user, email, password } = await createAccount(ctx.database, { email: 'Rina.Ada@Contoh.test' });
    const usersBefore = await countRows(ctx.database, 'users');
    const idToken = await provider.signIdToken({
      sub: 'google-sub-ada-2',
      email: 'rina.ada@contoh.test',
      nonce: NONCE,
    });
    const session = sessionResponseSchema.parse((await google(idToken)).json()).data;
    expect(userResponseSchema.parse((await accountInfo(ctx.app, session.token)).json()).data.id).toBe(
      user.id,
    );
    expect(await countRows(ctx.database, 'users')).toBe(usersBefore);
    expect(await identities(user.id)).toHaveLength(1);

    const renamed = await provider.signIdToken({
      sub: 'google-sub-ada-2',
      email: 'rina.lain@gmail.test',
      nonce: NONCE,
    });
    const later = sessionResponseSchema.parse((await google(renamed)).json()).data;
    expect(userResponseSchema.parse((await accountInfo(ctx.app, later.token)).json()).data.id).toBe(user.id);
    // The password still works too.
    expect((await post(ctx.app, '/api/auth/scola/signin', { email, password })).statusCode).toBe(200);
  });

  it('activates an account not activated yet and drops the password chosen before the address was proven', async () => {
    const { user, email, password } = await createAccount(ctx.database, {
      email: 'pra.aktif@gmail.test',
      activated: false,
    });
    const activationRows = await queryRows(
      ctx.database,
      sql`insert into activation_tokens (user_id, token_hash, expires_at) values (${user.id}, 'hash-pra-aktif', now() + interval '1 day') returning id`,
    );
    expect(activationRows).toHaveLength(1);
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'ACCOUNT_NOT_ACTIVATED',
    );

    const idToken = await provider.signIdToken({ sub: 'google-sub-pra-aktif', email, nonce: NONCE });
    const response = await google(idToken);
    expect(response.statusCode).toBe(200);
    const rows = await queryRows(
      ctx.database,
      sql`select password_hash, activated_at is not null as activated from users where id = ${user.id}`,
    );
    expect(rows).toEqual([{ password_hash: null, activated: true }]);
    const unused = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from activation_tokens where user_id = ${user.id} and used_at is null`,
    );
    expect(unused).toEqual([{ n: 0 }]);
    // Whoever chose that password cannot sign in with it.
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses tokens that are not for us, not from the provider, expired, forged or for another nonce', async () => {
    const base = { sub: 'google-sub-tolak', email: 'tolak@gmail.test', nonce: NONCE };
    const otherKeys = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, string][] = [
      ['nonce', await provider.signIdToken(base), 'nonce-lain'],
      ['nonce', await provider.signIdToken({ ...base, nonce: undefined }), NONCE],
      [
        'claim:aud',
        await provider.signIdToken({ ...base, aud: 'klien-lain.apps.googleusercontent.test' }),
        NONCE,
      ],
      ['claim:iss', await provider.signIdToken({ ...base, iss: 'https://penerbit-palsu.test' }), NONCE],
      ['expired', await provider.signIdToken({ ...base, iat: now - 7200, exp: now - 3600 }), NONCE],
      ['signature', await provider.signIdToken(base, { key: otherKeys.privateKey }), NONCE],
      [
        'signature',
        await provider.signIdToken(base, { key: otherKeys.privateKey, kid: 'kunci-asing' }),
        NONCE,
      ],
      ['malformed', 'bukan.sebuah.token', NONCE],
    ];
    const usersBefore = await countRows(ctx.database, 'users');
    const sessionsBefore = await countRows(ctx.database, 'refresh_tokens');
    for (const [reason, idToken, nonce] of cases) {
      const response = await google(idToken, nonce);
      expect(response.statusCode, reason).toBe(401);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe('GOOGLE_TOKEN_INVALID');
      expect(error.message).toMatch(/Google/);
      expect(error.details).toEqual({ reason });
    }
    expect(await countRows(ctx.database, 'users')).toBe(usersBefore);
    expect(await countRows(ctx.database, 'refresh_tokens')).toBe(sessionsBefore);
  });

  it('requires a verified e-mail', async () => {
    for (const verified of [false, 'false', undefined]) {
      const idToken = await provider.signIdToken({
        sub: 'google-sub-belum',
        email: 'belum@gmail.test',
        email_verified: verified,
        nonce: NONCE,
      });
      const response = await google(idToken);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('EMAIL_NOT_VERIFIED');
    }
    const found = await queryRows(ctx.database, sql`select id from users where email = 'belum@gmail.test'`);
    expect(found).toEqual([]);
  });

  it('refuses a suspended account', async () => {
    const { user, email } = await createAccount(ctx.database);
    await queryRows(ctx.database, sql`update users set suspended_at = now() where id = ${user.id}`);
    const response = await google(
      await provider.signIdToken({ sub: 'google-sub-skors', email, nonce: NONCE }),
    );
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('sign-in with Google when the provider cannot be reached', () => {
  const ctx = useTestApp('pglite', {
    env: {
      GOOGLE_CLIENT_ID: 'scola-test.apps.googleusercontent.test',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
    },
  });

  it('answers 503 SERVICE_UNAVAILABLE, not a token error', async () => {
    const provider = await startOidcProvider();
    try {
      const idToken = await provider.signIdToken({ sub: 's', email: 'x@gmail.test', nonce: NONCE });
      const response = await post(ctx.app, '/api/auth/scola/google', { idToken, nonce: NONCE });
      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await provider.close();
    }
  });
});
