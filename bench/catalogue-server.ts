/**
 * The servers `bench/catalogue.ts` measures, in one child process so the load generator does not share its thread:
 * - `bare`: a bare Fastify instance answering `GET /hello` with `{ "hello": "world" }` (the reference), and
 *   `GET /twenty-cards` with the bytes of the first page of classes (what the payload alone costs);
 * - `cached`: the real app (`buildApp`) on PostgreSQL with the catalogue cache as configured by default;
 * - `uncached`: the real app with `CATALOGUE_CACHE_ENTRIES=0`; its answers carry `Server-Timing: app;dur=<ms>`, the
 *   time from the request's arrival to the serialised answer (the cold mode of the bench reads it: server time,
 *   free of the load generator's own delays on a shared machine).
 * Each listens on its own port of 127.0.0.1; the ports are printed on stdout as `BENCH_PORTS <json>`. `GET /stats` on the
 * bare server answers the cached app's cache statistics (used between measurements, never measured).
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
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-catalogue-'));
// A server deployment must send e-mail (SMTP_URL); the catalogue sends none, a local sink receives any.
const smtp = await startSmtpSink();

async function realApp(cacheEntries: string): Promise<{ app: FastifyInstance; database: PostgresHandle }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    PAYMENT_PROVIDER: 'simulator',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('base64'),
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    CATALOGUE_CACHE_ENTRIES: cacheEntries,
    SMTP_URL: smtp.url,
  });
  const database = await openPostgres(databaseUrl ?? '');
  await runMigrations(database);
  return { app: await buildApp({ config, database }), database };
}

const cached = await realApp(process.env.BENCH_CACHE_ENTRIES ?? '5000');
const uncached = await realApp('0');
uncached.app.addHook('onSend', async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  return payload;
});
const bare = Fastify();
/** The first page of classes as the app answers it, for the "same bytes" reference. */
let twentyCards = Buffer.alloc(0);
bare.get('/hello', () => ({ hello: 'world' }));
bare.get('/twenty-cards', (_request, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(twentyCards),
);
bare.get('/stats', () => cached.app.catalogueCache.stats());

const listen = (app: FastifyInstance) =>
  app.listen({ host: '127.0.0.1', port: 0 }).then((url) => new URL(url).port);
const ports = {
  bare: await listen(bare),
  cached: await listen(cached.app),
  uncached: await listen(uncached.app),
};
const firstPage = await fetch(`http://127.0.0.1:${ports.uncached}/api/kelas?page=1&pageSize=20`);
twentyCards = Buffer.from(await firstPage.arrayBuffer());
process.stdout.write(`BENCH_PORTS ${JSON.stringify(ports)}\n`);

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await bare.close();
  for (const { app, database } of [cached, uncached]) {
    await app.close();
    await database.close();
  }
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
