/**
 * Checkout benchmark (DESIGN.md §8: cart → voucher → order at ≥ 300 orders/s on PostgreSQL, zero broken invariants).
 *
 *   node --conditions=@scola/source --import tsx bench/checkout.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *
 * Creates a throw-away database on that server, builds the app (in process, requests through `app.inject`, so the
 * figure is the app and the database, not the HTTP stack), and prepares `--orders` students each with one class
 * in the cart (over `--classes` classes whose seats run out on purpose) and a voucher whose quota runs out on
 * purpose. Then `--connections` clients check out at once, half with the voucher. It prints orders/s, the
 * refusals, the same rate for a reference (`GET /api/kesehatan`-like trivial route: the health check) in the same
 * run, and checks every invariant afterwards: seats never above capacity and equal to the seats the orders hold, the
 * voucher never above its quota and equal to the orders carrying it, totals = subtotal − discount.
 * Options: --orders <n> (2000), --connections <n> (50), --classes <n> (20), --capacity <n> (90), --quota <n> (500).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openPostgres } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { queryRows } from '../apps/api/src/test/auth-helpers';
import type { TestApp } from '../apps/api/src/test/test-app';
import { createStudents, createVoucher, openShop } from '../apps/api/src/test/buying-test-kit';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    orders: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    classes: { type: 'string', default: '20' },
    capacity: { type: 'string', default: '90' },
    quota: { type: 'string', default: '500' },
  },
});
const serverUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(args.orders);
const connections = Number(args.connections);
const classCount = Number(args.classes);
const capacity = Number(args.capacity);
const quota = Number(args.quota);
const TARGET_ORDERS_PER_SECOND = 300;

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Runs `jobs` with at most `connections` in flight; answers the seconds it took. */
async function run(jobs: (() => Promise<unknown>)[]): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) await job();
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

const name = `scola_bench_checkout_${randomBytes(4).toString('hex')}`;
await adminQuery(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-checkout-'));
const database = await openPostgres(url.toString(), { max: 20 });
// A server deployment must send e-mail (SMTP_URL): receipts go to a local sink.
const smtp = await startSmtpSink();
try {
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'scola-bench-secret-0123456789abcdefghijklmnop',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    PAYMENT_PROVIDER: 'simulator',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    SMTP_URL: smtp.url,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const ctx: TestApp & { dataDir: string } = { app, database, config, dataDir };

  console.info(`Preparing ${orderCount} students with a class in their cart…`);
  const shop = await openShop(ctx);
  const classIds = await shop.classes(classCount, { capacity, price: 150_000 });
  const voucherId = await createVoucher(ctx, { code: 'BENCHKUOTA', totalQuota: quota });
  const students = await createStudents(ctx, orderCount);
  await run(
    students.map(
      (student, i) => () =>
        app.inject({
          method: 'POST',
          url: '/api/keranjang',
          headers: { authorization: student.token },
          payload: { itemType: 'kelas', itemId: classIds[i % classIds.length] },
        }),
    ),
  );

  const reference = await run(students.map(() => () => app.inject({ method: 'GET', url: '/api/health' })));
  const outcomes = new Map<string, number>();
  let queries = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries += 1;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  const seconds = await run(
    students.map((student, i) => async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { authorization: student.token },
        payload: i % 2 === 0 ? { voucherCode: 'BENCHKUOTA' } : {},
      });
      const key =
        response.statusCode === 201 ? 'created' : response.json<{ error: { code: string } }>().error.code;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }),
  );

  const [checks] = await queryRows(
    database,
    sql`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from live_classes where seats_taken > capacity) as overbooked,
      (select count(*)::int from live_classes c
         where c.seats_taken <> (select count(*) from order_seats s join orders o on o.id = s.order_id
                                 where s.class_id = c.id and o.status in ('pending', 'paid'))) as seats_off,
      (select used_count from vouchers where id = ${voucherId}) as voucher_used,
      (select count(*)::int from orders where voucher_id = ${voucherId}) as voucher_orders,
      (select count(*)::int from orders where total <> subtotal - discount) as totals_off,
      (select count(*)::int from orders o where not exists (select 1 from payments p where p.order_id = o.id)) as unpaid_links`,
  );
  const created = outcomes.get('created') ?? 0;
  const rate = created / seconds;
  const referenceRate = orderCount / reference;
  const broken = [
    Number(checks?.orders) !== created && 'orders ≠ answers',
    Number(checks?.overbooked) > 0 && 'class over capacity',
    Number(checks?.seats_off) > 0 && 'seats ≠ held seats',
    Number(checks?.voucher_used) > quota && 'voucher over quota',
    Number(checks?.voucher_used) !== Number(checks?.voucher_orders) && 'voucher uses ≠ orders',
    Number(checks?.totals_off) > 0 && 'total ≠ subtotal − discount',
    Number(checks?.unpaid_links) > 0 && 'order without payment link',
  ].filter(Boolean);

  console.info(`\nCheckout on PostgreSQL, ${connections} concurrent clients, ${orderCount} attempts`);
  console.info(`  answers: ${JSON.stringify(Object.fromEntries(outcomes))}`);
  console.info(`  orders/s: ${rate.toFixed(0)} (target ≥ ${TARGET_ORDERS_PER_SECOND})`);
  console.info(`  pool queries per checkout: ${(queries / orderCount).toFixed(1)}`);
  console.info(
    `  reference (health route) req/s: ${referenceRate.toFixed(0)}; ratio ${(rate / referenceRate).toFixed(3)}`,
  );
  console.info(`  invariants: ${JSON.stringify(checks)}`);
  console.info(`  broken invariants: ${broken.length === 0 ? 'none' : broken.join(', ')}`);
  await app.close();
  process.exitCode = broken.length === 0 && rate >= TARGET_ORDERS_PER_SECOND ? 0 : 1;
} finally {
  await database.close();
  await smtp.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
