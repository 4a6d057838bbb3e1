import { errorBodySchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from './test/auth-helpers';
import { testDatabases, useTestApp } from './test/test-app';

describe.each(testDatabases())('router errors, caching and transport headers (%s)', (kind) => {
  const logLines: string[] = [];
  const ctx = useTestApp(kind, {
    env: { TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });

  it('answers a malformed path (%ff) in the error shape without echoing it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/kelas/%ff<script>' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    expect(response.body).not.toContain('script');
    expect(response.body).not.toContain('%ff');
  });

  it('answers a path parameter over the router limit in the error shape without echoing it', async () => {
    const longId = 'a'.repeat(150);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/kelas/${longId}` });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorBodySchema.parse(response.json()).error.code).toMatch(/^(VALIDATION_FAILED|NOT_FOUND)$/);
    expect(response.body).not.toContain(longId);
  });

  it('sends HSTS only over https (as a trusted proxy reports it), never over plain http', async () => {
    const http = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const https = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks answers to signed-in requests and writes no-store, leaves public reads cacheable', async () => {
    const account = await createAccount(ctx.database);
    const { token } = await signIn(ctx.app, account.email, account.password);
    for (const url of ['/api/akun/info', '/api/transaksi', '/api/koleksi/kelas']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const signInAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/scola/signin',
      payload: { email: account.email, password: account.password },
    });
    expect(signInAnswer.headers['cache-control']).toBe('private, no-store');
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/kelas' });
    expect(publicList.headers['cache-control']).toBeUndefined();
  });

  it('logs a signed link without its token', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/koleksi/materi/x/berkas?token=sekret-token-123&a=1' });
    const log = logLines.join('');
    expect(log).toContain('/api/koleksi/materi/x/berkas?token=[redacted]&a=1');
    expect(log).not.toContain('sekret-token-123');
  });
});
