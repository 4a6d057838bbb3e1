import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorLedgerFor } from '../modules/orders';
import { simulatorNotification } from '../plugins/payments';
import { createAccount, queryRows } from '../test/auth-helpers';
import { createVoucher, openShop } from '../test/buying-test-kit';
import { type Call, httpTransport, startCheckoutLoad } from '../test/checkout-load';
import { commerceBaseline, commerceViolations } from '../test/commerce-invariants';
import { createTestDatabase, TEST_JWT_SECRET, type TestApp, type TestDatabase } from '../test/test-app';
import { startSmtpSink } from '../test/smtp-sink';
import { freePort } from '../test/throwaway-postgres';

const skipReason = process.env.TEST_DATABASE_URL
  ? undefined
  : 'runs with TEST_DATABASE_URL set (CI): needs a PostgreSQL server';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SIMULATOR_KEY = 'fault-test-simulator-key-0123456789abcdef';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server entry point, as `npm start` runs it; its output is kept for a failing test's message. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--conditions=@scola/source', '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function untilHealthy(baseUrl: string, server: ReturnType<typeof startServer>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${server.output()}`);
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Fault test (issue 9): the real server process killed with SIGKILL in the middle of a checkout and payment load,
 * then started again on the same database. Nothing paid may be lost or half written, and orders left pending
 * still settle (a retried notification) or expire (the sweep).
 */
describe.skipIf(skipReason !== undefined)(
  `the API killed (SIGKILL) under checkout load${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let testDatabase: TestDatabase | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    let dataDir: string;
    let env: Record<string, string>;
    let baseUrl: string;
    const servers: ReturnType<typeof startServer>[] = [];

    beforeAll(async () => {
      // An empty database: the server migrates and seeds it, as in production.
      testDatabase = await createTestDatabase('postgres', { migrate: false });
      if (testDatabase.handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
      dataDir = await mkdtemp(join(tmpdir(), 'scola-kill-test-'));
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      smtp = await startSmtpSink();
      env = {
        NODE_ENV: 'test',
        DATABASE_URL: testDatabase.handle.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        PAYMENT_PROVIDER: 'simulator',
        PAYMENT_SIMULATOR_SERVER_KEY: SIMULATOR_KEY,
        SMTP_URL: smtp.url,
      };
    });

    afterAll(async () => {
      for (const { child } of servers) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited(child);
        }
      }
      await smtp?.close();
      await testDatabase?.destroy();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('loses no paid order, writes none by half, and settles or expires what was left pending', async () => {
      const first = startServer(env);
      servers.push(first);
      await untilHealthy(baseUrl, first);

      const database = testDatabase!.handle;
      // The catalogue and voucher are written straight to the database (the kit needs no app for that).
      const direct = { database, dataDir } as TestApp & { dataDir: string };
      const shop = await openShop(direct);
      const classIds = await shop.classes(8, { capacity: 20 });
      const courseIds = [await shop.course(), await shop.course()];
      await createVoucher(direct, { code: 'MATI', totalQuota: 25 });
      const transport = httpTransport(baseUrl);
      const students = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const account = await createAccount(database);
          const answer = await transport({
            method: 'POST',
            url: '/api/auth/scola/signin',
            body: { email: account.email, password: account.password },
          });
          expect(answer.status).toBe(200);
          return { id: account.user.id, token: (answer.body as { data: { token: string } }).data.token };
        }),
      );
      const baseline = await commerceBaseline(database);

      const paidNotification = async (order: { number: string; total: number }) => {
        const now = new Date();
        const transaction = {
          orderNumber: order.number,
          grossAmount: order.total,
          transactionStatus: 'settlement',
          transactionId: `tx-${order.number}`,
          paymentType: 'bank_transfer',
          transactionTime: now,
          settlementTime: now,
        };
        await simulatorLedgerFor(database.db).record(transaction);
        return simulatorNotification(transaction, SIMULATOR_KEY);
      };
      const load = startCheckoutLoad({
        transport,
        students,
        items: [
          ...classIds.map((itemId) => ({ itemType: 'kelas', itemId })),
          ...courseIds.map((itemId) => ({ itemType: 'lifeskill', itemId })),
        ],
        voucherCode: 'MATI',
        paidNotification,
        shares: { pay: 0.6, cancel: 0.2 },
        giveUpAfterMs: 60_000,
      });

      let killedAt = 0;
      let restartedAt = 0;
      try {
        await sleep(2000);
        first.child.kill('SIGKILL');
        expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
        killedAt = Date.now();
        const second = startServer(env);
        servers.push(second);
        await untilHealthy(baseUrl, second);
        restartedAt = Date.now();
        await sleep(2000);
      } finally {
        await load.stop();
      }

      // The kill cut requests short (no answer), but no request was answered with a server error.
      const describeCall = (call: Call) => `${call.route} ${String(call.status)} ${call.code ?? ''}`;
      expect(load.calls.some((call) => call.status === 'network' && call.startedAt < killedAt)).toBe(true);
      expect(
        load.calls.filter((call) => call.status !== 'network' && call.status >= 500).map(describeCall),
      ).toEqual([]);
      // After the restart, checkouts succeed again, and every payment and cancellation the load started was done
      // (a notification cut short by the kill was retried, as the gateway does, and applied once).
      expect(
        load.calls.some(
          (call) => call.route === 'checkout' && call.status === 201 && call.startedAt > restartedAt,
        ),
      ).toBe(true);
      expect(load.orders.filter((order) => !order.done)).toEqual([]);

      // Orders left waiting for payment (and any whose checkout answer the kill swallowed): half are paid by a
      // notification, the other half run out of time and the new process expires them.
      const ids = students.map((student) => student.id);
      const pending = await queryRows(
        database,
        sql`select id, number, total, user_id from orders where status = 'pending' and user_id in ${ids} order by number`,
      );
      expect(pending.length).toBeGreaterThan(1);
      const toPay = pending.filter((_, index) => index % 2 === 0);
      const toExpire = pending.filter((_, index) => index % 2 === 1);
      for (const row of toPay) {
        const answer = await transport({
          method: 'POST',
          url: '/api/pembayaran/notifikasi/simulator',
          body: await paidNotification({ number: String(row.number), total: Number(row.total) }),
        });
        expect(answer.status).toBe(200);
      }
      if (toExpire.length > 0) {
        const expiring = toExpire.map((row) => String(row.id));
        await database.db.execute(
          sql`update orders set expires_at = now() - interval '1 second' where id in ${expiring}`,
        );
        // The new process brings an overdue order up to date when its owner reads it (the minute's scheduled
        // sweep would too, later).
        for (const row of toExpire) {
          const owner = students.find((student) => student.id === row.user_id);
          const answer = await transport({
            method: 'GET',
            url: `/api/transaksi/${String(row.id)}`,
            token: owner!.token,
          });
          expect(answer.status).toBe(200);
        }
        const rows = await queryRows(
          database,
          sql`select count(*)::int as n from orders where id in ${expiring} and status = 'expired'`,
        );
        expect(rows[0]?.n).toBe(expiring.length);
      }

      const statuses = await queryRows(
        database,
        sql`select status, count(*)::int as n from orders where user_id in ${ids} group by status`,
      );
      expect(statuses.find((row) => row.status === 'pending')).toBeUndefined();
      const expected = { pay: ['paid'], cancel: ['cancelled'], leave: ['paid', 'expired'] };
      for (const order of load.orders) {
        const [row] = await queryRows(database, sql`select status from orders where id = ${order.id}`);
        expect(expected[order.intent]).toContain(row?.status);
      }
      expect(await commerceViolations(database, baseline)).toEqual([]);

      // The restarted server still shuts down cleanly.
      const second = servers[1]!;
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    }, 120_000);
  },
);
