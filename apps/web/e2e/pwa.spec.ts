import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { findClass, findMaterial } from './support/catalogue';

// The installable offline app (ADR 0053): the manifest and the service worker, and pages read before opening without
// a network. The update prompt is a unit test (update-prompt.test.tsx): Playwright's routes do not reach the
// browser's own fetch of a new worker script. Other journeys block service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** Waits until the service worker controls the page (it registers a moment after `load`). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test('the app is installable: manifest, icons and a service worker with root scope @smoke', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await waitForWorker(page);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const answer = await request.get(manifestHref!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: 'Scola',
    short_name: 'Scola',
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(['64x64', '128x128', '192x192', '256x256', '384x384', '512x512']);
  expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  // Chromium never installs from an incognito-like context (Playwright's contexts are): ask in a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'scola-pwa-'));
  const browser = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const installPage = browser.pages()[0] ?? (await browser.newPage());
    await installPage.goto('/');
    await waitForWorker(installPage);
    const cdp = await browser.newCDPSession(installPage);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('pages read before open offline with a banner; an unread one says it is not saved', async ({
  page,
  context,
  request,
}) => {
  const known = await findClass(request, 'sort=newest');
  const unread = await findMaterial(request);
  await page.goto('/');
  await waitForWorker(page);
  await page.goto(`/#/kelas/${known.id}`);
  await expect(page.getByRole('heading', { level: 1, name: known.title })).toBeVisible();
  const banner = page.locator('[data-offline-banner]');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: known.title })).toBeVisible();
  await expect(banner).toHaveText('Kamu sedang offline. Halaman yang pernah dibuka tetap bisa dilihat.');
  await expect(banner).toHaveAttribute('role', 'status');

  await page.goto('/#/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
  await page.goto(`/#/materi/detil/${unread.id}`);
  const offlineState = page.locator('[data-offline-state]');
  await expect(offlineState).toContainText('Halaman ini belum tersedia offline');
  await expect(banner).toBeVisible();

  // Back online the banner goes, and trying again loads the page.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: unread.title })).toBeVisible();
});
