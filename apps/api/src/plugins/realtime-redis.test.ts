import { userRoom } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount, post, signIn } from '../test/auth-helpers';
import {
  closeAll,
  collect,
  connectReady,
  disconnection,
  listenOnLoopback,
  nextEvent,
  settle,
} from '../test/realtime-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, testConfig, testDatabases, type TestDatabase } from '../test/test-app';

/** A Redis server for the cross-instance tests (CI: `redis://127.0.0.1:6379`); they are skipped without one. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const env = { AUTH_RATE_LIMIT_PER_MINUTE: '10000' };

describe('real-time channel without a reachable Redis', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let startMs: number;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const started = Date.now();
    // Nothing listens on port 1: every connection attempt is refused.
    app = await buildApp({
      config: testConfig({ ...env, REDIS_URL: 'redis://127.0.0.1:1' }),
      database: database.handle,
    });
    await app.ready();
    startMs = Date.now() - started;
  });
  afterAll(async () => {
    closeAll();
    await app?.close();
    await database?.destroy();
  });

  it('starts at once, serves its own sockets and closes cleanly', async () => {
    expect(startMs).toBeLessThan(3000);
    const baseUrl = await listenOnLoopback(app);
    const { user, email, password } = await createAccount(database.handle);
    const session = await signIn(app, email, password);
    const { socket } = await connectReady(baseUrl, session.token);
    const announced = nextEvent(socket, 'account.updated');
    await expect(app.realtime.toUser(user.id, 'account.updated', {})).resolves.toBe(1);
    await expect(announced).resolves.toEqual({ room: userRoom(user.id), seq: 1 });
  });
});

describe.runIf(redisUrl !== undefined)('real-time channel across instances through Redis', () => {
  const redis = new URL(redisUrl ?? 'redis://127.0.0.1:6379');

  describe.each(testDatabases())('%s', (kind) => {
    let database: TestDatabase;
    const apps: FastifyInstance[] = [];
    let one: { app: FastifyInstance; url: string };
    let two: { app: FastifyInstance; url: string };

    async function startInstance(redisAt: string) {
      const app = await buildApp({
        config: testConfig({ ...env, REDIS_URL: redisAt }),
        database: database.handle,
      });
      apps.push(app);
      return { app, url: await listenOnLoopback(app) };
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      one = await startInstance(redis.href);
      two = await startInstance(redis.href);
    });
    afterEach(() => closeAll());
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.destroy();
    });

    async function signedIn() {
      const { user, email, password } = await createAccount(database.handle);
      return { user, email, password, session: await signIn(one.app, email, password) };
    }

    it('delivers an announcement made on one instance to the sockets on the other', async () => {
      const rina = await signedIn();
      const budi = await signedIn();
      const onTwo = await connectReady(two.url, rina.session.token);
      const onOne = await connectReady(one.url, rina.session.token);
      const budiOnTwo = await connectReady(two.url, budi.session.token);
      const budiEvents = collect(budiOnTwo.socket, 'account.updated');

      const received = Promise.all([
        nextEvent(onTwo.socket, 'account.updated'),
        nextEvent(onOne.socket, 'account.updated'),
      ]);
      await one.app.realtime.toUser(rina.user.id, 'account.updated', {});
      const expected = { room: userRoom(rina.user.id), seq: 1 };
      await expect(received).resolves.toEqual([expected, expected]);

      // Sequence numbers are shared by the instances: the next one, announced on the other, is 2.
      const next = nextEvent(onOne.socket, 'account.updated');
      await two.app.realtime.toUser(rina.user.id, 'account.updated', {});
      await expect(next).resolves.toEqual({ ...expected, seq: 2 });
      await settle();
      expect(budiEvents).toEqual([]);
    });

    it('closes the socket of an ended session whichever instance holds it', async () => {
      const rina = await signedIn();
      const { socket } = await connectReady(two.url, rina.session.token);
      const ended = nextEvent(socket, 'session.ended');
      const closed = disconnection(socket);
      await post(one.app, '/api/auth/scola/signout', { refreshToken: rina.session.refreshToken });
      await expect(ended).resolves.toEqual({});
      await expect(closed).resolves.toBe('io server disconnect');
    });

    describe('when Redis goes away', () => {
      let proxy: TcpProxy;
      let cutOff: { app: FastifyInstance; url: string };
      beforeAll(async () => {
        proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
        const through = new URL(redis.href);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        cutOff = await startInstance(through.href);
      });
      afterAll(async () => {
        await proxy.close();
      });

      it('keeps serving its own sockets, and crosses instances again once Redis is back', async () => {
        const rina = await signedIn();
        const budi = await signedIn();
        // Rina's socket joins her room just before the outage (its subscription may still be on its way)…
        const before = await connectReady(cutOff.url, rina.session.token);
        const rinaSeen = collect(before.socket, 'account.updated');
        await proxy.cut();
        // …Budi's joins during it.
        const during = await connectReady(cutOff.url, budi.session.token);
        const budiSeen = collect(during.socket, 'account.updated');

        // Announced on the cut-off instance: its own sockets still hear it, and the process stays up.
        await expect(cutOff.app.realtime.toUser(rina.user.id, 'account.updated', {})).resolves.toBe(1);
        await expect.poll(() => rinaSeen.map((event) => event.seq)).toEqual([1]);
        const health = await cutOff.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);

        await proxy.restore();
        // Once reconnected, both rooms hear announcements made on the other instance.
        const crossed = async (userId: string, seen: unknown[]) => {
          await expect
            .poll(
              async () => {
                await one.app.realtime.toUser(userId, 'account.updated', {});
                return seen.length;
              },
              { timeout: 15_000, interval: 500 },
            )
            .toBeGreaterThan(userId === rina.user.id ? 1 : 0);
        };
        await crossed(rina.user.id, rinaSeen);
        await crossed(budi.user.id, budiSeen);
      });
    });
  });
});
