import { type Browser, expect as baseExpect, test } from '@playwright/test';
import type {
  DataAnswer,
  ListAnswer,
  OfflineFile,
  OwnedMaterial,
  OwnedSkillCourse,
  OwnedSkillCourseDetail,
} from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

// Saving owned files for offline (ADR 0054): the demo student saves an owned PDF and reads it with the network
// off, manages the saved files on /beranda/offline, and lesson progress made offline reaches the server once the
// browser is back online. Saved copies live in the browser context only, so journeys do not disturb each other.

test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
/** Failed requests while the context is offline are expected; anything else is not. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_NAME_NOT_RESOLVED/.test(error));

async function openAsDemoStudent(browser: Browser, baseURL: string) {
  const setup = await browser.newContext({ baseURL });
  const session = await apiSignIn(setup.request, DEMO.student.email, DEMO_PASSWORD);
  await setup.close();
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  const headers = { Authorization: session.token };
  const get = async <T>(path: string) => {
    const answer = await context.request.get(`/api${path}`, { headers });
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
  return { context, page: await context.newPage(), get };
}

test('an owned PDF saved for offline opens with the network off, and the storage page removes it @smoke', async ({
  browser,
  baseURL,
}) => {
  const { context, page, get } = await openAsDemoStudent(browser, baseURL ?? '');
  const errors = collectPageErrors(page);
  const [material] = (await get<ListAnswer<OwnedMaterial>>('/koleksi/materi')).data;
  const { data: info } = await get<DataAnswer<OfflineFile>>(`/koleksi/materi/${material!.id}/offline`);

  await page.goto('/#/beranda/koleksi-materi');
  const card = page.locator('[data-card="owned-material"]').filter({ hasText: material!.title });
  // The size is shown before saving.
  const save = card.getByRole('button', { name: new RegExp(`^Simpan ${material!.title} untuk offline \\(`) });
  await expect(save).toHaveText(/Simpan untuk offline · [\d,]+ (KB|MB)/);
  await save.click();
  await expect(card.locator('[data-offline-save="saved"]')).toContainText('Tersimpan offline');
  const keys = await page.evaluate(async () =>
    (await (await caches.open('offline-media-v1')).keys()).map((request) => request.url),
  );
  expect(keys).toContain(
    `${new URL(baseURL ?? '').origin}/offline-media/material/${material!.id}?v=${encodeURIComponent(info.version)}`,
  );

  // Network off: the reader (a navigation inside the loaded app) shows the saved PDF.
  await context.setOffline(true);
  await card.getByRole('link', { name: `Baca ${material!.title}` }).click();
  const pdf = page.locator('[data-offline-pdf="saved"]');
  await expect(pdf).toBeAttached();
  const source = (await pdf.getAttribute('src')) ?? (await pdf.getAttribute('href')) ?? '';
  expect(source).toMatch(/^blob:/);
  // What the reader shows is the saved copy: the full PDF, read from Cache Storage with the network off.
  const cacheKey = keys.find((key) => key.includes(`/offline-media/material/${material!.id}?`)) ?? '';
  const head = await page.evaluate(async (key) => {
    const bytes = new Uint8Array(await (await caches.match(key))!.arrayBuffer());
    return { magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
  }, cacheKey);
  expect(head).toEqual({ magic: '%PDF-', size: info.sizeBytes });
  await expect(page.getByText('Dibuka dari salinan offline di perangkat ini.')).toBeVisible();

  // Back online: the storage page lists it with its size, and removes everything after a confirmation.
  await context.setOffline(false);
  await page.goto('/#/beranda/offline');
  const row = page.locator(`[data-offline-item="material:${material!.id}"]`);
  await expect(row).toContainText(material!.title);
  await expect(row).toContainText('Materi PDF');
  await expect(page.locator('[data-offline-total]')).toHaveText(/^1 berkas · /);
  await page.getByRole('button', { name: 'Hapus semua' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus semua' }).click();
  await expect(page.getByText('Belum ada yang tersimpan offline')).toBeVisible();
  expect(await page.evaluate(async () => (await (await caches.open('offline-media-v1')).keys()).length)).toBe(
    0,
  );
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('lesson progress made offline is sent when the browser is back online', async ({ browser, baseURL }) => {
  const { context, page, get } = await openAsDemoStudent(browser, baseURL ?? '');
  const errors = collectPageErrors(page);
  const [course] = (await get<ListAnswer<OwnedSkillCourse>>('/koleksi/lifeskill')).data;
  const { data: detail } = await get<DataAnswer<OwnedSkillCourseDetail>>(`/koleksi/lifeskill/${course!.id}`);
  // The last lesson: the collections journey plays the first ones of the same demo course.
  const lesson = detail.lessons.at(-1)!;
  const other = detail.lessons.at(-2)!;
  const playerOf = (id: string) => `/#/beranda/koleksi-lifeskill?kursus=${course!.id}&pelajaran=${id}`;

  await page.goto(playerOf(lesson.id));
  await expect(page.locator(`video[data-lesson-id="${lesson.id}"]`)).toBeVisible();
  const save = page.getByRole('button', { name: /untuk offline \(/ });
  await expect(save).toHaveText(/Simpan untuk offline · [\d,]+ (KB|MB)/);
  await save.click();
  await expect(page.locator('[data-offline-save="saved"]')).toContainText('Tersimpan offline');

  // Offline: another lesson and back (inside the loaded app), then the saved video plays and is paused.
  await context.setOffline(true);
  await page.locator('[data-lesson-list] a').nth(detail.lessons.indexOf(other)).click();
  await page.locator('[data-lesson-list] a').nth(detail.lessons.indexOf(lesson)).click();
  const video = page.locator(`video[data-lesson-id="${lesson.id}"]`);
  await expect(video).toHaveAttribute('src', /^blob:/);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1.2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const position = await video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));

  // Online again: the queued progress is sent (merged on the server) without a reload.
  const replayed = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      request.url().includes(`/pelajaran/${lesson.id}/progres`) &&
      (request.postDataJSON() as { merge?: boolean }).merge === true &&
      (request.postDataJSON() as { positionSeconds: number }).positionSeconds >= position,
  );
  await context.setOffline(false);
  expect((await (await replayed).response())?.status()).toBe(200);
  const after = await get<DataAnswer<OwnedSkillCourseDetail>>(`/koleksi/lifeskill/${course!.id}`);
  const progress = after.data.lessons.find((item) => item.id === lesson.id)?.progress;
  expect(progress?.positionSeconds).toBeGreaterThanOrEqual(position);

  // The storage page lists the lesson video and removes it.
  await page.goto('/#/beranda/offline');
  const row = page.locator(`[data-offline-item="lesson:${lesson.id}"]`);
  await expect(row).toContainText('Video pelajaran');
  await row.getByRole('button', { name: /^Hapus / }).click();
  await expect(page.getByText('Belum ada yang tersimpan offline')).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});
