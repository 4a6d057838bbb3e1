/**
 * Outbox latency (ADR 0017): how long from the commit of a transaction that published an event to the start of its
 * delivery, on the embedded PGlite and on a PostgreSQL server, through the app's own pg-boss set-up.
 *
 *   node --conditions=@scola/source --import tsx bench/outbox.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *
 * Publishes `--events` events one after another (each in its own transaction, `--gap` ms apart, so each is a lone
 * event woken by NOTIFY), then a burst of `--burst` events committed at once, and prints p50/p95/max of the time from
 * the commit (the transaction's promise resolving) to the handler's start, plus when the burst was all delivered. PGlite runs in memory; PostgreSQL in a throw-away
 * database on the given server (skipped when none answers).
 * Options: --events <n> (50), --gap <ms> (30), --burst <n> (200).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createOutbox } from '../apps/api/src/modules/jobs';
import { createBoss } from '../apps/api/src/plugins/jobs';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    events: { type: 'string', default: '50' },
    gap: { type: 'string', default: '30' },
    burst: { type: 'string', default: '200' },
  },
});
const serverUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const eventCount = Number(args.events);
const gapMs = Number(args.gap);
const burstCount = Number(args.burst);

const topics = { 'bench.event': z.object({ n: z.number() }) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;
}

async function measure(label: string, handle: DatabaseHandle) {
  await runMigrations(handle);
  const boss = createBoss(handle);
  boss.on('error', (error) => console.error(`${label}: job queue error`, error));
  const outbox = createOutbox({
    boss,
    topics,
    db: handle.db,
    log: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const committedAt = new Map<string, number>();
  const deliveredAt = new Map<string, number>();
  outbox.consume('bench.event', 'timer', ({ key }) => {
    deliveredAt.set(key, performance.now());
    return Promise.resolve();
  });
  const started = performance.now();
  await outbox.start();
  const startMs = performance.now() - started;

  const publish = async (key: string) => {
    await handle.db.transaction((tx) => outbox.publish(tx, 'bench.event', { n: 0 }, { key }));
    committedAt.set(key, performance.now());
  };
  const latencies = (prefix: string) =>
    [...committedAt]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, at]) => (deliveredAt.get(key) ?? NaN) - at);

  await publish('warm-up');
  await outbox.whenIdle(30_000);
  for (let i = 0; i < eventCount; i += 1) {
    await publish(`lone-${i}`);
    await sleep(gapMs);
  }
  await outbox.whenIdle(60_000);

  const burstStart = performance.now();
  await Promise.all(Array.from({ length: burstCount }, (_, i) => publish(`burst-${i}`)));
  while (deliveredAt.size < committedAt.size) await sleep(5);
  const drainMs = performance.now() - burstStart;

  console.info(`${label}: queue start ${startMs.toFixed(0)} ms`);
  console.info(
    `${label}: lone event, commit → delivery: ${summary(latencies('lone-'))} (${eventCount} events)`,
  );
  console.info(
    `${label}: burst of ${burstCount}, commit → delivery: ${summary(latencies('burst-'))}; all delivered ${drainMs.toFixed(0)} ms after the first publish`,
  );
  await outbox.stop();
}

async function main() {
  const lite = await openPglite();
  try {
    await measure('PGlite', lite);
  } finally {
    await lite.close();
  }

  const name = `scola_bench_outbox_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.info(`PostgreSQL: skipped (${(error as Error).message})`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openPostgres(url.toString());
  try {
    await measure('PostgreSQL', server);
  } finally {
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
