import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import type { LiveClassDetail, RatingSummary, TutorDetail } from '@scola/contracts';
import { findTutor } from './support/catalogue';
import { collectPageErrors } from './support/console';

/**
 * Issue 17 item 7: one name per thing ("Bimbel", never "Bimble") and one meaning per rating number: the tutor
 * profile's number is the tutor's own rating, a class's is that class's, each says so, and each is the API's.
 * Reads demo data only (the demo tutor Budi Santoso and his classes); writes nothing.
 */

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`);
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const indonesian = (value: number) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The labelled rating reads out exactly the API's average and count, and shows the count in words. */
async function expectRating(scope: Locator, label: string, rating: RatingSummary) {
  expect(rating.count, `${label} has reviews in the demo data`).toBeGreaterThan(0);
  const image = scope.getByRole('img', {
    name: `${label} ${indonesian(rating.average)} dari 5, ${rating.count} ulasan`,
    exact: true,
  });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('data-rating', String(rating.average));
  await expect(image).toHaveAttribute('data-rating-count', String(rating.count));
  await expect(image).toContainText(label);
  await expect(image).toContainText(`(${rating.count} ulasan)`);
}

test('the class list names private tutoring "Bimbel" in its filter, chips and titles', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/kelas');
  await expect(page.locator('[data-result-summary]')).toHaveText(/\d+ kelas ditemukan/, { timeout: 15_000 });
  await expect(page.getByRole('main')).toContainText('Kelas live dan bimbel bersama tutor terverifikasi');

  const kind = page.getByLabel('Jenis kelas', { exact: true });
  await expect(kind.locator('option')).toHaveText(['Semua jenis', 'Kelas grup', 'Bimbel']);
  await kind.selectOption({ label: 'Bimbel' });
  await expect(page).toHaveURL(/#\/kelas\?jenis=bimble$/);
  await expect(page.getByRole('list', { name: 'Filter yang dipakai' })).toContainText('Jenis kelas: Bimbel');
  const cards = page.locator('[data-card="class"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Bimbel');
  await expect(cards.filter({ hasText: 'Bimbel Privat Matematika SMA (1 siswa)' })).toHaveCount(1);
  // Nowhere on the page (filters, chips, titles, intro) is the old spelling.
  expect(await page.locator('body').innerText()).not.toMatch(/bimble/i);
  expect(errors).toEqual([]);
});

test('a tutor profile and one of their classes each label their own rating, as the API computes it', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const card = await findTutor(request, 'Budi Santoso');
  const tutor = await get<TutorDetail>(request, `/tutor/${card.id}`);
  const rated = tutor.classes.find((item) => item.rating.count > 0);
  expect(rated, 'the demo tutor has a reviewed class').toBeDefined();
  const liveClass = await get<LiveClassDetail>(request, `/kelas/${rated!.id}`);

  await page.goto(`/#/tutor/detil/${tutor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tutor.name })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expectRating(header, 'Rating tutor', tutor.rating);

  // The tutor's classes say "Rating kelas": their numbers are the classes', not the tutor's.
  const classCard = page.locator('[data-card="class"]').filter({ hasText: rated!.title });
  await expectRating(classCard, 'Rating kelas', rated!.rating);

  // The reviews section is about the tutor and summarises the same number as the header.
  const reviews = page.locator('[data-reviews]');
  await expect(reviews.getByRole('heading', { name: 'Ulasan tentang tutor' })).toBeVisible();
  await expect(
    reviews.getByRole('img', {
      name: `Rating tutor ${indonesian(tutor.rating.average)} dari 5, ${tutor.rating.count} ulasan`,
    }),
  ).toBeVisible();

  await classCard.getByRole('link', { name: rated!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#/kelas/${rated!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: liveClass.title })).toBeVisible();
  const classHeader = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expectRating(classHeader, 'Rating kelas ini', liveClass.rating);
  expect(liveClass.rating).toEqual(rated!.rating);
  await expect(
    page.locator('[data-reviews]').getByRole('heading', { name: 'Ulasan kelas ini' }),
  ).toBeVisible();
  await expect(
    page.locator('[data-reviews]').getByRole('img', {
      name: `Rating kelas ini ${indonesian(liveClass.rating.average)} dari 5, ${liveClass.rating.count} ulasan`,
    }),
  ).toBeVisible();
  // Only the tutor map's tiles (no tile server is reachable here) may have failed.
  expect(
    errors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/.test(error)),
  ).toEqual([]);
});
