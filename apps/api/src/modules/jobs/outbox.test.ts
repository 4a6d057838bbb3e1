import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBoss } from '../../plugins/jobs';
import { execute, queryRows } from '../../test/auth-helpers';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/test-app';
import { sleep, until } from '../../test/until';
import { createOutbox, DEAD_LETTER_QUEUE, type Outbox, type OutboxLogger } from './outbox';

const topics = { 'test.happened': z.object({ n: z.number().int() }) };
type TestTopics = typeof topics;

function collectingLog() {
  const lines: { level: string; message: string }[] = [];
  const log: OutboxLogger = {
    info: (_object, message) => lines.push({ level: 'info', message }),
    warn: (_object, message) => lines.push({ level: 'warn', message }),
    error: (_object, message) => lines.push({ level: 'error', message }),
  };
  return { lines, log };
}

describe.each(testDatabases())('transactional outbox over pg-boss (%s)', (kind) => {
  let database: TestDatabase;
  const running: { boss: PgBoss; outbox: Outbox<TestTopics> }[] = [];

  /** A queue instance over the test database, as an app would build it (several may run one after another). */
  function outboxInstance(log: OutboxLogger = collectingLog().log) {
    const boss = createBoss(database.handle);
    boss.on('error', () => undefined);
    const outbox = createOutbox({ boss, topics, db: database.handle.db, log, pollingIntervalSeconds: 0.5 });
    running.push({ boss, outbox });
    return outbox;
  }

  const jobsOf = (queue: string) =>
    queryRows(
      database.handle,
      sql`select id, state, retry_count, data, started_on, output from pgboss.job where name = ${queue}
          order by created_on`,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await execute(database.handle, sql`create table test_effects (key text not null)`);
  });

  afterEach(async () => {
    for (const { outbox } of running.splice(0)) await outbox.stop(1000);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('delivers a committed event once and never one whose transaction rolled back', async () => {
    const outbox = outboxInstance();
    const seen: { key: string; n: number }[] = [];
    outbox.consume('test.happened', 'recorder', ({ key, payload }) => {
      seen.push({ key, n: payload.n });
      return Promise.resolve();
    });
    await outbox.start();
    const db = database.handle.db;

    await expect(
      db.transaction(async (tx) => {
        await outbox.publish(tx, 'test.happened', { n: 1 }, { key: 'rolled-back' });
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction((tx) => outbox.publish(tx, 'test.happened', { n: 2 }, { key: 'committed' }));
    // The same event published again (a replayed notification): still one delivery.
    await db.transaction((tx) => outbox.publish(tx, 'test.happened', { n: 2 }, { key: 'committed' }));

    await outbox.whenIdle();
    await sleep(700); // longer than a polling interval: nothing else arrives
    expect(seen).toEqual([{ key: 'committed', n: 2 }]);
    expect(await jobsOf('test.happened/recorder')).toMatchObject([{ state: 'completed' }]);
  });

  it('refuses a payload that does not match its topic, inside the transaction', async () => {
    const outbox = outboxInstance();
    outbox.consume('test.happened', 'strict', () => Promise.resolve());
    await outbox.start();
    await expect(
      database.handle.db.transaction((tx) =>
        outbox.publish(tx, 'test.happened', { n: 'two' as unknown as number }, { key: 'bad' }),
      ),
    ).rejects.toThrow();
    expect(await jobsOf('test.happened/strict')).toEqual([]);
  });

  it('retries a failing consumer with growing back-off, then marks the event failed and dead-letters it', async () => {
    const { lines, log } = collectingLog();
    const outbox = outboxInstance(log);
    const attempts: number[] = [];
    outbox.consume(
      'test.happened',
      'always-failing',
      () => {
        attempts.push(Date.now());
        return Promise.reject(new Error('mail server down'));
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await outbox.start();
    await database.handle.db.transaction((tx) =>
      outbox.publish(tx, 'test.happened', { n: 3 }, { key: 'doomed' }),
    );

    const [job] = await until(
      () => jobsOf('test.happened/always-failing'),
      (rows) => rows[0]?.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'failed', retry_count: 2, output: { message: 'mail server down' } });
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    // Back-off: about 1–2 s before the first retry, 2–4 s before the second.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    const dead = await until(
      () => jobsOf(DEAD_LETTER_QUEUE),
      (rows) => rows.length > 0,
    );
    expect(dead.map((row) => row.data)).toContainEqual({ key: 'doomed', payload: { n: 3 } });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', message: 'event delivery failed for good; moved to the dead-letter queue' },
    ]);
  });

  it('carries out an effect once although the worker died after it committed and the event came again', async () => {
    const outbox = outboxInstance();
    let calls = 0;
    const ran: boolean[] = [];
    outbox.consume(
      'test.happened',
      'effectful',
      async ({ key }, delivery) => {
        calls += 1;
        ran.push(
          await delivery.once(async (tx) => {
            await tx.execute(sql`insert into test_effects (key) values (${key})`);
          }),
        );
        // The first attempt "dies" after its effect committed, before the job is marked done.
        if (calls === 1) throw new Error('worker died');
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await outbox.start();
    const key = randomUUID();
    await database.handle.db.transaction((tx) => outbox.publish(tx, 'test.happened', { n: 4 }, { key }));

    await until(
      () => jobsOf('test.happened/effectful'),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(calls).toBe(2);
    expect(ran).toEqual([true, false]);
    expect(await queryRows(database.handle, sql`select key from test_effects where key = ${key}`)).toEqual([
      { key },
    ]);
  });

  it('delivers after a restart an event the stopped instance could not deliver, once', async () => {
    const first = outboxInstance();
    const firstAttempts: string[] = [];
    first.consume(
      'test.happened',
      'restartable',
      ({ key }) => {
        firstAttempts.push(key);
        return Promise.reject(new Error('not now'));
      },
      { retryDelaySeconds: 1 },
    );
    await first.start();
    await database.handle.db.transaction((tx) =>
      first.publish(tx, 'test.happened', { n: 5 }, { key: 'across-restart' }),
    );
    await until(
      () => Promise.resolve(firstAttempts.length),
      (n) => n === 1,
    );
    await first.stop(1000);

    const second = outboxInstance();
    const delivered: string[] = [];
    second.consume(
      'test.happened',
      'restartable',
      async ({ key }, delivery) => {
        await delivery.once(async (tx) => {
          delivered.push(key);
          await tx.execute(sql`insert into test_effects (key) values (${key})`);
        });
      },
      { retryDelaySeconds: 1 },
    );
    await second.start();
    await until(
      () => jobsOf('test.happened/restartable'),
      (rows) => rows[0]?.state === 'completed',
    );
    await sleep(700);
    expect(firstAttempts).toEqual(['across-restart']);
    expect(delivered).toEqual(['across-restart']);
  });
});
