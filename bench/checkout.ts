/**
 * Checkout benchmark (DESIGN.md §8: cart → voucher → order at ≥ 300 orders/s on PostgreSQL, zero broken invariants).
 *
 *   node --conditions=@scola/source --import tsx bench/checkout.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *
 * Creates a throw-away database on that server and prepares `--orders` students each with one class in the cart
 * (over `--classes` classes whose seats run out on purpose) and a voucher whose quota runs out on purpose, with the
 * app in this process. Then it starts the API as production runs it (`apps/api/src/server.ts` in its own process,
 * listening on 127.0.0.1) and `--connections` HTTP clients (keep-alive) check out at once, half with the voucher.
 * It prints orders/s, the server's CPU time per order, the refusals, the same figures for a reference route
 * (`GET /api/health`, one database round trip) in the same run, the load average, and checks every invariant
 * afterwards: seats never above capacity and equal to the seats the orders hold, the voucher never above its quota
 * and equal to the orders carrying it, totals = subtotal − discount, one payment link per order.
 * The queries per checkout are counted on a sample of `--sample` checkouts made in this process first.
 * Options: --orders <n> (2000), --connections <n> (50), --classes <n> (20), --capacity <n> (90), --quota <n> (500),
 * --sample <n> (20), --port <n> (4510), --cpu-prof (profile the server into bench-profiles/),
 * --without-seat-notify (experiment, ADR 0064: disables the catalogue-change trigger of `live_classes` in the
 * throw-away database, to measure what the NOTIFY in every seat-taking checkout costs; the cache is then not told
 * about seat changes, so this is a measurement, not a configuration).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
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
import { createStudents, createVoucher, openShop, type Student } from '../apps/api/src/test/buying-test-kit';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';
import { loadLine, startInstance } from './instance';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    orders: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    classes: { type: 'string', default: '20' },
    capacity: { type: 'string', default: '90' },
    quota: { type: 'string', default: '500' },
    sample: { type: 'string', default: '20' },
    port: { type: 'string', default: '4510' },
    'cpu-prof': { type: 'boolean', default: false },
    'without-seat-notify': { type: 'boolean', default: false },
  },
});
const serverUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(args.orders);
const connections = Number(args.connections);
const classCount = Number(args.classes);
const capacity = Number(args.capacity);
const quota = Number(args.quota);
const sampleCount = Math.min(Number(args.sample), orderCount);
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
async function run(jobs: (() => Promise<unknown>)[], inFlight = connections): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) await job();
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Keep-alive connections, at most one per client: what a load balancer's pool to an instance looks like. */
const agent = new Agent({ keepAlive: true, maxSockets: connections });

/** One HTTP request to the instance; answers the status and the parsed JSON body. */
function http(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  payload?: object,
): Promise<{ status: number; body: unknown }> {
  const data = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const codeOf = (body: unknown) => (body as { error?: { code?: string } } | null)?.error?.code ?? 'unknown';

const name = `scola_bench_checkout_${randomBytes(4).toString('hex')}`;
await adminQuery(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-checkout-'));
const database = await openPostgres(url.toString(), { max: 20 });
// A server deployment must send e-mail (SMTP_URL): receipts go to a local sink.
const smtp = await startSmtpSink();
const jwtSecret = randomBytes(32).toString('base64');
const outcomes = new Map<string, number>();
const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
try {
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: jwtSecret,
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
  await createVoucher(ctx, { code: 'BENCHKUOTA', totalQuota: quota });
  const students: Student[] = [];
  // In slices: thousands of sign-ins at once would wait longer for a pool connection than its timeout allows.
  while (students.length < orderCount) {
    students.push(...(await createStudents(ctx, Math.min(200, orderCount - students.length))));
  }
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
  const checkoutBody = (i: number) => (i % 2 === 0 ? { voucherCode: 'BENCHKUOTA' } : {});

  // Queries per checkout, counted in this process on the first students, one checkout at a time.
  let queries = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    queries += 1;
    return (clientQuery as (...b: unknown[]) => unknown).apply(this, a);
  } as typeof clientQuery;
  for (const [i, student] of students.slice(0, sampleCount).entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { authorization: student.token },
      payload: checkoutBody(i),
    });
    count(response.statusCode === 201 ? 'created' : codeOf(response.json()));
  }
  pg.Client.prototype.query = clientQuery;
  const queriesPerCheckout = queries / Math.max(1, sampleCount);
  const createdInSample = outcomes.get('created') ?? 0;
  await app.close();

  const instance = await startInstance(
    'api',
    Number(args.port),
    {
      DATABASE_URL: url.toString(),
      JWT_SECRET: jwtSecret,
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'simulator',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      SMTP_URL: smtp.url,
    },
    args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [],
  );
  if (args['without-seat-notify']) {
    await database.db.execute(sql`alter table live_classes disable trigger live_classes_catalogue_changed`);
  }
  const measured = students.slice(sampleCount);
  // Warm-up: connections opened, code paths compiled (not counted).
  await run(Array.from({ length: connections * 4 }, () => () => http(instance.url, 'GET', '/api/health')));
  let cpuBefore = instance.cpuUs();
  const reference = await run(measured.map(() => () => http(instance.url, 'GET', '/api/health')));
  const referenceCpuUs = (instance.cpuUs() - cpuBefore) / measured.length;
  const loadBefore = loadLine();
  cpuBefore = instance.cpuUs();
  const seconds = await run(
    measured.map((student, i) => async () => {
      const response = await http(
        instance.url,
        'POST',
        '/api/checkout',
        { authorization: student.token },
        checkoutBody(i + sampleCount),
      );
      count(response.status === 201 ? 'created' : codeOf(response.body));
    }),
  );
  const checkoutCpuUs = (instance.cpuUs() - cpuBefore) / measured.length;
  const loadAfter = loadLine();
  agent.destroy();
  await instance.stop();

  const [checks] = await queryRows(
    database,
    sql`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from live_classes where seats_taken > capacity) as overbooked,
      (select count(*)::int from live_classes c
         where c.seats_taken <> (select count(*) from order_seats s join orders o on o.id = s.order_id
                                 where s.class_id = c.id and o.status in ('pending', 'paid'))) as seats_off,
      (select used_count from vouchers where code = 'BENCHKUOTA') as voucher_used,
      (select count(*)::int from orders where voucher_code = 'BENCHKUOTA') as voucher_orders,
      (select count(*)::int from orders where total <> subtotal - discount) as totals_off,
      (select count(*)::int from orders o where (select count(*) from payments p where p.order_id = o.id) <> 1) as payment_links_off`,
  );
  const created = outcomes.get('created') ?? 0;
  // Orders placed per second while measured (refusals answer too, but are not orders).
  const rate = (created - createdInSample) / seconds;
  const referenceRate = measured.length / reference;
  const broken = [
    Number(checks?.orders) !== created && 'orders ≠ answers',
    Number(checks?.overbooked) > 0 && 'class over capacity',
    Number(checks?.seats_off) > 0 && 'seats ≠ held seats',
    Number(checks?.voucher_used) > quota && 'voucher over quota',
    Number(checks?.voucher_used) !== Number(checks?.voucher_orders) && 'voucher uses ≠ orders',
    Number(checks?.totals_off) > 0 && 'total ≠ subtotal − discount',
    Number(checks?.payment_links_off) > 0 && 'order without exactly one payment link',
  ].filter(Boolean);

  console.info(
    `\nCheckout over HTTP on PostgreSQL${args['without-seat-notify'] ? ' (EXPERIMENT: no catalogue NOTIFY on seat changes)' : ''}, ${connections} keep-alive clients, ${measured.length} attempts (+${sampleCount} sampled in process)`,
  );
  console.info(`  answers: ${JSON.stringify(Object.fromEntries(outcomes))}`);
  console.info(
    `  orders/s: ${rate.toFixed(0)} (target ≥ ${TARGET_ORDERS_PER_SECOND}); server CPU per attempt ${(checkoutCpuUs / 1000).toFixed(2)} ms (≈ ${(1e6 / checkoutCpuUs).toFixed(0)}/s per core)`,
  );
  console.info(
    `  reference GET /api/health: ${referenceRate.toFixed(0)} req/s, server CPU ${(referenceCpuUs / 1000).toFixed(2)} ms per answer; ratio checkout/reference ${(rate / referenceRate).toFixed(3)}`,
  );
  console.info(`  queries per checkout (sample, in process): ${queriesPerCheckout.toFixed(1)}`);
  console.info(`  ${loadBefore} before, ${loadAfter} after`);
  console.info(`  invariants: ${JSON.stringify(checks)}`);
  console.info(`  broken invariants: ${broken.length === 0 ? 'none' : broken.join(', ')}`);
  process.exitCode = broken.length === 0 && rate >= TARGET_ORDERS_PER_SECOND ? 0 : 1;
} finally {
  await database.close();
  await smtp.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
