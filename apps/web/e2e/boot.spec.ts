import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

const API_DELAY_MS = 3_000;

/** Every API call answers 3 s late, as on a slow network or a busy server. */
async function slowApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

/** The boot shell (logo and "Memuat…") is on screen well before the slowed API could have answered once. */
async function expectShellAtOnce(page: Page, path: string) {
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  const shell = page.getByRole('status').filter({ hasText: 'Memuat' });
  await expect(shell).toBeVisible({ timeout: API_DELAY_MS - 500 });
  await expect(shell.getByText('Scola', { exact: true })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(API_DELAY_MS);
}

test('with a slow API a visitor of / sees the prerendered landing page at once, then the live one', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await slowApi(page);
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  // The landing page's markup comes with the HTML (ADR 0056): no loading shell on the way. The copy is a picture
  // (inert, hidden from assistive technology), so it is found by its markup, not by role.
  const copy = page.locator('#landing-prerender');
  await expect(copy.locator('h1')).toHaveText('Belajar apa saja bersama tutor terbaik', {
    timeout: API_DELAY_MS - 500,
  });
  await expect(copy.locator('h1')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(API_DELAY_MS);
  await expect(page.getByRole('status').filter({ hasText: 'Memuat' })).toBeHidden();
  // Once the app has booted, its own page replaced the copy.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(copy).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('with a slow API a visitor of another page sees the loading shell at once, never the landing page', async ({
  page,
}) => {
  await slowApi(page);
  await expectShellAtOnce(page, '/#/kelas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Belajar apa saja bersama tutor terbaik' }),
  ).toHaveCount(0);
  await expect(page.locator('[data-layout]').first()).toBeVisible({ timeout: 25_000 });
  await expect(page.locator('#landing-prerender')).toHaveCount(0);
});

test('with a slow API a signed-in student sees the loading shell at once, then the dashboard', async ({
  browser,
  baseURL,
  request,
}) => {
  const session = await apiSignIn(request, DEMO.student.email, DEMO_PASSWORD);
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL ?? '', session) });
  const page = await context.newPage();
  await slowApi(page);
  await expectShellAtOnce(page, '/#/beranda');
  await expect(page.locator('[data-layout="frontend-student"]')).toBeVisible({ timeout: 25_000 });
  await context.close();
});
