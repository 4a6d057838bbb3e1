import { expect, test } from '@playwright/test';
import { findCourse, findMaterial } from './support/catalogue';
import { collectPageErrors } from './support/console';

test('a material’s preview pages are read in the page (the PDF comes from the API)', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const material = await findMaterial(request);
  await page.goto(`/#/materi/detil/${material.id}`);
  await expect(page.getByRole('heading', { level: 1, name: material.title })).toBeVisible();

  const pdf = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return `${url.pathname}${url.search}` === material.previewUrl;
  });
  await page.locator('[data-preview-link]').click();
  await expect(page).toHaveURL(new RegExp(`#/materi/preview/${material.id}$`));
  await expect(page.getByText(`Pratinjau ${material.previewPages} dari`)).toBeVisible();

  const inline = page.locator('iframe[data-pdf-preview]');
  const fallback = page.locator('[data-pdf-fallback]');
  await expect(inline.or(fallback)).toBeVisible();
  if (await inline.isVisible()) {
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expect(inline).toHaveAttribute('src', material.previewUrl);
    // Chromium's viewer opened the PDF inside the frame (not a download, not blocked by the CSP).
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true);
  } else {
    const link = fallback.getByRole('link');
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
  expect(errors).toEqual([]);
});

test('a life-skill preview lesson plays; locked lessons show a lock', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const course = await findCourse(request);
  expect(course.previewLessonCount).toBeGreaterThan(0);
  await page.goto(`/#/lifeskill/detil/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.locator('[data-lesson="preview"]').first()).toContainText('Gratis');
  await expect(page.locator('[data-lesson="locked"]').first()).toContainText('Terkunci');
  await page.locator('[data-preview-link]').click();

  await expect(page).toHaveURL(new RegExp(`#/lifeskill/preview/${course.id}$`));
  const video = page.locator('video[data-video-player]');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => ({
          ready: element.readyState >= 2,
          time: element.currentTime > 0,
        })),
      {
        timeout: 15_000,
      },
    )
    .toEqual({ ready: true, time: true });
  await expect(video).toHaveJSProperty('error', null);

  // The lesson switcher: another free lesson plays from its own video; locked ones are not links.
  const lessons = page.locator('[data-lesson-list] [data-lesson="preview"] a');
  if ((await lessons.count()) > 1) {
    const firstSrc = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
    await lessons.nth(1).click();
    await expect(page).toHaveURL(/\?pelajaran=[0-9a-f-]{36}$/);
    await expect(lessons.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(() =>
        page.locator('video[data-video-player]').evaluate((element: HTMLVideoElement) => element.currentSrc),
      )
      .not.toBe(firstSrc);
  }
  await expect(page.locator('[data-lesson-list] [data-lesson="locked"] a')).toHaveCount(0);
  expect(errors).toEqual([]);
});
