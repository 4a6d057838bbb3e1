import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';

/** Inspire and the legal pages read the content database the build compiled (ADR 0052). */

test('a visitor browses inspire: list, search as they type, an article, and back @smoke', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/inspire');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspirasi' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Artikel Inspirasi' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);

  await page.getByRole('tab', { name: 'Cerita' }).click();
  await expect(list.getByRole('heading', { name: /Rani dari Kupang/ })).toBeVisible();
  await expect(list.getByRole('heading', { name: /Teknik Pomodoro/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Semua' }).click();

  const search = page.getByRole('searchbox', { name: 'Cari artikel' });
  await search.fill('pomodoro');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await search.fill('kata yang tidak ada di mana pun');
  await expect(page.getByText('Tidak ada artikel yang cocok')).toBeVisible();
  await search.fill('cornell');
  await list.getByRole('link', { name: /Metode Cornell/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Metode Cornell/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Mencatat dengan Metode Cornell .* · Scola$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Saat mengulang' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artikel lainnya' }).getByRole('link')).toHaveCount(3);
  await page.getByRole('link', { name: 'Kembali ke Inspirasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspirasi' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('inspire reads English when English is chosen', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('scola.language', 'en'));
  await page.goto('/#/inspire');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspiration' })).toBeVisible();
  await page.getByRole('tab', { name: 'Stories' }).click();
  await page.getByRole('link', { name: /Rani from Kupang/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Rani from Kupang/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Inspiration' })).toBeVisible();
});

test('an unknown article is the 404 page', async ({ page }) => {
  await page.goto('/#/inspire/artikel-yang-tidak-ada');
  await expect(page.locator('[data-error-page][data-status="404"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Halaman ini tidak dapat ditemukan' })).toBeVisible();
});

test('the privacy policy and the terms show their sections from the content database', async ({ page }) => {
  await page.goto('/#/kebijakan-privasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hak Anda' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Daftar isi' }).getByRole('link', { name: 'Hak Anda' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hak Anda' })).toBeInViewport();
  await expect(page.getByText(/Unduh data saya/)).toBeVisible();

  await page.goto('/#/ketentuan-penggunaan');
  await expect(page.getByRole('heading', { level: 1, name: 'Ketentuan Penggunaan' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pembatalan dan pengembalian dana' }),
  ).toBeVisible();
});

test('the content database is one hashed file, cached for a year and served compressed', async ({ page }) => {
  const response = page.waitForResponse((candidate) =>
    /\/assets\/content-[0-9a-f]{12}\.json$/.test(candidate.url()),
  );
  await page.goto('/#/kebijakan-privasi');
  const content = await response;
  expect(content.status()).toBe(200);
  const headers = await content.allHeaders();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  const body = (await content.json()) as { inspire: unknown[] };
  expect(body.inspire.length).toBeGreaterThanOrEqual(8);
});
