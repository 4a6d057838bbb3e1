import { type ErrorBody, errorBodySchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, post, signIn } from '../test/auth-helpers';
import { testDatabases, useTestApp } from '../test/test-app';
import { findTextProblem } from './text-input';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('findTextProblem', () => {
  it('accepts ordinary Indonesian text, emoji (paired surrogates) and RTL marks', () => {
    expect(findTextProblem({ name: 'Siti Nurhaliza 😀', bio: ['Matematika ‮ SMA'] })).toBeUndefined();
  });

  it('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(findTextProblem({ a: { b: [`x${NUL}`] } })).toEqual({ path: 'a.b.0', code: 'invalid_character' });
    expect(findTextProblem({ note: `ok${LONE_HIGH}` })).toEqual({ path: 'note', code: 'invalid_character' });
    expect(findTextProblem({ note: `${LONE_LOW}ok` })).toEqual({ path: 'note', code: 'invalid_character' });
    expect(findTextProblem({ [`k${NUL}`]: 1 })).toEqual({ path: `k${NUL}`, code: 'invalid_character' });
  });

  it('bounds nesting depth without recursion', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 5000; level++) deep = [deep];
    expect(findTextProblem(deep)?.code).toBe('too_deep');
  });
});

describe.each(testDatabases())('text input on every route (%s)', (kind) => {
  const ctx = useTestApp(kind);

  const expectRejected = (response: { statusCode: number; json: () => unknown }, location: string) => {
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual([expect.objectContaining({ location, code: 'invalid_character' })]);
  };

  it('answers 400 for NUL in a public query string (was 500)', async () => {
    expectRejected(await ctx.app.inject({ method: 'GET', url: '/api/kelas?q=%00' }), 'query');
    expectRejected(await ctx.app.inject({ method: 'GET', url: '/api/materi?q=a%00b' }), 'query');
  });

  it('answers 400 for NUL or a lone surrogate in a sign-up name (was 500) and creates no account', async () => {
    for (const name of [`Budi${NUL}`, `Budi${LONE_HIGH}`]) {
      const response = await post(ctx.app, '/api/auth/scola/signup', {
        name,
        email: `nul-${Math.random().toString(36).slice(2)}@contoh.id`,
        password: 'rahasia-sekali-123',
      });
      expectRejected(response, 'body');
    }
  });

  it('answers 400 for NUL in a profile update and a voucher check of a signed-in student', async () => {
    const student = await createAccount(ctx.database);
    const session = await signIn(ctx.app, student.email, student.password);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/akun/profil',
      headers: { authorization: session.token },
      payload: { name: `Ani${NUL}` },
    });
    expectRejected(profile, 'body');
    expectRejected(await post(ctx.app, '/api/voucher/cek', { code: `HEMAT${NUL}` }, session.token), 'body');
  });

  it('answers 400 for NUL in a path parameter', async () => {
    expectRejected(await ctx.app.inject({ method: 'GET', url: '/api/kelas/abc%00' }), 'params');
  });

  it('answers 400 for JSON nested 5 000 deep (was 500 on the webhook)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/scola/signin',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details).toEqual([
      expect.objectContaining({ location: 'body', code: 'too_deep' }),
    ]);
  });
});
