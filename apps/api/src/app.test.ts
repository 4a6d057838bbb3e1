import { type ErrorBody, errorBodySchema } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './plugins/errors';
import { testDatabases, useTestApp } from './test/test-app';

describe.each(testDatabases())('app (%s)', (kind) => {
  const ctx = useTestApp(kind, {
    setup(app) {
      app.get('/api/test/boom', () => {
        throw new Error('connection string postgres://secret@db leaked in stack');
      });
      app.get('/api/test/conflict', () => {
        throw new AppError('CONFLICT', 'Email sudah terdaftar.', { field: 'email' });
      });
      app.post('/api/test/echo', (request) => ({ data: request.body }));
    },
  });

  it('answers unknown /api paths with a JSON ROUTE_NOT_FOUND', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Alamat API tidak ditemukan.' },
    });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/health' })).json<ErrorBody>().error.code,
    ).toBe('ROUTE_NOT_FOUND');
  });

  it('answers unknown non-API paths with a 404 page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('never shows internals on a 5xx', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.' },
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('maps AppError codes to HTTP status with message and details', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Email sudah terdaftar.', details: { field: 'email' } },
    });
  });

  it('rejects malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual([expect.objectContaining({ location: 'body', code: 'invalid_json' })]);
  });

  it('maps Fastify 4xx errors to codes (415, 413)', async () => {
    const unsupported = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json<ErrorBody>().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers with a CSP fit for the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/connect-src 'self' ws: wss:(;|$)/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('publishes the OpenAPI document and the docs UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: object; components: { schemas: object } }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/pelajaran',
        '/api/keahlian',
        '/api/keahlian-kategori',
        '/api/auth/scola/signin',
        '/api/auth/scola/refresh',
        '/api/akun/info',
        '/api/akun/profil',
        '/api/admin/outbox',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(document.components.schemas).toHaveProperty('Subject');
    expect(document.components.schemas).toHaveProperty('Session');
    expect(document.components.schemas).toHaveProperty('User');

    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('compresses JSON answers over 1 KB', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
