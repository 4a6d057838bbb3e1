import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type PostgresHandle, openPostgres } from '../../db/client';
import { createBoss } from '../../plugins/jobs';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { sleep, until } from '../../test/until';
import { createOutbox, type Outbox } from './outbox';

const topics = { 'test.outage': z.object({ n: z.number().int() }) };

/** A TCP relay to the database server that can drop every connection and refuse new ones (an outage). */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url(database: string) {
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${database}`;
      return url.toString();
    },
    async down() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    up: listen,
  };
}

// An outage can only be staged with a database server; PGlite lives in the process.
describe.runIf(process.env.TEST_DATABASE_URL)('the outbox worker through a database outage', () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let handle: PostgresHandle;
  let outbox: Outbox<typeof topics>;
  const errors: unknown[] = [];
  const delivered: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const direct = new URL((database.handle as PostgresHandle).url);
    relay = await startRelay(direct);
    handle = await openPostgres(relay.url(direct.pathname.slice(1)), { max: 2 });
    const boss = createBoss(handle);
    boss.on('error', (error) => errors.push(error));
    outbox = createOutbox({
      boss,
      topics,
      db: handle.db,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      pollingIntervalSeconds: 0.5,
    });
    outbox.consume(
      'test.outage',
      'recorder',
      async ({ payload }, delivery) => {
        await delivery.once(() => {
          delivered.push(payload.n);
          return Promise.resolve();
        });
      },
      { retryDelaySeconds: 1 },
    );
    await outbox.start();
  });

  afterAll(async () => {
    await outbox?.stop(1000);
    await handle?.close();
    await database?.destroy();
  });

  it('reports the outage as errors, never crashes, and delivers again once the database is back', async () => {
    await handle.db.transaction((tx) => outbox.publish(tx, 'test.outage', { n: 1 }, { key: 'before' }));
    await until(
      () => Promise.resolve(delivered),
      (seen) => seen.includes(1),
    );

    await relay.down();
    await sleep(3000); // several polling rounds fail meanwhile
    expect(errors.length).toBeGreaterThan(0);

    await relay.up();
    // Writes go through again (the app's pool and pg-boss's reconnect by themselves).
    await until(
      () =>
        handle.db
          .transaction((tx) => outbox.publish(tx, 'test.outage', { n: 2 }, { key: 'after' }))
          .then(
            () => true,
            () => false,
          ),
      (published) => published,
    );
    await until(
      () => Promise.resolve(delivered),
      (seen) => seen.includes(2),
    );
    expect(delivered).toEqual([1, 2]);
  });
});
