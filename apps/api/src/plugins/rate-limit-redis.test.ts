import { randomInt } from 'node:crypto';
import type { ErrorBody } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testConfig, testDatabases, type TestDatabase } from '../test/test-app';

/** A Redis server for the cross-instance tests (CI: `redis://127.0.0.1:6379`); they are skipped without one. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const env = { AUTH_RATE_LIMIT_PER_MINUTE: '3' };
const body = { email: 'siapa@contoh.test', password: 'salah12345' };

/** An address no earlier run used within the minute (the counters live in a Redis shared by every run). */
const freshAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const signInFrom = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/scola/signin', payload: body, remoteAddress });

describe.each(testDatabases())('rate limits behind several instances (%s)', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  async function instance(extra: Record<string, string>) {
    const app = await buildApp({ config: testConfig({ ...env, ...extra }), database: database.handle });
    apps.push(app);
    await app.ready();
    return app;
  }
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.destroy();
  });

  it.runIf(redisUrl !== undefined)('counts one limit across two instances sharing Redis', async () => {
    const one = await instance({ REDIS_URL: redisUrl ?? '' });
    const two = await instance({ REDIS_URL: redisUrl ?? '' });
    const address = freshAddress();
    const statuses = [
      (await signInFrom(one, address)).statusCode,
      (await signInFrom(two, address)).statusCode,
      (await signInFrom(one, address)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    // The fourth attempt is refused by the instance that saw only one of the three before it.
    const limited = await signInFrom(two, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address still has its own count on both.
    expect((await signInFrom(one, freshAddress())).statusCode).toBe(401);
  });

  it('keeps limiting on each instance while Redis is unreachable, without failing requests', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const app = await instance({ REDIS_URL: 'redis://127.0.0.1:1' });
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signInFrom(app, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
