import type { ErrorBody } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('rate limits of the credential endpoints (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  const attempt = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers 429 RATE_LIMITED with Retry-After beyond the per-IP limit', async () => {
    const body = { email: 'siapa@contoh.test', password: 'salah12345' };
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('/api/auth/scola/signin', body)).statusCode).toBe(401);
    }
    const limited = await attempt('/api/auth/scola/signin', body);
    expect(limited.statusCode).toBe(429);
    const error = limited.json<ErrorBody>().error;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(
      /^Terlalu banyak permintaan dari perangkat Anda\. Silakan coba lagi dalam \d+ detik\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another address is counted apart; so is every other endpoint.
    expect((await attempt('/api/auth/scola/signin', body, '198.51.100.9')).statusCode).toBe(401);
    expect((await attempt('/api/auth/scola/lupa-password', { email: body.email })).statusCode).toBe(202);
  });

  it('limits sign-up, refresh, Google, forgotten-password and reset requests too', async () => {
    const cases: [string, object][] = [
      ['/api/auth/scola/signup', { name: 'X', email: 'bukan-email', password: 'x' }],
      ['/api/auth/scola/refresh', { refreshToken: 'tidak-ada' }],
      ['/api/auth/scola/google', { idToken: 'a.b.c', nonce: 'n' }],
      ['/api/auth/scola/lupa-password', { email: 'siapa@contoh.test' }],
      ['/api/auth/scola/reset-password', { token: 'tidak-ada', password: 'rahasia123' }],
    ];
    for (const [url, payload] of cases) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt(url, payload, '192.0.2.44')).statusCode);
      expect(statuses.slice(0, 3), url).not.toContain(429);
      expect(statuses[3], url).toBe(429);
    }
  });

  it('does not limit ordinary authenticated calls', async () => {
    const { email, password } = await createAccount(ctx.database);
    const { token } = await signIn(ctx.app, email, password);
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/akun/info',
        headers: { authorization: token },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
