import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/#/halaman-yang-tidak-ada');
  const errorPage = page.locator('[data-error-page][data-status="404"]');
  await expect(errorPage).toBeVisible();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman ini tidak dapat ditemukan' })).toBeVisible();
  await expect(page.locator('[data-error-status]')).toHaveText('404');

  await errorPage.getByRole('link', { name: /beranda|halaman utama|home/i }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('[data-layout="frontend"]')).toBeVisible();
});

test('a malformed id is a 404, and the English error text is the spec’s', async ({ page }) => {
  await page.goto('/#/kelas/bukan-uuid');
  await expect(page.locator('[data-error-page][data-status="404"]')).toBeVisible();

  await page.goto('/#/');
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/#/tidak-ada');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('the landing page names the product and speaks Indonesian by default', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Scola');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Kelas', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible();
  await header.getByRole('link', { name: 'Materi', exact: true }).click();
  await expect(page).toHaveURL(/#\/materi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Materi' })).toBeVisible();
  await expect(page.locator('[data-planned-page]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('every page says that payments go through the simulator, without real money', async ({ page }) => {
  const banner = page.locator('[data-payment-simulator-banner]');
  await page.goto('/');
  await expect(banner).toHaveText('Simulator pembayaran: tidak ada uang sungguhan');
  await expect(banner).toBeVisible();
  for (const path of ['/#/kelas', '/#/masuk', '/#/keranjang', '/#/tidak-ada']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(banner).toBeVisible();
  }
  await page.goto('/#/');
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(banner).toHaveText('Payment simulator: no real money');
});

/** Pixels between the bottom of `selector`'s box and the top of the simulator banner (negative: under it). */
function gapAboveBanner(page: Page, selector: string) {
  return page.evaluate((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect();
    const strip = document.querySelector('[data-payment-simulator-banner]')?.getBoundingClientRect();
    return box && strip ? Math.round(strip.top - box.bottom) : null;
  }, selector);
}

for (const width of [360, 1280]) {
  test(`at ${width} px nothing of a page stays hidden under the simulator banner`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const banner = page.locator('[data-payment-simulator-banner]');
    for (const [path, layout] of [
      ['/#/', 'frontend'],
      ['/#/masuk', 'frontend-tanpa-header'],
    ] as const) {
      await page.goto(path);
      const frame = `[data-layout="${layout}"]`;
      await expect(page.locator(frame)).toBeVisible();
      await expect(banner).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The layout frame's last pixel (the footer's, where there is one) sits above the banner's first.
      await expect.poll(() => gapAboveBanner(page, frame)).toBeGreaterThanOrEqual(0);
    }
    if (width < 1280) return;
    // A workspace's side navigation (the tutor's), as tall as the window, ends above the banner too.
    const session = await apiSignIn(page.request, DEMO.tutor.email, DEMO_PASSWORD);
    const entries = signedInState(baseURL ?? '', session).origins[0]?.localStorage ?? [];
    await page.goto('/favicon.svg'); // off the app, so that it starts again with the session
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, entries);
    // A short tutor page: the master form for an unknown master (its "not found" state).
    await page.goto('/#/tutor/add-master-study-room?id=00000000-0000-4000-8000-000000000000');
    await expect(page.locator('[data-empty-state], [data-load-error]').first()).toBeVisible();
    await expect(page.locator('[data-layout="frontend-tutor"] nav').first()).toBeVisible();
    await expect
      .poll(() => gapAboveBanner(page, '[data-layout="frontend-tutor"] nav'))
      .toBeGreaterThanOrEqual(0);
    // A page shorter than the window does not scroll just to make room for the banner.
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(1);
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header fits and its links move into a keyboard-usable menu', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Lifeskill' })).toBeVisible();
    await menu.getByRole('link', { name: 'Lifeskill' }).click();
    await expect(page).toHaveURL(/#\/lifeskill$/);
  });
});

test('the API is served beside the app: health, docs and JSON 404 @smoke', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ data: { status: 'ok', database: 'ok' } });

  const missing = await request.get('/api/tidak-ada');
  expect(missing.status()).toBe(404);
  expect((await missing.json()) as unknown).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });

  const errors = collectPageErrors(page);
  await page.goto('/api/docs');
  // Swagger UI renders the whole OpenAPI document (hundreds of operations) before the first path shows; on a busy
  // 2-core machine that took over 5 s once in a while.
  await expect(page.getByText('/api/health').first()).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('hashed assets are cached for a year, index.html is not, and both come compressed', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  expect(script).toBeDefined();

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});
