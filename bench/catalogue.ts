/**
 * Catalogue read benchmark (DESIGN.md §8: list and search at ≥ 40 % of a bare Fastify JSON route, p99 ≤ 10 ms at 50
 * connections, 100 000 classes on PostgreSQL).
 *
 *   npm run seed:scale -- --classes 100000 --database-url postgres://postgres@127.0.0.1:5432/scola_bench
 *   npm run bench:catalogue -- --database-url postgres://postgres@127.0.0.1:5432/scola_bench
 *
 * Starts `bench/catalogue-server.ts` as a child process (the bare route, the app with its cache, the app without),
 * then runs autocannon from this process. Because the machines are shared and their load changes from one second to
 * the next, each row is measured in slices alternating with the bare route (bare, row, bare, row, …, after a
 * warm-up): its ratio compares the two over the same seconds. Uncached rows, bound by the database, run in one piece. Requests carry no `accept-encoding` (answers go
 * uncompressed), except in the `br` row, which asks as browsers do. Each row also reports the server process's CPU
 * time per answer (user + system, from /proc) next to the bare route's over the same slices: on a busy shared machine
 * that ratio moves far less than req/s, which also depends on how much CPU the server gets at all.
 * Options: --duration <s> (10, per row, split into slices), --slices <n> (5), --warmup <s> (3), --connections <n>
 * (50), --only <id,…> (list, filtered, search, typo, br, mix, cold), --no-uncached, --cpu-prof (profiles the servers
 * into ./bench-profiles), --cold (runs only the cold mode, see `coldMode`; --rounds <n> (3) passes over the queries, --classes <n> the catalogue's size, which
 * picks the target: the API's total stops at 10 000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { coldMode } from './catalogue-cold';
import { report, type Row, type Server } from './catalogue-report';
import { coldPaths, mixPaths, scenarios } from './catalogue-scenarios';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    slices: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'no-uncached': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    classes: { type: 'string' },
  },
});
const databaseUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scola_bench';
const slices = Math.max(1, Number(args.slices));
const sliceSeconds = Math.max(1, Math.round(Number(args.duration) / slices));
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const only = args.only?.split(',');

async function startServers(): Promise<{ child: ChildProcess; ports: Record<Server, string> }> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@scola/source',
      '--import',
      'tsx',
      ...(args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : []),
      'bench/catalogue-server.ts',
    ],
    { env: { ...process.env, BENCH_DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
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

const run = (port: string, seconds: number, paths: () => string, headers: Record<string, string> = {}) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
  });

/** CPU time (µs) the server process has used so far; NaN where /proc is unavailable (not Linux). */
function serverCpuUs(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 1/100 s (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Runs `load` and answers its result with the server CPU time it cost. */
async function withCpu(child: ChildProcess, load: () => Promise<autocannon.Result>) {
  const before = serverCpuUs(child);
  const result = await load();
  return { result, cpu: serverCpuUs(child) - before };
}

const perAnswer = (runs: { result: autocannon.Result; cpu: number }[]) =>
  runs.reduce((sum, item) => sum + item.cpu, 0) /
  Math.max(
    1,
    runs.reduce((sum, item) => sum + item.result.requests.total, 0),
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

async function measure(
  child: ChildProcess,
  ports: Record<Server, string>,
  row: {
    name: string;
    server: Server;
    paths: () => string;
    headers?: Record<string, string>;
    scored?: boolean;
  },
): Promise<Row> {
  const port = ports[row.server];
  if (warmup > 0) await run(port, warmup, row.paths, row.headers);
  const bare: { result: autocannon.Result; cpu: number }[] = [];
  const runs: { result: autocannon.Result; cpu: number }[] = [];
  if (row.server === 'uncached') {
    // Database-bound: answers take seconds, so slices of a second or two would see none; the database also keeps
    // working after each slice, which would starve the bare route's next slice. One run, no bare comparison.
    runs.push(await withCpu(child, () => run(port, slices * sliceSeconds, row.paths, row.headers)));
  } else {
    for (let slice = 0; slice < slices; slice += 1) {
      bare.push(await withCpu(child, () => run(ports.bare, sliceSeconds, () => '/hello')));
      runs.push(await withCpu(child, () => run(port, sliceSeconds, row.paths, row.headers)));
    }
  }
  const results = runs.map((item) => item.result);
  const measured: Row = {
    name: row.name,
    server: row.server,
    rps: mean(results.map((result) => result.requests.average)),
    bareRps: bare.length > 0 ? mean(bare.map((item) => item.result.requests.average)) : Number.NaN,
    p50: median(results.map((result) => result.latency.p50)),
    p99: median(results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    scored: row.scored ?? false,
    cpuUs: perAnswer(runs),
    bareCpuUs: bare.length > 0 ? perAnswer(bare) : Number.NaN,
  };
  console.info(
    `  ${row.server.padEnd(8)} ${row.name.padEnd(38)} ${measured.rps.toFixed(0).padStart(7)} req/s (bare ${Number.isNaN(measured.bareRps) ? '–' : measured.bareRps.toFixed(0)})  p50 ${measured.p50} ms  p99 ${measured.p99} ms  CPU ${measured.cpuUs.toFixed(0)} µs/answer${measured.errors ? `  ERRORS ${measured.errors}` : ''}`,
  );
  return measured;
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Every fixed scenario answers 200 with 20 cards, and the same JSON with and without the cache. */
async function checkAnswers(ports: Record<Server, string>) {
  const first = (await json(`http://127.0.0.1:${ports.uncached}/api/kelas?pageSize=1`)) as {
    meta: { total: number; totalIsEstimate?: boolean };
  };
  // Past 10 000 matches the API answers "at least 10 000" (ADR 0063).
  console.info(`catalogue: ${first.meta.total}${first.meta.totalIsEstimate ? '+' : ''} public classes`);
  if (!first.meta.totalIsEstimate)
    console.warn('few classes: run `npm run seed:scale -- --classes 100000` first');
  for (const scenario of scenarios) {
    // One after the other: an uncached search takes the database most of a second.
    const cached = await json(`http://127.0.0.1:${ports.cached}${scenario.path}`);
    const uncached = await json(`http://127.0.0.1:${ports.uncached}${scenario.path}`);
    const cards = (cached as { data: unknown[] }).data.length;
    if (cards !== 20) throw new Error(`${scenario.path} answered ${cards} cards, not 20`);
    if (JSON.stringify(cached) !== JSON.stringify(uncached))
      throw new Error(`${scenario.path}: cached ≠ uncached`);
  }
}

/** Requests every path once, a few at a time. */
async function prime(port: string, paths: string[]) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await json(`http://127.0.0.1:${port}${path}`);
      }
    }),
  );
}

const cycle = (paths: string[]) => {
  let index = 0;
  return () => paths[index++ % paths.length] ?? '/';
};

const wanted = (id: string) => !only || only.includes(id);

async function main() {
  const { child, ports } = await startServers();
  if (args.cold) {
    try {
      await coldMode({
        uncachedPort: ports.uncached,
        rounds: Number(args.rounds),
        classes: args.classes === undefined ? undefined : Number(args.classes),
        connections,
        seconds: slices * sliceSeconds,
        json,
        load: (paths) => withCpu(child, () => run(ports.uncached, slices * sliceSeconds, cycle(paths))),
      });
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    return;
  }
  const rows: Row[] = [];
  try {
    await checkAnswers(ports);
    console.info(
      `autocannon: ${connections} connections; per row ${warmup} s warm-up, then ${slices} × ${sliceSeconds} s alternating with the bare route; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}`,
    );
    rows.push(
      await measure(child, ports, { name: 'bare Fastify JSON route', server: 'bare', paths: () => '/hello' }),
    );
    rows.push(
      await measure(child, ports, {
        name: 'bare Fastify, same 20-card bytes',
        server: 'bare',
        paths: () => '/twenty-cards',
      }),
    );
    const mix = mixPaths();
    for (const server of args['no-uncached'] ? (['cached'] as const) : (['cached', 'uncached'] as const)) {
      for (const scenario of scenarios.filter((item) => wanted(item.id))) {
        const scored = server === 'cached' && scenario.scored;
        rows.push(await measure(child, ports, { ...scenario, scored, server, paths: () => scenario.path }));
      }
      if (wanted('mix')) {
        // The hot set is loaded once first: a cold start of all its queries at 50 connections keeps the database
        // busy for a minute (the `cold` row shows that behaviour).
        if (server === 'cached') await prime(ports.cached, mix);
        rows.push(
          await measure(child, ports, {
            name: `mix (${mix.length} distinct queries)`,
            server,
            paths: cycle(mix),
          }),
        );
      }
      if (wanted('cold'))
        rows.push(
          await measure(child, ports, { name: 'cold (every query new)', server, paths: coldPaths() }),
        );
    }
    console.info(`cache: ${JSON.stringify(await json(`http://127.0.0.1:${ports.bare}/stats`))}`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  report(rows);
}

await main();
