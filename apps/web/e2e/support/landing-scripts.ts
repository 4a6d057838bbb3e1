import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** DESIGN.md §8: the landing page's initial JavaScript, gzip. `npm run bench:bundle` and `landing-budget.spec.ts`. */
export const LANDING_JS_BUDGET_KB = 160;

export interface LandingScript {
  /** The script's path, e.g. `/assets/index-<hash>.js`. */
  file: string;
  /** Its size gzipped at level 9, in KB (what a server's gzip sends at most). */
  gzipKb: number;
}

/**
 * Every script the browser loads for `url` (the landing page) until the network is idle: the entry, its
 * modulepreloads, the chooser in `<head>` and the lazy chunks the page pulls at once (its page, the sign-in form),
 * each gzipped here so the figure does not depend on how the server compresses. Largest first.
 */
export async function landingScripts(page: Page, url: string): Promise<LandingScript[]> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(
    [...bodies].map(async ([address, body]) => ({
      file: new URL(address).pathname,
      gzipKb: gzipSync(await body, { level: 9 }).length / 1024,
    })),
  );
  return scripts.sort((a, b) => b.gzipKb - a.gzipKb);
}

/** The scripts' total, in KB gzip. */
export const totalKb = (scripts: readonly LandingScript[]): number =>
  scripts.reduce((sum, script) => sum + script.gzipKb, 0);
