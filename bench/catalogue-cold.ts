/**
 * The cold mode of `bench/catalogue.ts` (`--cold`, issue 16, ADR 0063): the catalogue read without its cache, one
 * request at a time (server time from the uncached app's `Server-Timing` header) and at 50 connections.
 */
import { loadavg } from 'node:os';
import type autocannon from 'autocannon';
import { isSearchPath, mixPaths } from './catalogue-scenarios';

export interface ColdOptions {
  /** Port of the app without its cache (answers carry `Server-Timing: app;dur=<ms>`). */
  uncachedPort: string;
  rounds: number;
  /** The catalogue's size, which picks the target (the API's total stops at 10 000); the list's total if unset. */
  classes: number | undefined;
  connections: number;
  seconds: number;
  json: (url: string) => Promise<unknown>;
  /** Cycles `paths` on the uncached app at `connections` connections for `seconds`; the server CPU it cost (µs). */
  load: (paths: string[]) => Promise<{ result: autocannon.Result; cpu: number }>;
}

/** The 1-minute load average, printed with every figure: the machine is shared. */
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The server time of one answer of the uncached app (its `Server-Timing: app;dur=<ms>` header). */
async function serverTime(port: string, path: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error(`${path}: no Server-Timing header`);
  return Number(match[1]);
}

/**
 * Cold mode (issue 16): the catalogue cache off. (1) The 190 realistic queries of `mixPaths`, one request at a time,
 * `rounds` times over: the server time of each answer (Server-Timing), p50/p99 of the list queries (filters, sorts,
 * pages: targets ≤ 30 ms at 100 000 classes, ≤ 60 ms at 1 000 000) and, apart, of the text searches. The first
 * round's answers are counted too: a cold path is what this measures. (2) The same queries cycled at `connections`
 * connections for `duration` seconds: answers/s (target ≥ 500 at 100 000) and server CPU per answer. Every figure
 * comes with the load average, since the machine is shared.
 */
export async function coldMode(options: ColdOptions) {
  const { uncachedPort, connections, seconds, json } = options;
  const first = (await json(`http://127.0.0.1:${uncachedPort}/api/kelas?pageSize=1`)) as {
    meta: { total: number; totalIsEstimate?: boolean };
  };
  const classes = options.classes ?? first.meta.total;
  const big = classes > 500_000;
  const target = big ? 60 : 30;
  const mix = mixPaths();
  const times = { list: [] as number[], search: [] as number[] };
  const slowest: { path: string; ms: number }[] = [];
  const rounds = Math.max(1, options.rounds);
  console.info(
    `cold mode: ${mix.length} queries × ${rounds} rounds, one at a time; ${classes} classes (list total ${first.meta.total}${first.meta.totalIsEstimate ? '+' : ''}); load average ${load()}`,
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const path of mix) {
      const ms = await serverTime(uncachedPort, path);
      (isSearchPath(path) ? times.search : times.list).push(ms);
      slowest.push({ path, ms });
    }
  }
  const loadAfterSerial = load();
  for (const [kind, values] of Object.entries(times)) {
    console.info(
      `  ${kind.padEnd(6)} ${String(values.length).padStart(4)} answers: server time p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms${kind === 'list' ? ` (target p99 ≤ ${target} ms: ${percentile(values, 99) <= target ? 'met' : 'NOT met'})` : " (search-core's)"}`,
    );
  }
  for (const search of [false, true]) {
    console.info(`  slowest ${search ? 'searches' : 'list queries'}:`);
    for (const item of slowest
      .filter((answer) => isSearchPath(answer.path) === search)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6))
      console.info(`    ${item.ms.toFixed(1).padStart(7)} ms  ${item.path}`);
  }
  console.info(`  load average after the serial pass: ${loadAfterSerial}`);
  // The concurrent mix is the list queries only: the searches (search-core's) are reported by the serial pass.
  const listOnly = mix.filter((path) => !isSearchPath(path));
  const loadBefore = load();
  const { result, cpu } = await options.load(listOnly);
  const answers = result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  const rate = answers / seconds;
  console.info(
    `  cold mix of the ${listOnly.length} list queries: ${connections} connections, ${seconds} s: ${rate.toFixed(0)} answers/s (target ≥ 500 at 100 000: ${rate >= 500 ? 'met' : 'NOT met'}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, server CPU ${(cpu / Math.max(1, answers)).toFixed(0)} µs/answer${errors ? `, ERRORS ${errors}` : ''}; load average ${loadBefore} → ${load()}`,
  );
}
