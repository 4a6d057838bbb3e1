/**
 * Catalogue cache under edits (issue 16, ADR 0062): the cached mix of `bench/catalogue.ts` (190 distinct list, filter
 * and search queries) at 50 connections while a writer edits one random public class per second (its price, its
 * title, or one of its sessions, in turn). Target: hit rate ≥ 90 %, ≥ 40 % of the bare route's req/s in the same
 * seconds, p99 ≤ 10 ms (DESIGN.md §8, on a quiet machine).
 *
 *   npm run seed:scale -- --classes 100000 --database-url postgres://postgres@127.0.0.1:5432/scola_bench
 *   npm run bench:catalogue-edits -- --database-url postgres://postgres@127.0.0.1:5432/scola_bench
 *
 * Two apps run side by side on the same database (bench/catalogue-edits-server.ts): `rows`, the cache as shipped,
 * evicting only the answers a changed class can affect; `flush`, the same cache clearing whatever the changed table
 * feeds (the behaviour before ADR 0062). Each cache is measured in slices alternating with the bare route (bare,
 * rows, bare, rows, …, then bare, flush, …) while the writer runs throughout, so each is compared with the bare route
 * over the same seconds. Hit rate = requests answered from the stored JSON (the HTTP layer) ÷
 * requests. Also printed: the server's CPU time per answer, the time the cache spent finding what a change evicts,
 * and the load average (the machine is shared).
 * Options: --duration <s> (40 per server, split into slices), --slices <n> (4), --connections <n> (50),
 * --edits-per-second <n> (1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { mixPaths } from './catalogue-scenarios';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '40' },
    slices: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    'edits-per-second': { type: 'string', default: '1' },
  },
});
const databaseUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scola_bench';
const slices = Math.max(1, Number(args.slices));
const sliceSeconds = Math.max(1, Math.round(Number(args.duration) / slices));
const connections = Number(args.connections);
const editsPerSecond = Number(args['edits-per-second']);
const TARGET = { hitRate: 0.9, ratio: 0.4, p99: 10 };

type Server = 'bare' | 'rows' | 'flush';
interface CacheFigures {
  lookups: { hits: number; misses: number };
  rowChanges: number;
  rowEvictions: number;
  rowEvictionMs: number;
  invalidations: number;
}

async function startServers(): Promise<{ child: ChildProcess; ports: Record<Server, string> }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@scola/source', '--import', 'tsx', 'bench/catalogue-edits-server.ts'],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ports = new Promise<Record<Server, string>>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('BENCH_PORTS ')) resolve(JSON.parse(line.slice(12)) as Record<Server, string>);
      else console.warn(`server: ${line}`);
    });
    child.once('exit', () => reject(new Error('the bench server exited')));
  });
  return { child, ports: await ports };
}

/** CPU time (µs) the server process has used so far; NaN where /proc is unavailable. */
function serverCpuUs(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

const cycle = (paths: string[]) => {
  let index = 0;
  return () => paths[index++ % paths.length] ?? '/';
};

const run = (port: string, seconds: number, paths: () => string) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
  });

async function stats(ports: Record<Server, string>): Promise<Record<'rows' | 'flush', CacheFigures>> {
  const response = await fetch(`http://127.0.0.1:${ports.bare}/stats`);
  return (await response.json()) as Record<'rows' | 'flush', CacheFigures>;
}

/**
 * Edits one random public class per tick, in turn its price (+1 000 rupiah), its title (a suffix toggled) or the
 * title of its first session: what tutors do all day. Answers a stop function and the count of edits made.
 */
async function startWriter() {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'scola-bench-edits-writer',
  });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `select id from live_classes where status = 'published' order by random() limit 5000`,
  );
  const ids = rows.map((row) => row.id);
  const edits = [
    `update live_classes set price = price + 1000 where id = $1`,
    `update live_classes set title = case when title like '% (baru)' then left(title, -7) else title || ' (baru)' end
       where id = $1`,
    `update class_sessions set title = case when title like '% (baru)' then left(title, -7) else title || ' (baru)' end
       where class_id = $1 and position = 1`,
  ];
  let count = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const id = ids[Math.floor(Math.random() * ids.length)];
    const edit = edits[count % edits.length] ?? '';
    count += 1;
    client.query(edit, [id]).catch(() => (failed += 1));
  }, 1000 / editsPerSecond);
  return {
    counts: () => ({ count, failed }),
    async stop() {
      clearInterval(timer);
      await client.end();
    },
  };
}

/** Requests every path once, a few at a time. */
async function prime(port: string, paths: string[]) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
}

interface Totals {
  requests: number;
  seconds: number;
  p99: number[];
  cpuUs: number;
  errors: number;
  hits: number;
  lookups: number;
}

const empty = (): Totals => ({ requests: 0, seconds: 0, p99: [], cpuUs: 0, errors: 0, hits: 0, lookups: 0 });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const { child, ports } = await startServers();
  const mix = mixPaths();
  // The bare route measured between the slices of each cache.
  const totals: Record<Server | 'bareFlush', Totals> = {
    bare: empty(),
    rows: empty(),
    flush: empty(),
    bareFlush: empty(),
  };
  const loads: number[][] = [loadavg()];
  let writer: Awaited<ReturnType<typeof startWriter>> | undefined;
  let before: Awaited<ReturnType<typeof stats>> | undefined;
  let after: Awaited<ReturnType<typeof stats>> | undefined;
  try {
    console.info(`priming both caches with the ${mix.length} queries of the mix…`);
    await prime(ports.rows, mix);
    await prime(ports.flush, mix);
    writer = await startWriter();
    before = await stats(ports);
    console.info(
      `autocannon: ${connections} connections, ${slices} × ${sliceSeconds} s per cache, each alternating with the bare route; writer ${editsPerSecond} edit/s; ${cpus().length} CPUs, Node ${process.version}`,
    );
    // One cache after the other (each alternating with the bare route): the cold loads a flush causes keep the
    // database busy for seconds, which must not land in the other cache's slices.
    for (const server of ['rows', 'flush'] as const) {
      for (let slice = 0; slice < slices; slice += 1) {
        for (const target of ['bare', server] as const) {
          const figures = target === 'bare' ? undefined : (await stats(ports))[target].lookups;
          const cpu = serverCpuUs(child);
          const result = await run(
            ports[target],
            sliceSeconds,
            target === 'bare' ? () => '/hello' : cycle(mix),
          );
          const total = totals[target === 'bare' ? (server === 'rows' ? 'bare' : 'bareFlush') : target];
          total.cpuUs += serverCpuUs(child) - cpu;
          total.requests += result.requests.total;
          total.seconds += result.duration;
          total.p99.push(result.latency.p99);
          total.errors += result.errors + result.timeouts + result.non2xx;
          if (figures && target !== 'bare') {
            const now = (await stats(ports))[target].lookups;
            total.hits += now.hits - figures.hits;
            total.lookups += now.hits + now.misses - figures.hits - figures.misses;
          }
          console.info(
            `  slice ${slice + 1} ${target.padEnd(5)} ${(result.requests.total / result.duration).toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms  load ${loadavg()[0]?.toFixed(1)}`,
          );
        }
        loads.push(loadavg());
      }
    }
    after = await stats(ports);
  } finally {
    await writer?.stop();
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  report(totals, before, after, writer?.counts(), loads);
}

function report(
  totals: Record<Server | 'bareFlush', Totals>,
  before: Awaited<ReturnType<typeof stats>> | undefined,
  after: Awaited<ReturnType<typeof stats>> | undefined,
  edits: { count: number; failed: number } | undefined,
  loads: number[][],
) {
  const rps = (server: Server | 'bareFlush') => totals[server].requests / Math.max(1, totals[server].seconds);
  console.info(
    '\n| cache | req/s | bare req/s (same seconds) | vs bare | p99 ms (median of slices) | hit rate | CPU µs/answer (bare) | evicted per edit | µs to find them | targets |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const server of ['rows', 'flush'] as const) {
    const total = totals[server];
    const bare = totals[server === 'rows' ? 'bare' : 'bareFlush'];
    const bareRps = rps(server === 'rows' ? 'bare' : 'bareFlush');
    const ratio = rps(server) / bareRps;
    const hitRate = total.hits / Math.max(1, total.lookups);
    const p99 = median(total.p99);
    const met = hitRate >= TARGET.hitRate && ratio >= TARGET.ratio && p99 <= TARGET.p99;
    const change = before && after ? changeFigures(before[server], after[server]) : undefined;
    console.info(
      `| ${server === 'rows' ? 'row by row (ADR 0062)' : 'table-wide flush (before)'} | ${rps(server).toFixed(0)} | ${bareRps.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | ${p99} | ${(hitRate * 100).toFixed(1)} % | ${(total.cpuUs / Math.max(1, total.requests)).toFixed(0)} (${(bare.cpuUs / Math.max(1, bare.requests)).toFixed(0)}) | ${change?.evicted ?? '–'} | ${change?.findUs ?? '–'} | ${met ? 'met' : 'NOT met'}${total.errors ? ` (${total.errors} errors)` : ''} |`,
    );
  }
  console.info(
    `\nedits: ${edits?.count ?? 0} (${edits?.failed ?? 0} failed); load average (1 min) per round: ${loads.map((load) => load[0]?.toFixed(1)).join(', ')} on ${cpus().length} CPUs`,
  );
  console.info(
    `targets: hit rate ≥ ${TARGET.hitRate * 100} %, ≥ ${TARGET.ratio * 100} % of bare, p99 ≤ ${TARGET.p99} ms`,
  );
}

/** Per row change over the run: answers evicted and the time spent finding them (the row-by-row cache only). */
function changeFigures(start: CacheFigures, end: CacheFigures) {
  const changes = end.rowChanges - start.rowChanges;
  if (changes === 0) return undefined;
  return {
    evicted: ((end.rowEvictions - start.rowEvictions) / changes).toFixed(1),
    findUs: (((end.rowEvictionMs - start.rowEvictionMs) * 1000) / changes).toFixed(0),
  };
}

await main();
