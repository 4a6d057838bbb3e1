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
import { TEST_JWT_SECRET, testDatabases, useTestApp } from '../../test/test-app';

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

  it('answers a wrong password, an unknown e-mail and a password-less account identically', async () => {
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
  });

  it('signs up a student account and answers a session', async () => {
    const before = await countRows(ctx.database, 'users');
    const response = await post(ctx.app, '/api/auth/scola/signup', {
      name: '  Siti Rahmawati ',
      email: 'siti.baru@contoh.test',
      password: 'belajar2026',
    });
    expect(response.statusCode).toBe(201);
    const session = sessionResponseSchema.parse(response.json()).data;
    expect(decodeJwt(session.token).scope).toEqual(['student']);
    const info = userResponseSchema.parse((await accountInfo(ctx.app, session.token)).json()).data;
    expect(info).toMatchObject({
      name: 'Siti Rahmawati',
      email: 'siti.baru@contoh.test',
      scope: ['student'],
    });
    expect(await countRows(ctx.database, 'users')).toBe(before + 1);
    await expect(signIn(ctx.app, 'siti.baru@contoh.test', 'belajar2026')).resolves.toHaveProperty('token');
  });

  it('refuses a second account with the same e-mail in another case (409 EMAIL_TAKEN)', async () => {
    const { email } = await createAccount(ctx.database, { email: 'fajar.kusuma@contoh.test' });
    const before = await countRows(ctx.database, 'users');
    const response = await post(ctx.app, '/api/auth/scola/signup', {
      name: 'Fajar Lain',
      email: email.toUpperCase(),
      password: 'rahasia123',
    });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('EMAIL_TAKEN');
    expect(response.json<ErrorBody>().error.message).toMatch(/sudah terdaftar/);
    expect(await countRows(ctx.database, 'users')).toBe(before);
  });

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

    // The rotated token again: theft is assumed, the family is revoked.
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

  it('lets at most one of two simultaneous refreshes with the same token succeed', async () => {
    const { email, password } = await createAccount(ctx.database);
    for (let round = 0; round < 3; round += 1) {
      const session = await signIn(ctx.app, email, password);
      const answers = await Promise.all([
        post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken }),
        post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken }),
      ]);
      const succeeded = answers.filter((answer) => answer.statusCode === 200);
      expect(succeeded.length).toBeLessThanOrEqual(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(errorCode(answer)).toBe('INVALID_REFRESH_TOKEN');
      }
      // The loser presented an already rotated token: the family is revoked, the winner's new token with it.
      for (const winner of succeeded) {
        const { refreshToken } = sessionResponseSchema.parse(winner.json()).data;
        expect((await post(ctx.app, '/api/auth/scola/refresh', { refreshToken })).statusCode).toBe(401);
      }
      const rows = await queryRows(
        ctx.database,
        sql`select count(*)::int as n from refresh_tokens where family_id = ${decodeJwt(session.token).sid as string} and rotated_at is null`,
      );
      expect(rows[0]!.n).toBeLessThanOrEqual(1);
    }
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

  it('locks an address after 5 failed sign-ins for 15 minutes, whether or not it has an account', async () => {
    const { email, password } = await createAccount(ctx.database);
    const fail = (address: string) =>
      post(ctx.app, '/api/auth/scola/signin', { email: address, password: 'salah12345' });
    for (const address of [email, 'hantu@contoh.test']) {
      for (let i = 0; i < 5; i += 1) expect((await fail(address)).statusCode).toBe(401);
      const locked = await post(ctx.app, '/api/auth/scola/signin', {
        email: address.toUpperCase(),
        password,
      });
      expect(locked.statusCode).toBe(429);
      expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
      expect(locked.json<ErrorBody>().error.message).toMatch(/coba lagi dalam 15 menit/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }

    // Still locked a minute before the end, open again after it.
    clock.advance(14 * MINUTE);
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'ACCOUNT_LOCKED',
    );
    clock.advance(MINUTE + 1000);
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
  });

  it('resets the failure count on a successful sign-in', async () => {
    const { email, password } = await createAccount(ctx.database);
    const fail = () => post(ctx.app, '/api/auth/scola/signin', { email, password: 'salah12345' });
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    await signIn(ctx.app, email, password);
    expect(await countRows(ctx.database, 'sign_in_failures')).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
  });

  it('keeps the failure count in the database (shared by every instance)', async () => {
    const { email, password } = await createAccount(ctx.database);
    await post(ctx.app, '/api/auth/scola/signin', { email, password: 'salah12345' });
    const rows = await queryRows(
      ctx.database,
      sql`select failed_count from sign_in_failures where email_key = ${email.toLowerCase()}`,
    );
    expect(rows).toEqual([{ failed_count: 1 }]);
    // A lock set by another instance is honoured here.
    await execute(
      ctx.database,
      sql`update sign_in_failures set failed_count = 5, locked_until = now() + interval '10 minutes' where email_key = ${email.toLowerCase()}`,
    );
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'ACCOUNT_LOCKED',
    );
    await execute(
      ctx.database,
      sql`update sign_in_failures set locked_until = now() - interval '1 second' where email_key = ${email.toLowerCase()}`,
    );
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
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
