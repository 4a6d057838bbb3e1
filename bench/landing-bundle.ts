/**
 * Landing-page JavaScript budget (DESIGN.md §8: initial JS ≤ 160 KB gzip).
 * Starts the real server on the built app, opens `/` in Chromium, and adds up the gzip size of every script the
 * landing page loads before it is idle. Run `npm run build` first; then `npm run bench:bundle`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

const BUDGET_KB = 160;
const port = Number(process.env.BENCH_PORT ?? 3180);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scola-bench-'));

const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
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
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  const rows = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    gzipKb: gzipSync(body, { level: 9 }).length / 1024,
  }));
  rows.sort((a, b) => b.gzipKb - a.gzipKb);
  const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
  for (const row of rows) console.info(`${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
  console.info(`landing initial JS: ${total.toFixed(1)} KB gzip in ${rows.length} files`);
  console.info(`budget ${BUDGET_KB} KB: ${((total / BUDGET_KB) * 100).toFixed(0)} % of budget`);
  process.exitCode = total <= BUDGET_KB ? 0 : 1;
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
