/**
 * Real-time fan-out benchmark (DESIGN §8, ADR 0015, 0045): one class room watched by `--sockets` socket.io clients.
 *
 *   npm run bench:realtime [-- --database-url <server url>] [-- --redis-url redis://127.0.0.1:6379]
 *
 * Builds the app in process (PGlite in memory by default; with `--database-url`, or `TEST_DATABASE_URL` /
 * `DATABASE_URL`, a throw-away database on that PostgreSQL server; with `--redis-url` or `REDIS_URL`, two instances
 * sharing rooms through Redis, half of the sockets on each and every announcement made on the first), creates a
 * class with one enrolled student and opens the sockets as that student from worker threads, each watching the room.
 * Then, timing every arrival on every socket from the moment the announcement was asked for:
 *  1. fan-out latency of lone announcements (`app.realtime.toClass`: the sequence number's upsert, then the
 *     broadcast), interleaved with the reference, a bare socket.io broadcast to the same room without the upsert;
 *  2. sustained announcements per second: rising rates for `--step-seconds` each, until the p99 exceeds the target
 *     or an announcement does not reach every socket.
 * Options: --sockets <n> (1000), --posts <n> (50), --gap <ms> (100), --rates <list> (10,20,40,80,160,320),
 * --step-seconds <n> (3), --workers <n> (2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { classRoom } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { runMigrations } from '../apps/api/src/db/migrate';
import { listenOnLoopback } from '../apps/api/src/test/realtime-client';
import { person, recordsKit } from '../apps/api/src/test/tutor-records-kit';
import { type Clients, latencies, ms, openDatabase, percentiles, startClients } from './realtime-kit';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    sockets: { type: 'string', default: '1000' },
    posts: { type: 'string', default: '50' },
    gap: { type: 'string', default: '100' },
    rates: { type: 'string', default: '10,20,40,80,160,320' },
    'step-seconds': { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
  },
});
const serverUrl = args['database-url'] ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = args['redis-url'] ?? process.env.REDIS_URL;
const socketCount = Number(args.sockets);
const postCount = Number(args.posts);
const gapMs = Number(args.gap);
const rates = (args.rates ?? '')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const stepMs = Number(args['step-seconds']) * 1000;
const workerCount = Math.max(1, Number(args.workers));
const TARGET_P99_MS = 100;
/** Reference broadcasts are numbered from here, far above the room's real sequence numbers. */
const REFERENCE_BASE = 1_000_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const epochMs = () => performance.timeOrigin + performance.now();

const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-realtime-'));
const database = await openDatabase(serverUrl);
const apps: FastifyInstance[] = [];
const clients: Clients[] = [];
try {
  await runMigrations(database.handle);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'scola-bench-secret-0123456789abcdefghijklmnop',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const urls: string[] = [];
  for (let i = 0; i < (redisUrl ? 2 : 1); i += 1) {
    const app = await buildApp({ config, database: database.handle });
    apps.push(app);
    urls.push(await listenOnLoopback(app));
  }
  const [announcer] = apps as [FastifyInstance];
  const ctx = { app: announcer, database: database.handle, config, dataDir };
  const kit = await recordsKit(ctx);
  const classId = kit.ids.upcoming;
  const room = classRoom(classId);
  const student = await person(ctx, ['student']);
  await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);

  const connectStarted = performance.now();
  const perWorker = Math.ceil(socketCount / workerCount);
  const started = await Promise.all(
    Array.from({ length: workerCount }, (_, i) => {
      const instance = i % urls.length;
      const count = Math.min(perWorker, socketCount - i * perWorker);
      return startClients({ urls: [urls[instance] ?? ''], token: student.token, room, count }, instance);
    }),
  );
  clients.push(...started);
  const connectS = (performance.now() - connectStarted) / 1000;

  const starts = new Map<number, number>();
  const payload = { classId, area: 'discussions' as const, id: null };
  /** The server's own part of each lone announcement: from the call until the frames are in the sockets' buffers. */
  const serverMs: Record<'toClass' | 'reference', number[]> = { toClass: [], reference: [] };
  const announce = async () => {
    const at = epochMs();
    const seq = await announcer.realtime.toClass(classId, 'class.changed', payload);
    if (seq === null) throw new Error('the announcement failed');
    starts.set(seq, at);
    serverMs.toClass.push(epochMs() - at);
  };
  let referenceSeq = REFERENCE_BASE;
  const broadcast = () => {
    const seq = (referenceSeq += 1);
    const at = epochMs();
    starts.set(seq, at);
    announcer.realtime.io.to(room).emit('class.changed', { ...payload, room, seq });
    serverMs.reference.push(epochMs() - at);
  };
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');

  console.info(
    `Real-time fan-out: ${socketCount} sockets watching one class room (${workerCount} client worker threads on this ` +
      `machine), ${database.label}, ${redisUrl ? `two instances through Redis at ${redisUrl}` : 'one instance, no Redis'}.`,
  );
  console.info(
    'Announcer: app.realtime.toClass (what a discussion post, a file or a session change calls after its commit), timed from the call.',
  );
  console.info(
    `Connected and watching in ${connectS.toFixed(1)} s. Machine: ${cpus().length} cores, load average ${load()} (1/5/15 min).`,
  );

  // Warm-up (JIT, pools), not counted.
  for (let i = 0; i < 5; i += 1) {
    await announce();
    broadcast();
    await sleep(gapMs);
  }
  await sleep(300);
  await latencies(clients, new Map(), () => '');
  starts.clear();
  serverMs.toClass.length = 0;
  serverMs.reference.length = 0;

  // 1. Lone announcements, interleaved with the reference so that both see the same machine.
  for (let i = 0; i < postCount; i += 1) {
    await announce();
    await sleep(gapMs / 2);
    broadcast();
    await sleep(gapMs / 2);
  }
  await sleep(500);
  const lone = await latencies(
    clients,
    starts,
    (seq, instance) => `${seq > REFERENCE_BASE ? 1 : 0}|${instance}`,
  );
  console.info('');
  console.info(
    `1. Fan-out latency of one announcement to every socket (${postCount} of each, ${gapMs} ms apart)`,
  );
  console.info('');
  console.info('| announcement | sockets | p50 | p95 | p99 | max | arrivals | p99 ≤ 100 ms |');
  console.info('|---|---|---|---|---|---|---|---|');
  for (const key of [...lone.groups.keys()].sort()) {
    const [kind, instance] = key.split('|').map(Number) as [number, number];
    const sockets = clients.filter((c) => c.instance === instance).reduce((sum, c) => sum + c.count, 0);
    const label =
      (kind === 1 ? 'reference: bare socket.io broadcast' : 'toClass: sequence upsert + broadcast') +
      (urls.length === 1 ? '' : instance === 0 ? ' (same instance)' : ' (other instance, via Redis)');
    const p = percentiles(lone.groups.get(key) ?? []);
    const expected = postCount * sockets;
    const verdict = p.p99 <= TARGET_P99_MS && p.count === expected ? 'yes' : 'NO';
    console.info(
      `| ${label} | ${sockets} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} | ` +
        `${p.count}/${expected} | ${verdict} |`,
    );
  }
  const server = (samples: number[]) => {
    const p = percentiles(samples);
    return `p50 ${ms(p.p50)}, p99 ${ms(p.p99)}`;
  };
  console.info('');
  console.info(
    `Server's part (call until written to the sockets): toClass ${server(serverMs.toClass)}; ` +
      `bare broadcast ${server(serverMs.reference)}. The rest is the network stack and the clients.` +
      (redisUrl
        ? ' With Redis the adapter writes to the sockets once Redis acknowledged the publish, after this.'
        : ''),
  );
  starts.clear();

  // 2. Sustained rate: announcements on a fixed schedule, not waiting for each other.
  console.info('');
  console.info(
    `2. Sustained announcements (toClass on one instance, ${stepMs / 1000} s per rate, every socket must hear all)`,
  );
  console.info('');
  console.info('| asked /s | made /s | p50 | p99 | max | delivered | sustained |');
  console.info('|---|---|---|---|---|---|---|');
  // Two figures: the highest rate within the latency target, and the highest every socket still heard in full
  // while the announcer kept its schedule (the throughput, whatever the latency).
  let withinTarget = 0;
  let delivered = 0;
  for (const rate of rates) {
    const intervalMs = 1000 / rate;
    const pending: Promise<void>[] = [];
    const begin = performance.now();
    for (let k = 0; performance.now() - begin < stepMs; k += 1) {
      pending.push(announce());
      await sleep(Math.max(0, begin + (k + 1) * intervalMs - performance.now()));
    }
    await Promise.all(pending);
    const madePerS = pending.length / ((performance.now() - begin) / 1000);
    const expected = pending.length * socketCount;
    const samples: number[] = [];
    const drainUntil = performance.now() + 5000;
    while (samples.length < expected && performance.now() < drainUntil) {
      await sleep(200);
      const { groups } = await latencies(clients, starts, () => 'all');
      // A loop, not a spread: at high rates a drain holds more samples than a call's arguments may.
      for (const sample of groups.get('all') ?? []) samples.push(sample);
    }
    starts.clear();
    const p = percentiles(samples);
    const complete = samples.length === expected && madePerS >= 0.9 * rate;
    if (complete) delivered = madePerS;
    if (complete && p.p99 <= TARGET_P99_MS) withinTarget = madePerS;
    console.info(
      `| ${rate} | ${madePerS.toFixed(0)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(p.max)} | ` +
        `${((100 * samples.length) / expected).toFixed(1)} % | ${complete && p.p99 <= TARGET_P99_MS ? 'yes' : 'NO'} |`,
    );
    if (!complete) break;
  }
  const perS = (rate: number) =>
    `${rate.toFixed(0)} announcements/s (${((rate * socketCount) / 1000).toFixed(1)} k deliveries/s)`;
  console.info('');
  console.info(
    `One instance sustains ${perS(withinTarget)} to ${socketCount} sockets with p99 ≤ ${TARGET_P99_MS} ms, and ` +
      `delivers ${perS(delivered)} in full whatever the latency. The clients share the cores: a lower bound.`,
  );
  console.info(`Load average at the end: ${load()}.`);
} finally {
  for (const { worker } of clients) await worker.terminate();
  for (const app of apps) await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
