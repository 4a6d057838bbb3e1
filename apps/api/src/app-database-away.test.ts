import { createServer } from 'node:net';
import { type ErrorBody, errorBodySchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openPostgres, type PostgresHandle } from './db/client';
import { testConfig, testDatabases, useTestApp } from './test/test-app';

/** A local TCP port nothing listens on: connecting to it is refused, like a stopped PostgreSQL server. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const unavailable = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'Layanan sedang tidak dapat menjangkau basis data. Coba lagi sebentar lagi.',
};

describe('the API while its PostgreSQL server is away (connection refused)', () => {
  const logLines: string[] = [];
  let database: PostgresHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/scola`, { max: 2 });
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database,
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('starts and reports the database as unreachable on /api/health (503, Retry-After)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ data: { status: 'degraded', database: 'unreachable' } });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('answers reads and writes 503 DATABASE_UNAVAILABLE with Retry-After, at once, never 500', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/kelas' },
      { method: 'GET' as const, url: '/api/kelas/4b0c3f0e-8a52-4e4f-9b53-5c1f0f1e2d3a' },
      {
        method: 'POST' as const,
        url: '/api/auth/scola/signin',
        payload: { email: 'siti@contoh.test', password: 'rahasia123' },
      },
    ];
    for (const request of requests) {
      const startedAt = Date.now();
      const response = await app.inject(request);
      expect(Date.now() - startedAt, request.url).toBeLessThan(3000);
      expect(response.statusCode, request.url).toBe(503);
      expect(errorBodySchema.parse(response.json()).error).toEqual(unavailable);
      expect(response.headers['retry-after'], request.url).toBe('5');
    }
    // One warning line per request, no error with a stack trace.
    const lines = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.some((line) => line.msg === 'database unavailable: answered 503')).toBe(true);
    expect(lines.filter((line) => line.msg === 'request failed')).toEqual([]);
  });

  it('bypasses the catalogue cache while its listening connection cannot be opened', () => {
    expect(app.catalogueCache.stats()).toMatchObject({ enabled: true, listening: false });
  });
});

describe.each(testDatabases())('a database error that is not about the connection (%s)', (kind) => {
  const ctx = useTestApp(kind, {
    setup(app) {
      app.get('/api/test/bad-sql', async () => {
        await app.db.db.execute(sql`select * from table_that_does_not_exist`);
        return { data: null };
      });
    },
  });

  it('stays a 500 INTERNAL_ERROR, without Retry-After', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/bad-sql' });
    expect(response.statusCode).toBe(500);
    expect(response.json<ErrorBody>().error.code).toBe('INTERNAL_ERROR');
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
