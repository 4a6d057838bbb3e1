/**
 * Catalogue search benchmark (issue 16, ADR 0059): server time of a search, cache off, one request at a time, at
 * 100 000 classes on PostgreSQL. Targets: list searches p99 ≤ 30 ms, search-box suggestions p99 ≤ 10 ms.
 *
 *   npm run seed:scale -- --classes 100000 --database-url postgres://postgres@127.0.0.1:5432/scola_bench_search
 *   npm run bench:search -- --database-url postgres://postgres@127.0.0.1:5432/scola_bench_search
 *
 * The app (`buildApp`, production mode, `CATALOGUE_CACHE_ENTRIES=0`) answers through `app.inject` in this process:
 * server time is the time from the request entering Fastify to the answer leaving it (database round trips
 * included, no socket). Every round asks every query once, in a shuffled order, each followed by the bare reference
 * route (`GET /hello` on a bare Fastify instance) so both see the same moments of a busy machine. Also printed: this
 * process's CPU time per answer (the database server's CPU is not included) and the load average.
 * Options: --rounds <n> (15), --warmup <n> (2 rounds, not measured).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openPostgres } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';
import { listQueries, type SearchQuery, suggestionQueries } from './search-queries';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
  },
});
const databaseUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scola_bench_search';
const rounds = Math.max(1, Number(args.rounds));
const warmupRounds = Math.max(0, Number(args.warmup));
const TARGETS: Record<string, number> = { list: 30, suggestions: 10 };

const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-search-'));
const smtp = await startSmtpSink();
const database = await openPostgres(databaseUrl);
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  PAYMENT_PROVIDER: 'simulator',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('base64'),
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  CATALOGUE_CACHE_ENTRIES: '0',
  SMTP_URL: smtp.url,
});
const app = await buildApp({ config, database });
const bare = Fastify();
bare.get('/hello', () => ({ hello: 'world' }));
await Promise.all([app.ready(), bare.ready()]);

const [classCount] = (
  await database.client.query<{ n: string }>(
    `select count(*) as n from live_classes where status = 'published'`,
  )
).rows;
const loadBefore = loadavg();

interface Sample {
  query: SearchQuery;
  ms: number;
}
const samples: Sample[] = [];
const bareMs: number[] = [];
let cpuMicros = 0;
const queries = [...listQueries, ...suggestionQueries];

async function timed(
  run: () => Promise<{ statusCode: number; body: string }>,
  label: string,
): Promise<number> {
  const start = performance.now();
  const response = await run();
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return ms;
}

for (let round = 0; round < warmupRounds + rounds; round++) {
  const measured = round >= warmupRounds;
  for (const query of shuffled(queries)) {
    const cpu = process.cpuUsage();
    const ms = await timed(() => app.inject({ method: 'GET', url: query.path }), query.path);
    const used = process.cpuUsage(cpu);
    const bareTime = await timed(() => bare.inject({ method: 'GET', url: '/hello' }), 'bare');
    if (!measured) continue;
    samples.push({ query, ms });
    bareMs.push(bareTime);
    cpuMicros += used.user + used.system;
  }
}
const loadAfter = loadavg();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const f = (ms: number) => ms.toFixed(1).padStart(7);

console.info(`Catalogue search, cache off, one request at a time: ${classCount?.n ?? '?'} published classes`);
console.info(
  `${rounds} rounds × ${queries.length} queries (+ ${warmupRounds} warm-up rounds); load average ${loadBefore.map((n) => n.toFixed(1)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(1)).join(' ')} after (2 cores)`,
);
console.info(
  `\n${'group'.padEnd(16)}${'n'.padStart(5)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}  target`,
);
const groups = [...new Set(queries.map((query) => query.group))];
const row = (name: string, values: number[], target?: number) => {
  const p99 = percentile(values, 99);
  const verdict = target === undefined ? '' : `p99 ≤ ${target} ms: ${p99 <= target ? 'met' : 'MISSED'}`;
  console.info(
    `${name.padEnd(16)}${String(values.length).padStart(5)}${f(percentile(values, 50))}${f(p99)}${f(Math.max(...values))}  ${verdict}`,
  );
};
for (const group of groups)
  row(
    group,
    samples.filter((s) => s.query.group === group).map((s) => s.ms),
  );
console.info('');
const listSamples = samples.filter((s) => s.query.group !== 'suggestions').map((s) => s.ms);
row('all list searches', listSamples, TARGETS.list);
row(
  'all suggestions',
  samples.filter((s) => s.query.group === 'suggestions').map((s) => s.ms),
  TARGETS.suggestions,
);
row('bare /hello', bareMs);
console.info(
  `\nCPU of this process per answer (Fastify, JSON, driver; not PostgreSQL): ${(cpuMicros / samples.length / 1000).toFixed(2)} ms`,
);

const slowest = new Map<string, number[]>();
for (const s of samples) slowest.set(s.query.path, [...(slowest.get(s.query.path) ?? []), s.ms]);
console.info('\nSlowest queries (median ms):');
for (const [path, values] of [...slowest]
  .sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50))
  .slice(0, 6)) {
  console.info(`${f(percentile(values, 50))}  ${decodeURIComponent(path)}`);
}

await app.close();
await bare.close();
await database.close();
await smtp.close();
rmSync(dataDir, { recursive: true, force: true });

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
