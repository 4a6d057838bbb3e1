import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostgresHandle } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { errorCode, post, queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  simulatorMoves,
  notificationsOf,
  notify,
  openShop,
  type Shop,
  snapshot,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

/**
 * A connection of the pool killed by the server (`pg_terminate_backend`: 57P01, as in a fast shutdown) in the middle
 * of a transaction: the process lives on, the request answers 503 with nothing half written, and trying again works.
 * PostgreSQL only (PGlite has no connection to lose).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a pooled connection killed mid-transaction (postgres)',
  () => {
    const logLines: string[] = [];
    const ctx = useCatalogueApp('postgres', {
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => void uncaught.push(error);
    /** A connection of its own (outside the app's pool) that holds locks and kills backends. */
    let side: pg.Client;
    let shop: Shop;

    beforeAll(async () => {
      process.on('uncaughtExceptionMonitor', recordUncaught);
      side = new pg.Client({ connectionString: (ctx.database as PostgresHandle).url });
      await side.connect();
      shop = await openShop(ctx);
    });

    afterAll(async () => {
      process.off('uncaughtExceptionMonitor', recordUncaught);
      await side?.end();
    });

    /** Kills the app's backend that waits for a lock held by `side`, once it waits. */
    async function killBlockedBackend(): Promise<void> {
      let pid: number | undefined;
      await vi.waitFor(
        async () => {
          const { rows } = await side.query<{ pid: number }>(
            `select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          );
          pid = rows[0]?.pid;
          expect(pid).toBeDefined();
        },
        { timeout: 5000, interval: 20 },
      );
      await side.query('select pg_terminate_backend($1)', [pid]);
    }

    function expectUnavailable(response: LightMyRequestResponse) {
      expect(response.statusCode, response.body).toBe(503);
      expect(errorCode(response)).toBe('DATABASE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
    }

    it('fails only the transaction whose connection died between two statements, and logs a warning', async () => {
      const database = ctx.database as PostgresHandle;
      const failure = await database.db
        .transaction(async (tx) => {
          const own = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
          await side.query('select pg_terminate_backend($1)', [own.rows[0]?.pid]);
          // The server's goodbye arrives while no statement runs: an `error` event of a checked-out client.
          await vi.waitFor(() => expect(logLines.join('')).toContain('database connection lost'), {
            timeout: 5000,
            interval: 20,
          });
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      // The pool dropped the broken connection: the next queries get sound ones.
      expect(await database.ping()).toBe(true);
      const [row] = await queryRows(database, sql`select 1 as one`);
      expect(row).toEqual({ one: 1 });
    });

    it('checkout: answers 503, writes nothing (order, seat, voucher use, cart), and succeeds when tried again', async () => {
      const [classId] = await shop.classes(1, { capacity: 5 });
      const voucherId = await createVoucher(ctx, { code: 'PUTUS1', totalQuota: 3 });
      const [buyer] = (await createStudents(ctx, 1)) as [Student];
      await addToCart(ctx, buyer, 'kelas', classId!);

      await side.query('begin');
      await side.query('select 1 from live_classes where id = $1 for update', [classId]);
      const pending = checkout(ctx, buyer, { voucherCode: 'PUTUS1' });
      await killBlockedBackend();
      const refused = await pending;
      await side.query('rollback');

      expectUnavailable(refused);
      const [state] = await queryRows(
        ctx.database,
        sql`select (select count(*)::int from orders where user_id = ${buyer.id}) as orders,
                 (select seats_taken from live_classes where id = ${classId!}) as seats,
                 (select used_count from vouchers where id = ${voucherId}) as used,
                 (select count(*)::int from cart_items where user_id = ${buyer.id}) as cart`,
      );
      expect(state).toEqual({ orders: 0, seats: 0, used: 0, cart: 1 });

      const again = await checkout(ctx, buyer, { voucherCode: 'PUTUS1' });
      expect(again.statusCode, again.body).toBe(201);
      expect(await snapshot(ctx, checkoutData(again).order.id)).toMatchObject({
        status: 'pending',
        seats: 1,
        voucher_used: 1,
      });
      expect(uncaught).toEqual([]);
    });

    it("payment notification: answers 503 with nothing applied or logged; the gateway's retry settles the order", async () => {
      const [classId] = await shop.classes(1);
      const [buyer] = (await createStudents(ctx, 1)) as [Student];
      await addToCart(ctx, buyer, 'kelas', classId!);
      const { order } = checkoutData(await checkout(ctx, buyer));
      const body = await simulatorMoves(ctx, order, 'settlement');

      // An uncommitted grant of the same class makes the settlement wait after it locked and changed the order.
      await side.query('begin');
      await side.query(`insert into entitlements (user_id, item_type, item_id) values ($1, 'kelas', $2)`, [
        buyer.id,
        classId,
      ]);
      const pending = notify(ctx, body);
      await killBlockedBackend();
      const refused = await pending;
      await side.query('rollback');

      expectUnavailable(refused);
      expect(await snapshot(ctx, order.id)).toMatchObject({
        status: 'pending',
        paid_at: null,
        entitlements: 0,
      });
      expect(await notificationsOf(ctx, order.number)).toEqual([]);

      // Midtrans retries a notification that was not answered 2xx.
      const retried = await notify(ctx, body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1, seats: 1 });
      expect((await notificationsOf(ctx, order.number)).map((row) => row.outcome)).toEqual(['applied']);
      expect(uncaught).toEqual([]);
    });
  },
);

/**
 * The payment attempt is recorded after the gateway opened its transaction, outside the checkout's transaction:
 * a short outage there is outlasted (retried), a long one answers 503 and leaves a pending order that "pay again"
 * serves later. Simulated by failing the driver's query for that insert with a connection error.
 */
describe.each(testDatabases())('answers lost to a database outage, tried again (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop(ctx);
  });

  /**
   * Makes the next `times` queries outside a transaction whose SQL matches `pattern` fail as if the connection had
   * been cut (a query inside a transaction runs on its own client, not through this one).
   */
  function cutQueries(pattern: RegExp, times: number) {
    const driver = ctx.database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const query = driver.query.bind(driver);
    let left = times;
    return vi.spyOn(driver, 'query').mockImplementation((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
      if (left > 0 && pattern.test(text)) {
        left -= 1;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return query(...args);
    });
  }
  const cutPaymentInserts = (times: number) => cutQueries(/insert into "payments"/i, times);

  const paymentsOf = async (orderId: string) =>
    (await queryRows(ctx.database, sql`select attempt from payments where order_id = ${orderId}`)).length;

  it('outlasts a short outage: the checkout answers its payment and records it once', async () => {
    const [classId] = await shop.classes(1);
    const [buyer] = (await createStudents(ctx, 1)) as [Student];
    await addToCart(ctx, buyer, 'kelas', classId!);
    const cut = cutPaymentInserts(2);
    const response = await checkout(ctx, buyer).finally(() => cut.mockRestore());
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = checkoutData(response);
    expect(payment.redirectUrl).toContain(order.number);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('answers 503 after a long one; the pending order is paid again later', async () => {
    const [classId] = await shop.classes(1);
    const [buyer] = (await createStudents(ctx, 1)) as [Student];
    await addToCart(ctx, buyer, 'kelas', classId!);
    const cut = cutPaymentInserts(Number.POSITIVE_INFINITY);
    const refused = await checkout(ctx, buyer).finally(() => cut.mockRestore());
    expect(refused.statusCode, refused.body).toBe(503);
    expect(errorCode(refused)).toBe('DATABASE_UNAVAILABLE');
    expect(refused.headers['retry-after']).toBe('5');

    const [order] = await queryRows(
      ctx.database,
      sql`select id, status from orders where user_id = ${buyer.id}`,
    );
    expect(order).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(String(order?.id))).toBe(0);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/transaksi/${String(order?.id)}/bayar`,
      headers: { authorization: buyer.token },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await paymentsOf(String(order?.id))).toBe(1);
  });

  it('answers a cancellation tried again after its answer was lost with the cancelled order', async () => {
    const [classId] = await shop.classes(1);
    const [buyer] = (await createStudents(ctx, 1)) as [Student];
    await createVoucher(ctx, { code: 'BATAL503', totalQuota: 1 });
    await addToCart(ctx, buyer, 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, buyer, { voucherCode: 'BATAL503' }));
    const cancel = () => post(ctx.app, `/api/transaksi/${order.id}/batal`, {}, buyer.token);

    // The cancellation commits; reading its answer (the order's payment) meets the outage.
    const cut = cutQueries(/from "payments"/i, 1);
    const lost = await cancel().finally(() => cut.mockRestore());
    expect(lost.statusCode, lost.body).toBe(503);
    expect(errorCode(lost)).toBe('DATABASE_UNAVAILABLE');
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'cancelled', voucher_used: 0, seats: 0 });

    const again = await cancel();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ data: { id: order.id, status: 'cancelled' } });
    // Nothing was given back twice.
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'cancelled', voucher_used: 0, seats: 0 });
  });

  it('answers 503 (not 502) to a notification whose simulator lookup meets the outage; re-sent, it settles', async () => {
    const [classId] = await shop.classes(1);
    const [buyer] = (await createStudents(ctx, 1)) as [Student];
    await addToCart(ctx, buyer, 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, buyer));
    const body = await simulatorMoves(ctx, order, 'settlement');

    const cut = cutQueries(/from "payment_simulator_transactions"/i, 1);
    const refused = await notify(ctx, body).finally(() => cut.mockRestore());
    expect(refused.statusCode, refused.body).toBe(503);
    expect(errorCode(refused)).toBe('DATABASE_UNAVAILABLE');
    expect(refused.headers['retry-after']).toBe('5');
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0 });

    const resent = await notify(ctx, body);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });
  });
});
