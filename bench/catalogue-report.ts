/** The Markdown table `bench/catalogue.ts` prints, and the verdict against DESIGN.md §8. */

const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 10;

/** Which server a row measures. */
export type Server = 'bare' | 'cached' | 'uncached';

export interface Row {
  name: string;
  server: Server;
  rps: number;
  /** Mean of the bare route's slices measured between this row's slices (NaN: not compared, uncached rows). */
  bareRps: number;
  /** Medians over the slices (autocannon's 1 ms resolution). */
  p50: number;
  p99: number;
  errors: number;
  scored: boolean;
  /**
   * Server CPU time per answer (µs, user + system, from /proc; NaN where unavailable) of the row, and of the bare
   * route's slices between the row's: unlike req/s, barely moved by whatever else the machine runs.
   */
  cpuUs: number;
  bareCpuUs: number;
}

export function report(rows: Row[]) {
  console.info(
    '\n| scenario | server | req/s | bare req/s (same seconds) | vs bare | p50 ms | p99 ms | server CPU µs/answer (bare) | bare CPU ÷ row CPU | target |',
  );
  console.info('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const ratio = row.rps / row.bareRps;
    const compared = !Number.isNaN(ratio);
    const verdict = row.scored ? (ratio >= TARGET_RATIO && row.p99 <= TARGET_P99_MS ? 'met' : 'NOT met') : '';
    const errors = row.errors ? ` (${row.errors} errors)` : '';
    const cpu = Number.isNaN(row.cpuUs) ? '–' : row.cpuUs.toFixed(1);
    const cpuCompared = !Number.isNaN(row.cpuUs) && !Number.isNaN(row.bareCpuUs);
    console.info(
      `| ${row.name} | ${row.server} | ${row.rps.toFixed(0)} | ${compared ? row.bareRps.toFixed(0) : '–'} | ${compared ? `${(ratio * 100).toFixed(0)} %` : '–'} | ${row.p50} | ${row.p99} | ${cpu}${cpuCompared ? ` (${row.bareCpuUs.toFixed(1)})` : ''} | ${cpuCompared ? `${((row.bareCpuUs / row.cpuUs) * 100).toFixed(0)} %` : '–'} | ${verdict}${errors} |`,
    );
  }
  const scored = rows.filter((row) => row.scored && row.server === 'cached');
  const met = scored.every((row) => row.rps / row.bareRps >= TARGET_RATIO && row.p99 <= TARGET_P99_MS);
  console.info(
    `\nDESIGN §8 catalogue targets (≥ 40 % of the bare route, p99 ≤ 10 ms): ${met ? 'met' : 'NOT met'}`,
  );
}
