import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import type { ListAnswer, OwnedLiveClass, TutorClassSummary } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { DEMO, openSignedInContext } from './support/session';

// Reviews, students and class history (issue 12): the demo student siswa@scola.id owns a class of tutor@scola.id
// whose sessions are all over (seeded for this), reviews it, the tutor answers on /tutor/ulasan and the answer shows
// on the class page; the tutor lists the class's students and downloads them as CSV.

const FINISHED_SLUG = 'penalaran-matematika-utbk-oktober';
/** Set to a directory to keep screenshots of the pages at 1280 and 360 px. */
const SHOTS = process.env.TUTOR_REVIEWS_SCREENSHOTS;

test.describe.configure({ timeout: SHOTS ? 150_000 : 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function apiList<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const answer = await request.get(`/api${path}`, { headers: { Authorization: token } });
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as ListAnswer<T>).data;
}

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a student reviews a class they own once it is over; the tutor replies and the reply shows on the class page @smoke', async ({
  browser,
  baseURL,
}) => {
  const student = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const studentErrors = collectPageErrors(student.page);
  const owned = await apiList<OwnedLiveClass>(student.context.request, student.token, '/koleksi/kelas');
  const finished = owned.find((item) => item.slug === FINISHED_SLUG);
  expect(finished, 'the seeded finished class').toBeDefined();
  const classUrl = `/#/kelas/${finished!.id}`;
  const comment = `Latihan soalnya menantang dan pembahasannya jelas. (${Date.now().toString(36)})`;

  // The student's own review: written from the class page with the star radio group.
  const { page } = student;
  await page.goto(classUrl);
  const mine = page.locator('[data-my-review]');
  await expect(mine.getByRole('heading', { name: 'Ulasanmu' })).toBeVisible();
  await mine.getByRole('button', { name: 'Tulis ulasan' }).click();
  await expect(mine.getByRole('group', { name: 'Beri rating' })).toBeVisible();
  await mine.getByRole('button', { name: 'Kirim ulasan' }).click();
  await expect(mine.getByText('Pilih jumlah bintang terlebih dahulu.')).toBeVisible();
  // Each star is a labelled radio (visually hidden behind its star): click the fourth star, then check the choice.
  await mine.locator('label', { hasText: '4 dari 5 bintang' }).click();
  await expect(mine.getByRole('radio', { name: '4 dari 5 bintang' })).toBeChecked();
  await mine.getByRole('textbox', { name: 'Komentar (opsional)' }).fill(comment);
  await screenshots(page, 'review-form');
  await mine.getByRole('button', { name: 'Kirim ulasan' }).click();
  await expect(mine.getByRole('status')).toHaveText('Ulasanmu tersimpan. Terima kasih!');
  await expect(mine.getByText(comment)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Ubah ulasan' })).toBeVisible();
  await expect(page.locator('[data-reviews] [data-review]').filter({ hasText: comment })).toBeVisible();

  // The tutor finds it on /tutor/ulasan (newest first) and replies once.
  const tutor = await openSignedInContext(browser, baseURL ?? '', DEMO.tutor.email);
  const tutorErrors = collectPageErrors(tutor.page);
  await tutor.page.goto('/#/tutor/ulasan');
  await expect(tutor.page.getByRole('heading', { level: 1, name: 'Ulasan' })).toBeVisible();
  const review = tutor.page.locator('[data-tutor-review]').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByRole('link', { name: finished!.title })).toBeVisible();
  await screenshots(tutor.page, 'tutor-reviews');
  await review.getByRole('button', { name: `Balas ulasan ${DEMO.student.name}` }).click();
  await review
    .getByRole('textbox', { name: 'Balasanmu' })
    .fill('Terima kasih, Rina! Sampai jumpa di gelombang berikutnya.');
  await review.getByRole('button', { name: 'Kirim balasan' }).click();
  await expect(review.locator('[data-review-reply]')).toContainText('Sampai jumpa di gelombang berikutnya.');
  await expect(
    review.getByRole('button', { name: `Ubah balasan untuk ulasan ${DEMO.student.name}` }),
  ).toBeVisible();
  // Filtering by kind and "not answered yet" leaves the answered review out.
  // The switch follows the address (`?belum=1`): click it and wait for the address, as a person would see the list
  // change (`check()` gives up when the state is not changed by the click itself).
  await tutor.page.getByRole('checkbox', { name: 'Hanya yang belum dibalas' }).click();
  await expect(tutor.page).toHaveURL(/belum=1/);
  await expect(tutor.page.getByRole('checkbox', { name: 'Hanya yang belum dibalas' })).toBeChecked();
  await expect(tutor.page.locator('[data-tutor-review]').filter({ hasText: comment })).toHaveCount(0);

  // The reply shows under the review on the public class page.
  await expect(async () => {
    await page.goto(classUrl);
    await page.reload();
    await expect(page.locator('[data-reviews] [data-review]').filter({ hasText: comment })).toContainText(
      'Sampai jumpa di gelombang berikutnya.',
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('[data-my-review] [data-review-reply]')).toContainText('gelombang berikutnya');

  expect(studentErrors).toEqual([]);
  expect(tutorErrors).toEqual([]);
  await student.context.close();
  await tutor.context.close();
});

test('the tutor lists a class’s students, downloads them as CSV and finds the class in the history', async ({
  browser,
  baseURL,
}) => {
  const { page, token, context } = await openSignedInContext(browser, baseURL ?? '', DEMO.tutor.email);
  const errors = collectPageErrors(page);
  const classes = await apiList<TutorClassSummary>(context.request, token, '/tutor/kelas-siswa?pageSize=100');
  const finished = classes.find((item) => item.finished && item.enrolled > 0);
  expect(finished, 'a finished class with students').toBeDefined();

  await page.goto(`/#/tutor/kelas/siswa?kelas=${finished!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Siswa' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kelas' })).toHaveValue(finished!.id);
  const table = page.getByRole('table', { name: `Siswa kelas ${finished!.title}` });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(finished!.enrolled, 20));
  await expect(table.getByRole('cell', { name: DEMO.student.name })).toBeVisible();
  await screenshots(page, 'tutor-students');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('siswa-penalaran-matematika-utbk-gelombang-oktober.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF"No","Nama","Terdaftar (WIB)","Sesi dihadiri"\r\n')).toBe(true);
  expect(text).toContain(`"${DEMO.student.name}"`);
  expect(text.trimEnd().split('\r\n')).toHaveLength(finished!.enrolled + 1);

  // The class history: the finished class with its facts, sessions, students and reviews.
  await page.goto('/#/tutor/kelas-riwayat');
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat kelas' })).toBeVisible();
  const card = page.locator(`[data-finished-class="${finished!.id}"]`);
  await expect(card).toContainText('Penjualan');
  await expect(card).toContainText(`${finished!.enrolled} dari ${finished!.capacity} kursi`);
  await screenshots(page, 'tutor-class-history');
  await card.getByRole('link', { name: finished!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#/tutor/kelas-riwayat/detail/${finished!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: finished!.title })).toBeVisible();
  await expect(page.locator('[data-history-sessions] > li')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Ulasan kelas ini' })).toBeVisible();
  await screenshots(page, 'tutor-class-history-detail');

  expect(errors).toEqual([]);
  await context.close();
});
