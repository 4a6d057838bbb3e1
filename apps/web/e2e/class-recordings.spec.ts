import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import type {
  ClassRecording,
  DataAnswer,
  ListAnswer,
  OwnedLiveClass,
  RecordingProgressInput,
} from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { DEMO, openSignedInContext } from './support/session';

// The class space's recordings (`record-kelas`): the demo tutor uploads an MP4 to the demo student's class, the
// student watches it and finds their place again after a reload. Each journey uploads its own recording (a unique
// title), so runs and other journeys do not disturb each other.

const CLASS_TITLE = 'Fungsi Kuadrat dan Grafiknya';
const VIDEO = fileURLToPath(new URL('../../api/assets/videos/rangkuman.mp4', import.meta.url));
/** Set to a directory to keep screenshots of the tab at 1280 and 360 px. */
const SHOTS = process.env.CLASS_RECORDINGS_SCREENSHOTS;

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function demoClassId(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get('/api/koleksi/kelas', { headers: { Authorization: token } });
  expect(answer.status()).toBe(200);
  const owned = ((await answer.json()) as ListAnswer<OwnedLiveClass>).data;
  const found = owned.find((item) => item.title === CLASS_TITLE);
  expect(found, 'the demo student owns the demo class').toBeTruthy();
  return found!.id;
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

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

test('the tutor uploads an MP4 recording with its progress shown @smoke', async ({ browser, baseURL }) => {
  const student = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const classId = await demoClassId(student.context.request, student.token);
  await student.context.close();
  const { page, context } = await openSignedInContext(browser, baseURL ?? '', DEMO.tutor.email);
  const errors = collectPageErrors(page);
  const title = uniqueTitle('Rekaman unggahan');

  await page.goto(`/#/tutor/kelas/detail/${classId}/record-kelas`);
  await expect(page.getByRole('heading', { name: 'Rekaman kelas' })).toBeVisible();
  await page.getByRole('button', { name: 'Unggah rekaman' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Unggah rekaman' });
  await dialog.getByRole('button', { name: 'Unggah' }).click();
  await expect(dialog.getByText('Isi judul rekaman.')).toBeVisible();
  await dialog.getByLabel('Judul').fill(title);
  await dialog.getByLabel('Berkas MP4').setInputFiles(VIDEO);
  await expect(dialog.getByText('rangkuman.mp4')).toBeVisible();
  await screenshots(page, 'recordings-upload');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/rekaman`),
  );
  await dialog.getByRole('button', { name: 'Unggah' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const item = page.locator('[data-recording-id]', { hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Durasi 0:06');
  await screenshots(page, 'recordings-tutor');
  expect(errors).toEqual([]);
  await context.close();
});

test('a student watches a recording and resumes where they stopped after a reload', async ({
  browser,
  baseURL,
}) => {
  const tutor = await openSignedInContext(browser, baseURL ?? '', DEMO.tutor.email);
  const { page, token, context } = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const classId = await demoClassId(context.request, token);
  const title = uniqueTitle('Rekaman tontonan');
  const upload = await tutor.context.request.post(`/api/ruang-kelas/${classId}/rekaman`, {
    headers: { Authorization: tutor.token },
    multipart: {
      title,
      berkas: { name: 'rangkuman.mp4', mimeType: 'video/mp4', buffer: await readFile(VIDEO) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const recording = ((await upload.json()) as DataAnswer<ClassRecording>).data;
  await tutor.context.close();

  await page.goto(`/#/kelas/detail/${classId}/record-kelas`);
  const item = page.locator(`[data-recording-id="${recording.id}"]`);
  await expect(item).toContainText('Belum ditonton');
  await item.getByRole('button', { name: 'Tonton' }).click();
  const video = page.locator(`video[data-lesson-id="${recording.id}"]`);
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(2.2);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/${recording.id}/progress`),
  );
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const response = await saved;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as RecordingProgressInput;
  expect(body.positionSeconds).toBeGreaterThanOrEqual(2);
  await screenshots(page, 'recordings-student');

  // After a reload: the list shows how much was watched, and the player starts where the student stopped.
  await page.reload();
  const again = page.locator(`[data-recording-id="${recording.id}"]`);
  await expect(again.locator('[data-watched-percent]')).not.toHaveAttribute('data-watched-percent', '0');
  await again.getByRole('button', { name: 'Tonton' }).click();
  const resumed = page.locator(`video[data-lesson-id="${recording.id}"]`);
  await expect
    .poll(() => resumed.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(body.positionSeconds);
  await expect(again).toContainText(`Dilanjutkan dari 0:0${body.positionSeconds}`);
  expect(errors).toEqual([]);
  await context.close();
});
