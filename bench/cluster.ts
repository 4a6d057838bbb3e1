/**
 * Several stateless instances (issue 16, ADR 0064): `npm run bench:cluster`.
 *
 *   node --conditions=@scola/source --import tsx bench/cluster.ts \
 *     --database-url postgres://postgres@127.0.0.1:5432/postgres --redis-url redis://127.0.0.1:6379
 *
 * Creates a throw-away database, starts two API instances as production runs them (`apps/api/src/server.ts`, each
 * its own process; A migrates and loads the demo data first, then B starts on the same database and Redis) and a
 * small local load balancer (`bench/balancer.ts`: round robin, WebSocket upgrades passed through), then checks and
 * prints PASS/FAIL for each:
 * 1. catalogue reads scale: req/s of the first page of classes through a balancer in front of A only and through
 *    the balancer in front of A and B (same proxy cost in both), with the servers' CPU time per answer;
 * 2. a session signed in on A works on B (and its refresh on B works on A);
 * 3. a rate limit counts across both (sign-in attempts from one address alternating between A and B);
 * 4. a socket on B (and one through the balancer) receives the event caused by a request on A;
 * 5. a catalogue change through A evicts B's cached answer (the next read on B is fresh).
 * Exits non-zero on any FAIL. Options: --seconds <n> (10 per catalogue run), --connections <n> (50),
 * --port <n> (4520: balancer of both; +1 balancer of A; +2, +3 the instances).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';
import { type Balancer, startBalancer } from './balancer';
import { call, connectReady, dataOf, freshAddress, nextEvent, signIn } from './cluster-http';
import { type Instance, loadLine, startInstance } from './instance';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4520' },
  },
});
const serverUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = args['redis-url'] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const basePort = Number(args.port);
const RATE_LIMIT = 6;
const CATALOGUE_PATH = '/api/kelas?page=1&pageSize=20';

const results: { check: string; pass: boolean; detail: string }[] = [];
function report(check: string, pass: boolean, detail: string) {
  results.push({ check, pass, detail });
  console.info(`${pass ? 'PASS' : 'FAIL'}  ${check}\n      ${detail}`);
}

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// ---- 1. catalogue reads through one instance and through two ----
async function catalogueScaling(one: Balancer, both: Balancer, a: Instance, b: Instance) {
  const load = async (balancer: Balancer) => {
    const cpu = [a.cpuUs(), b.cpuUs()];
    const result = await autocannon({
      url: `${balancer.url}${CATALOGUE_PATH}`,
      connections,
      duration: seconds,
    });
    const used = a.cpuUs() - (cpu[0] ?? 0) + (b.cpuUs() - (cpu[1] ?? 0));
    return { result, cpuUsPerAnswer: used / Math.max(1, result.requests.total) };
  };
  // Warm-up: both caches filled, code compiled.
  await autocannon({ url: `${both.url}${CATALOGUE_PATH}`, connections: 10, amount: 400 });
  const before = both.counts();
  const single = await load(one);
  const pair = await load(both);
  const spread = both.counts().map((count, i) => count - (before[i] ?? 0));
  const factor = pair.result.requests.average / single.result.requests.average;
  const failed = [single, pair].reduce((sum, run) => sum + run.result.errors + run.result.non2xx, 0);
  report(
    'catalogue reads scale behind the balancer',
    failed === 0 && spread.every((count) => count > 0),
    `one instance ${single.result.requests.average.toFixed(0)} req/s (p99 ${single.result.latency.p99} ms, ` +
      `${(single.cpuUsPerAnswer / 1000).toFixed(2)} ms server CPU per answer); two instances ` +
      `${pair.result.requests.average.toFixed(0)} req/s (p99 ${pair.result.latency.p99} ms, ` +
      `${(pair.cpuUsPerAnswer / 1000).toFixed(2)} ms per answer); scaling factor ${factor.toFixed(2)}; ` +
      `requests per instance ${spread.join(' / ')}; errors ${failed}; ${loadLine()}`,
  );
}

// ---- 2. a session across instances ----
async function sessionAcrossInstances(a: Instance, b: Instance) {
  const session = await signIn(a.url, 'siswa@scola.id');
  const onB = await call(b.url, 'GET', '/api/akun/info', { token: session.token });
  const refreshed = await call(b.url, 'POST', '/api/auth/scola/refresh', {
    body: { refreshToken: session.refreshToken },
  });
  const token = refreshed.status === 200 ? dataOf<{ token: string }>(refreshed).token : '';
  const backOnA = await call(a.url, 'GET', '/api/akun/info', { token });
  const email = (answer: { body: Record<string, unknown> }) =>
    dataOf<{ email?: string } | undefined>(answer)?.email;
  report(
    'a session signed in on A works on B',
    onB.status === 200 &&
      email(onB) === 'siswa@scola.id' &&
      refreshed.status === 200 &&
      backOnA.status === 200,
    `sign-in on A; /api/akun/info on B ${onB.status} (${email(onB) ?? '-'}); refresh on B ${refreshed.status}; ` +
      `the refreshed token on A ${backOnA.status}`,
  );
  return session.token;
}

// ---- 3. a rate limit counted across instances ----
async function rateLimitAcrossInstances(a: Instance, b: Instance) {
  const from = freshAddress();
  const answers: string[] = [];
  for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
    const instance = i % 2 === 0 ? a : b;
    // A new unknown e-mail each time: the sign-in lockout counts per e-mail and address (ADR 0013), the rate
    // limit per address.
    const body = { email: `tidak-ada-${randomBytes(4).toString('hex')}@contoh.test`, password: 'salah12345' };
    const answer = await call(instance.url, 'POST', '/api/auth/scola/signin', { body, from });
    const code = (answer.body.error as { code?: string } | undefined)?.code;
    answers.push(code ? `${answer.status} ${code}` : String(answer.status));
  }
  const refused = '429 RATE_LIMITED';
  report(
    `a rate limit (${RATE_LIMIT} a minute) counts across both instances`,
    answers.slice(RATE_LIMIT).every((answer) => answer === refused) &&
      answers.slice(0, RATE_LIMIT).every((answer) => answer.startsWith('401')),
    `sign-in attempts from one address alternating A, B: ${answers.join(', ')} (expected ${RATE_LIMIT} × 401, ` +
      `then 429 RATE_LIMITED on both; each instance saw only ${RATE_LIMIT / 2} of the first ${RATE_LIMIT})`,
  );
}

// ---- 4. a socket event across instances ----
async function socketAcrossInstances(a: Instance, b: Instance, both: Balancer, token: string) {
  const onB = await connectReady(b.url, token);
  const throughBalancer = await connectReady(both.url, token);
  try {
    const received = Promise.all([
      nextEvent(onB, 'account.updated'),
      nextEvent(throughBalancer, 'account.updated'),
    ]);
    const changed = await call(a.url, 'PATCH', '/api/akun/profil', {
      token,
      body: { name: `Siswa Demo ${randomInt(100, 999)}` },
    });
    const [msOnB, msThrough] = await received;
    report(
      'a socket on B receives the event caused by a request on A',
      changed.status === 200 && Number.isFinite(msOnB) && Number.isFinite(msThrough),
      `profile changed on A (${changed.status}); "account.updated" on B's socket ` +
        `${Number.isFinite(msOnB) ? `after ${msOnB.toFixed(1)} ms` : 'never (5 s)'}, on the socket through the ` +
        `balancer (WebSocket upgrade passed through) ${Number.isFinite(msThrough) ? `after ${msThrough.toFixed(1)} ms` : 'never'}`,
    );
  } finally {
    onB.close();
    throughBalancer.close();
  }
}

// ---- 5. a cache invalidation across instances ----
async function cacheAcrossInstances(a: Instance, b: Instance) {
  const tutor = await signIn(a.url, 'tutor@scola.id');
  const own = await call(a.url, 'GET', '/api/tutor/kelas?status=published', { token: tutor.token });
  const classId = dataOf<{ id: string }[]>(own)[0]?.id;
  if (!classId) throw new Error('the demo tutor has no published class');
  const titleOnB = async () =>
    dataOf<{ title: string }>(await call(b.url, 'GET', `/api/kelas/${classId}`)).title;
  const before = await titleOnB();
  await titleOnB(); // served from B's cache now
  const title = `Kelas diubah ${randomBytes(3).toString('hex')}`;
  const changed = await call(a.url, 'PATCH', `/api/tutor/kelas/${classId}`, {
    token: tutor.token,
    body: { title },
  });
  const started = performance.now();
  const first = await titleOnB();
  let latest = first;
  while (latest !== title && performance.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    latest = await titleOnB();
  }
  const waited = performance.now() - started;
  report(
    "a catalogue change through A evicts B's cached answer",
    changed.status === 200 && latest === title,
    `title "${before}" read twice on B (cached), changed on A (${changed.status}); the next read on B ` +
      (first === title
        ? 'was fresh'
        : latest === title
          ? `was stale, fresh after ${waited.toFixed(0)} ms (notification still on its way)`
          : 'still stale after 1 s'),
  );
}

const name = `scola_bench_cluster_${randomBytes(4).toString('hex')}`;
await adminQuery(`create database ${name}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
// One data folder for both, as a shared volume would be (demo files); production puts files on S3 (S3_*).
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-cluster-'));
const smtp = await startSmtpSink();
const env = {
  DATABASE_URL: databaseUrl.toString(),
  REDIS_URL: redisUrl,
  JWT_SECRET: randomBytes(32).toString('base64'),
  PAYMENT_PROVIDER: 'simulator',
  PAYMENT_SIMULATOR_SERVER_KEY: randomBytes(24).toString('base64'),
  TRUST_PROXY: 'true',
  SMTP_URL: smtp.url,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
};
const instances: Instance[] = [];
const balancers: Balancer[] = [];
try {
  console.info('Starting instance A (migrations, demo data), then B on the same database and Redis…');
  const a = await startInstance('A', basePort + 2, { ...env, SEED_DEMO_DATA: 'true' });
  instances.push(a);
  const b = await startInstance('B', basePort + 3, { ...env, SEED_DEMO_DATA: 'false' });
  instances.push(b);
  const both = await startBalancer(
    basePort,
    [a, b].map(({ port }) => ({ host: '127.0.0.1', port })),
  );
  const one = await startBalancer(basePort + 1, [{ host: '127.0.0.1', port: a.port }]);
  balancers.push(both, one);
  console.info(`Balancer ${both.url} → A ${a.url}, B ${b.url}; ${loadLine()}\n`);

  const token = await sessionAcrossInstances(a, b);
  await rateLimitAcrossInstances(a, b);
  await socketAcrossInstances(a, b, both, token);
  await cacheAcrossInstances(a, b);
  await catalogueScaling(one, both, a, b);
} catch (error) {
  report('the cluster ran', false, error instanceof Error ? error.message : String(error));
} finally {
  for (const balancer of balancers) await balancer.close();
  for (const instance of instances) await instance.stop();
  await smtp.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
const failed = results.filter((result) => !result.pass);
console.info(`\n${results.length - failed.length} PASS, ${failed.length} FAIL`);
process.exitCode = failed.length === 0 ? 0 : 1;
