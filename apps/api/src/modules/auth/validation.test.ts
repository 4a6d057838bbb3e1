import type { ErrorBody } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, createAccount, signIn } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';

const tables = [
  'users',
  'refresh_tokens',
  'password_reset_tokens',
  'user_identities',
  'sign_in_failures',
  'outbox',
] as const;

/** 255 characters: one over the limit, otherwise a well-formed address. */
const longEmail = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.test`;
const valid = { email: 'valid@contoh.test', password: 'rahasia123', name: 'Nur Hidayat' };

type Case = [method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown];

const cases: Case[] = [
  ['POST', '/api/auth/scola/signin', {}],
  ['POST', '/api/auth/scola/signin', { email: valid.email }],
  ['POST', '/api/auth/scola/signin', { password: valid.password }],
  ['POST', '/api/auth/scola/signin', { email: 42, password: valid.password }],
  ['POST', '/api/auth/scola/signin', { email: valid.email, password: ['rahasia123'] }],
  ['POST', '/api/auth/scola/signin', { email: 'bukan-email', password: valid.password }],
  ['POST', '/api/auth/scola/signin', { email: longEmail, password: valid.password }],
  ['POST', '/api/auth/scola/signin', { email: valid.email, password: `a1${'x'.repeat(127)}` }],
  ['POST', '/api/auth/scola/signin', { email: valid.email, password: '' }],
  ['POST', '/api/auth/scola/signin', { ...valid, name: undefined, remember: true }],
  ['POST', '/api/auth/scola/signin', 'email=valid@contoh.test'],
  ['POST', '/api/auth/scola/signup', { email: valid.email, password: valid.password }],
  ['POST', '/api/auth/scola/signup', { ...valid, name: '   ' }],
  ['POST', '/api/auth/scola/signup', { ...valid, name: 'x'.repeat(101) }],
  ['POST', '/api/auth/scola/signup', { ...valid, email: longEmail }],
  ['POST', '/api/auth/scola/signup', { ...valid, password: `a1${'x'.repeat(127)}` }],
  ['POST', '/api/auth/scola/signup', { ...valid, scope: ['admin'] }],
  ['POST', '/api/auth/scola/signup', { ...valid, name: 12 }],
  ['POST', '/api/auth/scola/refresh', {}],
  ['POST', '/api/auth/scola/refresh', { refreshToken: 123 }],
  ['POST', '/api/auth/scola/refresh', { refreshToken: 'x'.repeat(513) }],
  ['POST', '/api/auth/scola/refresh', { refreshToken: 'abc', userId: 'x' }],
  ['POST', '/api/auth/scola/signout', {}],
  ['POST', '/api/auth/scola/lupa-password', {}],
  ['POST', '/api/auth/scola/lupa-password', { email: 'bukan-email' }],
  ['POST', '/api/auth/scola/lupa-password', { email: longEmail }],
  ['POST', '/api/auth/scola/lupa-password', { email: valid.email, redirect: 'https://jahat.test' }],
  ['POST', '/api/auth/scola/reset-password', { token: 'abc' }],
  ['POST', '/api/auth/scola/reset-password', { token: 'abc', password: 'lemah' }],
  ['POST', '/api/auth/scola/reset-password', { token: 'x'.repeat(513), password: valid.password }],
  ['POST', '/api/auth/scola/reset-password', { token: 'abc', password: valid.password, email: valid.email }],
  ['POST', '/api/auth/scola/google', { idToken: 'a.b.c' }],
  ['POST', '/api/auth/scola/google', { nonce: 'abc' }],
  ['POST', '/api/auth/scola/google', { idToken: 'x'.repeat(8193), nonce: 'abc' }],
  ['POST', '/api/auth/scola/google', { idToken: 'a.b.c', nonce: 'abc', accessToken: 'x' }],
  ['PATCH', '/api/akun/profil', { phone: '12345' }],
  ['PATCH', '/api/akun/profil', { phone: '+1 202 555 0100' }],
  ['PATCH', '/api/akun/profil', { grade: 13 }],
  ['PATCH', '/api/akun/profil', { grade: 0 }],
  ['PATCH', '/api/akun/profil', { grade: '5' }],
  ['PATCH', '/api/akun/profil', { grade: 10.5 }],
  ['PATCH', '/api/akun/profil', { schoolLevel: 'TK' }],
  ['PATCH', '/api/akun/profil', { schoolLevel: 'SD', grade: 10 }],
  ['PATCH', '/api/akun/profil', { schoolLevel: 'Umum', grade: 3 }],
  ['PATCH', '/api/akun/profil', { name: '' }],
  ['PATCH', '/api/akun/profil', { name: 'x'.repeat(101) }],
  ['PATCH', '/api/akun/profil', { city: 'x'.repeat(101) }],
  ['PATCH', '/api/akun/profil', { photoUrl: 'javascript:alert(1)' }],
  ['PATCH', '/api/akun/profil', { photoUrl: `https://cdn.test/${'x'.repeat(2040)}` }],
  ['PATCH', '/api/akun/profil', { email: 'baru@contoh.test' }],
  ['PATCH', '/api/akun/profil', { scope: ['admin'] }],
  ['PATCH', '/api/akun/profil', []],
  ['PUT', '/api/akun/password', { currentPassword: valid.password }],
  ['PUT', '/api/akun/password', { currentPassword: valid.password, newPassword: 'lemah' }],
  ['PUT', '/api/akun/password', { currentPassword: 'x'.repeat(129), newPassword: 'rahasia456' }],
  ['PUT', '/api/akun/password', { currentPassword: valid.password, newPassword: 'rahasia456', confirm: 'x' }],
];

describe.each(testDatabases())('bad input is refused with 400 and stores nothing (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  let token: string;
  let profile: unknown;

  beforeAll(async () => {
    const { email, password } = await createAccount(ctx.database, { schoolLevel: 'SMA', grade: 11 });
    token = (await signIn(ctx.app, email, password)).token;
    profile = (
      await ctx.app.inject({ method: 'GET', url: '/api/akun/info', headers: { authorization: token } })
    ).json();
  });

  it('uses an over-long but otherwise valid e-mail', () => {
    expect(longEmail).toHaveLength(255);
  });

  const named = cases.map(([method, url, payload]) => ({
    name: `${method} ${url} ${JSON.stringify(payload).slice(0, 70)}`,
    method,
    url,
    payload,
  }));

  it.each(named)('$name', async ({ method, url, payload }) => {
    const counts = await Promise.all(tables.map((table) => countRows(ctx.database, table)));
    const response = await ctx.app.inject({
      method,
      url,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/valid/);
    await ctx.app.background.drain();
    expect(await Promise.all(tables.map((table) => countRows(ctx.database, table)))).toEqual(counts);
  });

  it('left the profile untouched', async () => {
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/akun/info',
      headers: { authorization: token },
    });
    expect(after.json()).toEqual(profile);
  });
});
