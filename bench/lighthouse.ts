/**
 * Lighthouse (mobile) on the landing page, the class catalogue and a class page (DESIGN.md §8: performance ≥ 95
 * and accessibility ≥ 95). Starts the real server on the built app (production mode, embedded database in a
 * temporary directory, demo catalogue), runs Lighthouse's default mobile profile (emulated phone, simulated slow
 * 4G and 4× CPU slowdown) against each page in Debian's Chromium, and prints the scores and the failed
 * accessibility audits. Run `npm run build` first; then `npm run bench:lighthouse`.
 * Environment: BENCH_PORT (default 3181), CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 1:
 * with more, the run with the median performance score is printed, and the lowest accessibility score).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGET = 95;
const port = Number(process.env.BENCH_PORT ?? 3181);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scola-lighthouse-'));

const server = spawn('npm', ['start'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
  detached: true,
});

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

/** The first published class of the demo catalogue. */
async function aClassPath(): Promise<string> {
  const response = await fetch(`${base}/api/kelas?pageSize=1`);
  const body = (await response.json()) as { data?: Array<{ id: string }> };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error('the demo catalogue has no class');
  return `/#/kelas/${id}`;
}

interface Scores {
  performance: number;
  accessibility: number;
  failedAudits: string[];
  metrics: string;
}

/** The run with the median performance score (its metrics and audits are the ones printed). */
function medianRun(results: Scores[]): Scores {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Scores;
}

async function audit(chromePort: number, url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`           run failed (${runtimeError.code}): ${runtimeError.message}`);
  const accessibilityRefs = categories['accessibility']?.auditRefs ?? [];
  const failedAudits = accessibilityRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const details = audits[ref.id]?.details as
        { items?: Array<{ node?: { snippet?: string } }> } | undefined;
      const nodes = (details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? '')
        .filter(Boolean);
      return `${ref.id} (${audits[ref.id]?.title ?? ''})${nodes.length ? `: ${nodes.join(' ')}` : ''}`;
    });
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    performance: Math.round((categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
    failedAudits,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  };
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth();
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'catalogue', path: '/#/kelas' },
    { name: 'class', path: await aClassPath() },
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // Warm-up: the first load of each page pays for the server's first queries (cold caches, PGlite start).
  for (const page of pages) await fetch(`${base}${page.path.split('#')[0]}`);
  let failed = false;
  for (const page of pages) {
    const results: Scores[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(chrome.port, `${base}${page.path}`));
    const median = medianRun(results);
    const { performance } = median;
    const accessibility = Math.min(...results.map((result) => result.accessibility));
    const ok = performance >= TARGET && accessibility >= TARGET;
    failed ||= !ok;
    console.info(
      `${page.name.padEnd(10)} ${page.path.padEnd(52)} performance ${String(performance).padStart(3)}` +
        `  accessibility ${String(accessibility).padStart(3)}  ${ok ? 'ok' : `below ${TARGET}`}`,
    );
    if (runs > 1) console.info(`           runs: ${results.map((result) => result.performance).join(', ')}`);
    console.info(`           ${median.metrics}`);
    const failedAudits = new Set(results.flatMap((result) => result.failedAudits));
    for (const failedAudit of failedAudits) console.info(`           accessibility: ${failedAudit}`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  chrome?.kill();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
