import { healthResponseSchema } from '@scola/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('GET /api/health (%s)', (kind) => {
  const ctx = useTestApp(kind);

  it('answers 200 ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ data: { status: 'ok', database: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const { handle, destroy } = await createTestDatabase(kind);
    await destroy();
    const app = await buildApp({ config: testConfig(), database: handle });
    afterAll(() => app.close());

    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ data: { status: 'degraded', database: 'unreachable' } });
  });
});
