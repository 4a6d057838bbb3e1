/**
 * Landing-page JavaScript budget (DESIGN.md §8: initial JS ≤ 160 KB gzip).
 * Starts the real server on the built app, opens `/` in Chromium, and adds up the gzip size of every script the
 * landing page loads before it is idle (the same measure as `apps/web/e2e/landing-budget.spec.ts`, which checks the
 * budget in `npm test`). Exits with 1 over budget. Run `npm run build` first; then `npm run bench:bundle`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { LANDING_JS_BUDGET_KB, landingScripts, totalKb } from '../apps/web/e2e/support/landing-scripts';

const port = Number(process.env.BENCH_PORT ?? 3180);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-'));

const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

/** Up to 3 minutes: the embedded database's first start (migrations, demo data) takes a minute on a busy machine. */
async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

try {
  await waitForHealth();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const rows = await landingScripts(page, `${base}/`);
  await browser.close();

  const total = totalKb(rows);
  for (const row of rows) console.info(`${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
  console.info(`landing initial JS: ${total.toFixed(1)} KB gzip in ${rows.length} files`);
  const share = ((total / LANDING_JS_BUDGET_KB) * 100).toFixed(0);
  const verdict = total <= LANDING_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  console.info(`budget ${LANDING_JS_BUDGET_KB} KB: ${share} % of budget, ${verdict}`);
  // Bytes do not depend on the machine's load; printed so that runs can be compared with the other benchmarks.
  const load = loadavg().map((value) => value.toFixed(1));
  console.info(`load average: ${load.join(' ')}`);
  process.exitCode = total <= LANDING_JS_BUDGET_KB ? 0 : 1;
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
