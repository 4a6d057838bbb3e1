import {
  accountSessionsResponseSchema,
  accountSettingsResponseSchema,
  googleLinkResponseSchema,
  userResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountInfo, createAccount, errorCode, execute, post, signIn } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('account settings, sessions and Google (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });
  const account = async (overrides = {}) => {
    const created = await createAccount(ctx.database, overrides);
    const signInAs = (userAgent?: string) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/api/auth/scola/signin',
          payload: { email: created.email, password: created.password },
          headers: userAgent ? { 'user-agent': userAgent } : {},
        })
        .then((response) => response.json<{ data: { token: string; refreshToken: string } }>().data);
    return { ...created, signInAs };
  };

  it('answers no language and Jakarta by default, and keeps a change on the account', async () => {
    const { email, password } = await account();
    const { token } = await signIn(ctx.app, email, password);
    const initial = accountSettingsResponseSchema.parse(
      (await call('GET', '/api/akun/pengaturan', token)).json(),
    );
    expect(initial.data).toEqual({ locale: null, timeZone: 'Asia/Jakarta' });

    const changed = await call('PATCH', '/api/akun/pengaturan', token, {
      locale: 'en',
      timeZone: 'Asia/Jayapura',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: { locale: 'en', timeZone: 'Asia/Jayapura' } });

    const { token: other } = await signIn(ctx.app, email, password);
    const user = userResponseSchema.parse((await accountInfo(ctx.app, other)).json()).data;
    expect(user).toMatchObject({ locale: 'en', timeZone: 'Asia/Jayapura' });
  });

  it('refuses an unknown language or time zone with VALIDATION_FAILED and stores nothing', async () => {
    const { email, password } = await account();
    const { token } = await signIn(ctx.app, email, password);
    for (const payload of [
      { locale: 'fr' },
      { timeZone: 'Asia/Atlantis' },
      { timeZone: '+07:00' },
      { timeZone: '' },
      { theme: 'dark' },
    ]) {
      const response = await call('PATCH', '/api/akun/pengaturan', token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    const after = await call('GET', '/api/akun/pengaturan', token);
    expect(after.json()).toEqual({ data: { locale: null, timeZone: 'Asia/Jakarta' } });
  });

  it('refuses visitors on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/akun/pengaturan'],
      ['PATCH', '/api/akun/pengaturan'],
      ['GET', '/api/akun/sesi'],
      ['DELETE', '/api/akun/sesi/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/akun/google'],
      ['DELETE', '/api/akun/google'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'PATCH' ? { locale: 'en' } : undefined);
      expect(response.statusCode, url).toBe(401);
    }
    expect((await post(ctx.app, '/api/akun/sesi/keluar-lainnya', {})).statusCode).toBe(401);
  });

  it('lists one entry per device, marks this one, and shows only the start of the address', async () => {
    const owner = await account();
    const phone = await owner.signInAs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
    const laptop = await owner.signInAs(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
    );
    // A refresh rotates the laptop's token: still one session.
    await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: laptop.refreshToken });

    const response = await call('GET', '/api/akun/sesi', phone.token);
    const sessions = accountSessionsResponseSchema.parse(response.json()).data;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.current)?.userAgent).toContain('iPhone');
    for (const session of sessions) {
      expect(session.ipHint === null || session.ipHint.endsWith('*') || session.ipHint.endsWith('…')).toBe(
        true,
      );
    }
    const rotated = sessions.find((session) => !session.current);
    expect(rotated && rotated.lastUsedAt >= rotated.startedAt).toBe(true);
  });

  it('signs out one other device: its access token stops working at its next call', async () => {
    const owner = await account();
    const here = await owner.signInAs();
    const there = await owner.signInAs();
    const list = accountSessionsResponseSchema.parse(
      (await call('GET', '/api/akun/sesi', here.token)).json(),
    );
    const other = list.data.find((session) => !session.current);
    expect(other).toBeDefined();

    const ended = await call('DELETE', `/api/akun/sesi/${other?.id}`, here.token);
    expect(ended.statusCode).toBe(200);
    expect((await accountInfo(ctx.app, there.token)).statusCode).toBe(401);
    const refreshed = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: there.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await accountInfo(ctx.app, here.token)).statusCode).toBe(200);
    // Already ended: nothing left to end.
    expect((await call('DELETE', `/api/akun/sesi/${other?.id}`, here.token)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and leaves it running', async () => {
    const mine = await account();
    const theirs = await account();
    const me = await mine.signInAs();
    const them = await theirs.signInAs();
    const list = accountSessionsResponseSchema.parse(
      (await call('GET', '/api/akun/sesi', them.token)).json(),
    );
    const response = await call('DELETE', `/api/akun/sesi/${list.data[0]?.id}`, me.token);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect((await accountInfo(ctx.app, them.token)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/akun/sesi/not-a-uuid', me.token)).statusCode).toBe(400);
  });

  it('signs out every other device and keeps this one', async () => {
    const owner = await account();
    const here = await owner.signInAs();
    const a = await owner.signInAs();
    const b = await owner.signInAs();
    const response = await post(ctx.app, '/api/akun/sesi/keluar-lainnya', {}, here.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ended: 2 } });
    expect((await accountInfo(ctx.app, a.token)).statusCode).toBe(401);
    expect((await accountInfo(ctx.app, b.token)).statusCode).toBe(401);
    expect((await accountInfo(ctx.app, here.token)).statusCode).toBe(200);
    const list = accountSessionsResponseSchema.parse(
      (await call('GET', '/api/akun/sesi', here.token)).json(),
    );
    expect(list.data.map((session) => session.current)).toEqual([true]);
  });

  it('shows the linked Google account and unlinks it only when the account has a password', async () => {
    const withPassword = await account();
    const googleOnly = await account();
    await execute(ctx.database, sql`update users set password_hash = null where id = ${googleOnly.user.id}`);
    for (const { user } of [withPassword, googleOnly]) {
      await execute(
        ctx.database,
        sql`insert into user_identities (user_id, provider, subject, email)
            values (${user.id}, 'google', ${`sub-${user.id}`}, ${user.email})`,
      );
    }
    const { token } = await withPassword.signInAs();
    const before = googleLinkResponseSchema.parse((await call('GET', '/api/akun/google', token)).json());
    expect(before.data).toEqual({ connected: true, email: withPassword.user.email, hasPassword: true });
    expect((await call('DELETE', '/api/akun/google', token)).statusCode).toBe(200);
    const after = googleLinkResponseSchema.parse((await call('GET', '/api/akun/google', token)).json());
    expect(after.data).toEqual({ connected: false, email: null, hasPassword: true });

    // An account without a password signs in only with Google: a session made for the test stands in for it.
    const googleSession = await ctx.app.sessions.start(googleOnly.user, {});
    const refused = await call('DELETE', '/api/akun/google', googleSession.token);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('GOOGLE_UNLINK_NEEDS_PASSWORD');
    const still = googleLinkResponseSchema.parse(
      (await call('GET', '/api/akun/google', googleSession.token)).json(),
    );
    expect(still.data).toMatchObject({ connected: true, hasPassword: false });
  });
});
