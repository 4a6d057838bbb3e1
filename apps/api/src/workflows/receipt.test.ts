import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { execute, queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  receiptsOf,
  simulate,
  type Student,
} from '../test/buying-test-kit';
import { startSmtpSink } from '../test/smtp-sink';
import {
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
  testDatabases,
} from '../test/test-app';
import { sleep, until } from '../test/until';

describe.each(testDatabases())('the receipt e-mail across server restarts (%s)', (kind) => {
  let database: TestDatabase;
  const ctx = { dataDir: mkdtempSync(join(tmpdir(), 'scola-receipt-')) } as TestApp & { dataDir: string };
  const apps: FastifyInstance[] = [];

  /** A server over the test database (as after a restart: same data, new process state). */
  async function startServer(env: Record<string, string> = {}) {
    const config = testConfig({ DATA_DIR: ctx.dataDir, ...env });
    const app = await buildApp({ config, database: database.handle });
    await app.ready();
    apps.push(app);
    Object.assign(ctx, { app, config, database: database.handle });
    return app;
  }

  /** A student who paid an order for one course through the simulator (answered 200). */
  async function paidOrder() {
    const shop = await openShop(ctx);
    const [student] = (await createStudents(ctx, 1)) as [Student];
    await addToCart(ctx, student, 'lifeskill', await shop.course());
    const { order } = checkoutData(await checkout(ctx, student));
    const paid = await simulate(ctx, student, order.number, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return order;
  }

  const receiptJob = async (orderId: string) => {
    const [job] = await queryRows(
      database.handle,
      sql`select state from pgboss.job where name = 'order.paid/receipt-mail' and data->>'key' = ${orderId}`,
    );
    return job?.state;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('is mailed exactly once by the next server when the first one could not reach the mail server', async () => {
    // A port nothing listens on yet: the first server's attempt is refused.
    const probe = await startSmtpSink();
    const smtpUrl = probe.url;
    await probe.close();
    const first = await startServer({ SMTP_URL: smtpUrl });
    const order = await paidOrder();
    await until(
      () => receiptJob(order.id),
      (state) => state === 'retry',
    );
    await first.close();

    const sink = await startSmtpSink(undefined, { port: Number(new URL(smtpUrl).port) });
    try {
      await startServer({ SMTP_URL: smtpUrl });
      await until(
        () => Promise.resolve(sink.messages.length),
        (n) => n > 0,
      );
      await ctx.app.jobs.whenIdle();
      await sleep(500);
      expect(sink.messages).toHaveLength(1);
      const [mail] = sink.messages;
      expect(mail?.header('subject')).toBe(`Bukti pembayaran pesanan ${order.number}`);
      expect(mail?.header('message-id')).toBe(`<receipt.${order.id}@localhost>`);
      expect(await receiptJob(order.id)).toBe('completed');
      // The buyer's bell: one notification, across the restart (ADR 0044).
      const notified = await queryRows(
        database.handle,
        sql`select kind from notifications where params->>'orderId' = ${order.id}`,
      );
      expect(notified).toEqual([{ kind: 'order.paid' }]);
    } finally {
      await sink.close();
    }
  });

  it('is not mailed again when the worker died after writing it, before marking the event done', async () => {
    const first = await startServer();
    const order = await paidOrder();
    expect(await receiptsOf(ctx, order.number)).toBe(1);
    await first.close();
    // What a crash between the delivery's commit and the job's completion leaves: the event due again.
    await execute(
      database.handle,
      sql`update pgboss.job set state = 'retry', completed_on = null, start_after = now()
          where name = 'order.paid/receipt-mail' and data->>'key' = ${order.id}`,
    );

    await startServer();
    await until(
      () => receiptJob(order.id),
      (state) => state === 'completed',
    );
    expect(await receiptsOf(ctx, order.number)).toBe(1);
  });
});
