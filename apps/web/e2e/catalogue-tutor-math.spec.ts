import { expect, test } from '@playwright/test';
import { findTutor } from './support/catalogue';
import { collectPageErrors } from './support/console';

test('a tutor profile: reviews, and the plain address when the map tiles cannot load', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tutor = await findTutor(request, 'Budi Santoso');
  await page.goto('/#/tutor');
  await page.getByRole('combobox', { name: 'Cari nama tutor atau keahlian' }).fill('Budi');
  await page.getByRole('combobox', { name: 'Cari nama tutor atau keahlian' }).press('Enter');
  await expect(page).toHaveURL(/#\/tutor\?q=Budi$/);
  await page.locator('[data-card="tutor"]').getByRole('link', { name: tutor.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`#/tutor/detil/${tutor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tutor.name })).toBeVisible();
  const reviews = page.locator('[data-reviews]');
  await expect(reviews.getByRole('heading', { name: 'Ulasan tentang tutor' })).toBeVisible();
  await expect(reviews.locator('[data-review-average]')).toBeVisible();
  await expect(reviews.getByRole('img', { name: /^Rating tutor \d,\d dari 5, \d+ ulasan$/ })).toBeVisible();
  await expect(reviews.locator('[data-review]').first()).toBeVisible();

  // No tile server is reachable here: the map gives way to the address, which is always written out.
  const address = page.locator('[data-tutor-address]');
  await expect(address).toContainText(`${tutor.city ?? ''}, Indonesia`);
  await expect(page.locator('[data-tutor-map="address"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-map-unavailable]')).toBeVisible();
  await expect(page.locator('[data-leaflet-map]')).toHaveCount(0);
  // Only the unreachable tiles may have failed.
  expect(
    errors.filter(
      (error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|ERR_ADDRESS/.test(error),
    ),
  ).toEqual([]);
});

test('the maths corner renders its formulas with KaTeX', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/index-math');
  await expect(page.locator('[data-layout="frontend-math"]')).toBeVisible();
  const hero = page.locator('[data-math-hero]');
  await expect(hero.locator('.katex')).toBeVisible();
  await expect(hero.locator('.katex-mathml math')).toHaveCount(1); // read by screen readers
  await expect(hero.locator('[data-math="rendered"]')).toBeVisible();
  await expect(page.locator('[data-card="expertise"]').first()).toBeVisible();

  await page.goto('/#/tutor-math');
  await expect(page.locator('[data-math-hero] .katex')).toBeVisible();
  await expect(page.locator('[data-card="tutor"]').first()).toBeVisible();
  await expect(page.locator('[data-result-summary]')).toHaveText(/\d+ tutor ditemukan/);
  expect(errors).toEqual([]);
});

test('the landing page loads no KaTeX, map or video code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /katex|leaflet|hls/i.test(path))).toEqual([]);
});
