import { createHash } from 'node:crypto';
import {
  authConfigResponseSchema,
  type ErrorBody,
  passwordRulesMessage,
  sessionResponseSchema,
  userResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountInfo,
  countRows,
  createAccount,
  errorCode,
  execute,
  post,
  queryRows,
  signIn,
  testClock,
} from '../../test/auth-helpers';
import { TEST_JWT_SECRET, testDatabases, useTestApp, withDefaultPasswordHashCost } from '../../test/test-app';
import { REFRESH_REUSE_GRACE_MS } from './sessions';

const MINUTE = 60_000;
const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

describe.each(testDatabases())('auth: sign-in and sessions (%s)', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, clock: clock.now });
  afterEach(() => clock.reset());

  it('signs in and answers the user with the raw token and with Bearer', async () => {
    const { user, email, password } = await createAccount(ctx.database, { scope: ['student', 'tutor'] });
    const response = await post(ctx.app, '/api/auth/scola/signin', { email, password });
    expect(response.statusCode).toBe(200);
    const session = sessionResponseSchema.parse(response.json()).data;

    const claims = decodeJwt(session.token);
    expect(claims).toMatchObject({ sub: user.id, scope: ['student', 'tutor'] });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(30 * 60);
    expect(new Date(session.expiresAt).getTime()).toBe(claims.exp! * 1000);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const refreshDays = (new Date(session.refreshExpiresAt).getTime() - Date.now()) / (24 * 60 * MINUTE);
    expect(refreshDays).toBeCloseTo(30, 1);

    // Refresh tokens are stored as SHA-256 hashes only.
    const hash = createHash('sha256').update(session.refreshToken).digest('hex');
    const stored = await queryRows(
      ctx.database,
      sql`select token_hash, family_id from refresh_tokens where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ token_hash: hash, family_id: claims.sid }]);

    for (const header of [session.token, `Bearer ${session.token}`, `bearer ${session.token}`]) {
      const info = await accountInfo(ctx.app, header);
      expect(info.statusCode).toBe(200);
      const body = userResponseSchema.parse(info.json());
      expect(body.data).toMatchObject({ id: user.id, email, scope: ['student', 'tutor'] });
      expect(info.body).not.toContain('passwordHash');
    }
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const { email, password } = await createAccount(ctx.database, { email: 'Dewi.Lestari@Contoh.test' });
    expect(email).toBe('Dewi.Lestari@Contoh.test');
    await expect(signIn(ctx.app, '  dewi.lestari@contoh.TEST ', password)).resolves.toHaveProperty('token');
  });

  it('answers a wrong password, an unknown e-mail and a password-less account identically', () =>
    // Stored and dummy hashes at the production cost: a cheap one would hide a verification that is skipped.
    withDefaultPasswordHashCost(async () => {
      const { email } = await createAccount(ctx.database);
      const google = await createAccount(ctx.database, { password: null });
      const attempt = async (address: string) => {
        const started = performance.now();
        const response = await post(ctx.app, '/api/auth/scola/signin', {
          email: address,
          password: 'salah12345',
        });
        return { response, ms: performance.now() - started };
      };
      const wrong = await attempt(email);
      const unknown = await attempt('tidak.ada@contoh.test');
      const passwordless = await attempt(google.email);
      for (const { response } of [wrong, unknown, passwordless]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'INVALID_CREDENTIALS', message: 'Email atau kata sandi salah.' },
        });
      }
      // Both verify an argon2id hash (a dummy one for the unknown address): comparable time, not 10× less.
      const timings = { wrong: [wrong.ms], unknown: [unknown.ms] };
      for (let i = 0; i < 3; i += 1) {
        timings.wrong.push((await attempt(email)).ms);
        timings.unknown.push((await attempt(`tidak.ada.${i}@contoh.test`)).ms);
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.3);
    }));

  it('states the password rules when a new password breaks them', async () => {
    const before = await countRows(ctx.database, 'users');
    for (const password of ['pendek1', 'tanpaangka', '1234567890', `a1${'x'.repeat(127)}`]) {
      const response = await post(ctx.app, '/api/auth/scola/signup', {
        name: 'Agus',
        email: 'agus.aturan@contoh.test',
        password,
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toEqual([
        expect.objectContaining({ location: 'body', path: 'password', message: passwordRulesMessage }),
      ]);
    }
    expect(passwordRulesMessage).toMatch(/minimal 8 karakter.*huruf dan angka.*maksimal 128/);
    expect(await countRows(ctx.database, 'users')).toBe(before);
  });

  it('rotates refresh tokens; an old one is refused and its re-use ends the whole session', async () => {
    const { email, password } = await createAccount(ctx.database);
    const first = await signIn(ctx.app, email, password);

    const rotated = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = sessionResponseSchema.parse(rotated.json()).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
    expect((await accountInfo(ctx.app, second.token)).statusCode).toBe(200);

    // The rotated token again, after the grace window: theft is assumed, the family is revoked.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reused = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(errorCode(reused)).toBe('INVALID_REFRESH_TOKEN');

    const descendant = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: second.refreshToken });
    expect(descendant.statusCode).toBe(401);
    expect(errorCode(descendant)).toBe('INVALID_REFRESH_TOKEN');
    // The session's access tokens stop working too.
    expect((await accountInfo(ctx.app, second.token)).statusCode).toBe(401);

    // Other sessions of the same user are untouched.
    const other = await signIn(ctx.app, email, password);
    expect(
      (await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: other.refreshToken })).statusCode,
    ).toBe(200);
  });

  it('resolves concurrent refreshes of one token to one rotation that every caller can use', async () => {
    const { email, password } = await createAccount(ctx.database);
    for (let round = 0; round < 3; round += 1) {
      const session = await signIn(ctx.app, email, password);
      const sid = decodeJwt(session.token).sid as string;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const sessions = answers.map((answer) => sessionResponseSchema.parse(answer.json()).data);
      const successor = sessions[0]!.refreshToken;
      expect(successor).not.toBe(session.refreshToken);
      for (const each of sessions) {
        expect(each.refreshToken).toBe(successor);
        expect(decodeJwt(each.token).sid).toBe(sid);
        expect((await accountInfo(ctx.app, each.token)).statusCode).toBe(200);
      }
      // One rotation: the old token and exactly one live successor in the family.
      const rows = await queryRows(
        ctx.database,
        sql`select count(*)::int as n, count(*) filter (where rotated_at is null)::int as live from refresh_tokens where family_id = ${sid}`,
      );
      expect(rows[0]).toEqual({ n: 2, live: 1 });
      // The session goes on with the shared successor.
      const next = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: successor });
      expect(next.statusCode).toBe(200);
    }
  });

  it('answers the same successor to a rotated token only within the grace window', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const refresh = (refreshToken: string) => post(ctx.app, '/api/auth/scola/refresh', { refreshToken });
    const first = sessionResponseSchema.parse((await refresh(session.refreshToken)).json()).data;

    // A retried request a moment later gets the same pair's refresh token.
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const retried = await refresh(session.refreshToken);
    expect(retried.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(retried.json()).data.refreshToken).toBe(first.refreshToken);
    // The successor is not stored in clear: only its hash.
    const stored = await queryRows(
      ctx.database,
      sql`select token_hash from refresh_tokens where token_hash = ${first.refreshToken}`,
    );
    expect(stored).toEqual([]);

    // Past the window the old token is re-use: the whole session ends, the shared successor with it.
    clock.advance(2000);
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(errorCode(reused)).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await accountInfo(ctx.app, first.token)).statusCode).toBe(401);
  });

  it('does not hand out the successor of a rotated token once its session has ended', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const refresh = (refreshToken: string) => post(ctx.app, '/api/auth/scola/refresh', { refreshToken });
    const first = sessionResponseSchema.parse((await refresh(session.refreshToken)).json()).data;
    expect(
      (await post(ctx.app, '/api/auth/scola/signout', { refreshToken: first.refreshToken })).statusCode,
    ).toBe(200);
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(errorCode(again)).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses an expired refresh token', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    clock.advance(30 * 24 * 60 * MINUTE + MINUTE);
    const response = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('INVALID_REFRESH_TOKEN');
  });

  it('signs out: the refresh token and the session end; signing out again is fine', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const out = await post(ctx.app, '/api/auth/scola/signout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { ok: true } });

    const refreshed = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await accountInfo(ctx.app, session.token)).statusCode).toBe(401);

    const again = await post(ctx.app, '/api/auth/scola/signout', { refreshToken: session.refreshToken });
    expect(again.statusCode).toBe(200);
    const unknown = await post(ctx.app, '/api/auth/scola/signout', { refreshToken: 'tidak-pernah-ada' });
    expect(unknown.statusCode).toBe(200);
  });

  it('refuses missing, malformed, tampered, foreign and expired access tokens with 401 UNAUTHENTICATED', async () => {
    const { user, email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const sid = decodeJwt(session.token).sid as string;
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(session.token), scope: ['admin'] }),
    ).toString('base64url');
    const sign = (key: Uint8Array, exp: number) =>
      new SignJWT({ scope: ['student'], sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(exp - 1800)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    const refused = [
      undefined,
      '',
      'Bearer',
      'bukan-token',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      unsigned,
      await sign(new TextEncoder().encode('another-secret-that-is-long-enough-123'), now + 600),
      await sign(secretKey, now - 10),
    ];
    for (const authorization of refused) {
      const response = await accountInfo(ctx.app, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    }
    // A correctly signed token of our own, still valid, is accepted.
    expect((await accountInfo(ctx.app, await sign(secretKey, now + 600))).statusCode).toBe(200);

    // The same token 31 minutes later has expired.
    clock.advance(31 * MINUTE);
    expect((await accountInfo(ctx.app, session.token)).statusCode).toBe(401);
  });

  it('checks the scope: 403 FORBIDDEN for a student on an admin route', async () => {
    const student = await createAccount(ctx.database, { scope: ['student'] });
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    const studentSession = await signIn(ctx.app, student.email, student.password);
    const adminSession = await signIn(ctx.app, admin.email, admin.password);
    const outbox = (token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: token ? { authorization: token } : {},
      });

    const forbidden = await outbox(studentSession.token);
    expect(forbidden.statusCode).toBe(403);
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    expect((await outbox()).statusCode).toBe(401);
    expect((await outbox(`Bearer ${adminSession.token}`)).statusCode).toBe(200);
  });

  it('refuses a suspended account at sign-in, refresh and on authenticated calls', async () => {
    const { user, email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${user.id}`);

    const signin = await post(ctx.app, '/api/auth/scola/signin', { email, password });
    const refresh = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken });
    const info = await accountInfo(ctx.app, session.token);
    for (const response of [signin, refresh, info]) {
      expect(response.statusCode).toBe(403);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe('ACCOUNT_SUSPENDED');
      expect(error.message).toMatch(/ditangguhkan/);
    }
    // A wrong password still gets the ordinary answer: suspension is only told to the account's owner.
    const wrong = await post(ctx.app, '/api/auth/scola/signin', { email, password: 'salah12345' });
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
  });

  it('tells the web that Google sign-in is off when no client id is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(authConfigResponseSchema.parse(response.json())).toEqual({ data: { google: null } });
    const google = await post(ctx.app, '/api/auth/scola/google', { idToken: 'x.y.z', nonce: 'abc' });
    expect(google.statusCode).toBe(404);
    expect(errorCode(google)).toBe('GOOGLE_DISABLED');
  });
});
