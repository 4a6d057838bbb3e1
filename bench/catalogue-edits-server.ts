/**
 * The servers `bench/catalogue-edits.ts` measures, in one child process (the load generator runs in the parent):
 * - `bare`: a bare Fastify `GET /hello` (the reference);
 * - `rows`: the real app on PostgreSQL with the catalogue cache as shipped (row-by-row eviction, ADR 0062);
 * - `flush`: the same app whose cache treats every row change as a change of the whole table — what the cache did
 *   before ADR 0062 (ADR 0008). Patched here, in the bench only: the product has no such switch.
 * Each cache counts its HTTP-layer lookups (answered from stored JSON or not): `GET /stats` on the bare server
 * answers both caches' figures. Ports on stdout as `BENCH_PORTS <json>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openPostgres, type PostgresHandle } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-edits-'));
const smtp = await startSmtpSink();

interface Served {
  app: FastifyInstance;
  database: PostgresHandle;
  lookups: { hits: number; misses: number };
}

async function realApp(): Promise<Served> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    PAYMENT_PROVIDER: 'simulator',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('base64'),
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    SMTP_URL: smtp.url,
    // Only edits should evict here: the safety expiry (60 s by default) would drop the primed answers while the
    // slices of the other cache run.
    CATALOGUE_CACHE_TTL_SECONDS: '3600',
  });
  const database = await openPostgres(databaseUrl ?? '');
  await runMigrations(database);
  const app = await buildApp({ config, database });
  const cache = app.catalogueCache;
  const lookups = { hits: 0, misses: 0 };
  const serializedAnswer = cache.serializedAnswer.bind(cache);
  cache.serializedAnswer = (namespace, url) => {
    const entry = serializedAnswer(namespace, url);
    if (entry) lookups.hits += 1;
    else lookups.misses += 1;
    return entry;
  };
  return { app, database, lookups };
}

const rows = await realApp();
const flush = await realApp();
// Before ADR 0062: a row change of classes or sessions cleared everything those tables feed.
flush.app.catalogueCache.rowsChanged = (change) =>
  flush.app.catalogueCache.tableChanged(change.kind === 'classes' ? 'live_classes' : 'class_sessions');

const bare = Fastify();
bare.get('/hello', () => ({ hello: 'world' }));
bare.get('/stats', () => ({
  rows: { ...rows.app.catalogueCache.stats(), lookups: rows.lookups },
  flush: { ...flush.app.catalogueCache.stats(), lookups: flush.lookups },
}));

const listen = (app: FastifyInstance) =>
  app.listen({ host: '127.0.0.1', port: 0 }).then((url) => new URL(url).port);
const ports = { bare: await listen(bare), rows: await listen(rows.app), flush: await listen(flush.app) };
process.stdout.write(`BENCH_PORTS ${JSON.stringify(ports)}\n`);

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await bare.close();
  for (const { app, database } of [rows, flush]) {
    await app.close();
    await database.close();
  }
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
