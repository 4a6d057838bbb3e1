import { expect, type Page, test } from '@playwright/test';
import type { ClassSpaceSession, DataAnswer } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { DEMO, openSignedInContext } from './support/session';

/**
 * Live sessions (ADR 0043): the demo tutor starts a session of a class the demo student takes, the student's open
 * overview shows "Sedang berlangsung" without a reload, the student joins (the meeting opens in a new tab) and the
 * tutor's overview counts them present.
 */

const CLASS_TITLE = 'Fungsi Kuadrat dan Grafiknya';
const MINUTE = 60_000;

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/class-live-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the tutor starts a session, the student sees it live at once and joins, the tutor sees them present @smoke', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const tutor = await openSignedInContext(browser, base, DEMO.tutor.email);
  const student = await openSignedInContext(browser, base, DEMO.student.email);
  const errors = [collectPageErrors(tutor.page), collectPageErrors(student.page)];
  const found = await tutor.page.request.get(`/api/kelas?q=${encodeURIComponent(CLASS_TITLE)}`);
  const classId = ((await found.json()) as { data: { id: string; title: string }[] }).data.find(
    (item) => item.title === CLASS_TITLE,
  )?.id;
  expect(classId).toBeDefined();

  // A session whose join window is open: it starts in a few minutes (another time when the tutor is busy then).
  const tag = Math.random().toString(36).slice(2, 8);
  const meetingUrl = `https://meet.example/scola-live-${tag}`;
  const title = `Sesi langsung ${tag}`;
  let created = false;
  for (const minutes of [5, 8, 11, 14]) {
    const startsAt = new Date(Math.ceil((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE).toISOString();
    const answer = await tutor.page.request.post(`/api/tutor/kelas/${classId}/sesi`, {
      headers: { Authorization: tutor.token },
      data: { kind: 'single', startsAt, durationMinutes: 30, meetingUrl, title },
    });
    if (answer.status() === 201 || answer.status() === 200) {
      created = true;
      break;
    }
    expect(answer.status(), await answer.text()).toBe(409);
  }
  expect(created).toBe(true);

  // The meeting provider is outside: its page is answered here.
  await student.context.route('https://meet.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pertemuan</title><h1>Pertemuan</h1>' }),
  );

  await student.page.goto(`/#/kelas/detail/${classId}`);
  const studentCard = student.page.locator('[data-next-session]');
  await expect(studentCard).toContainText(title, { timeout: 30_000 });
  await expect(studentCard.locator('[data-session-state]')).toHaveText('Akan datang');

  await tutor.page.goto(`/#/tutor/kelas/detail/${classId}`);
  const tutorCard = tutor.page.locator('[data-next-session]');
  await expect(tutorCard).toContainText(title, { timeout: 30_000 });
  await tutorCard.getByRole('button', { name: 'Mulai sesi' }).click();
  await expect(tutorCard.locator('[data-session-state]')).toHaveText('Sedang berlangsung');

  // The student's page hears it over the socket: no reload.
  await expect(studentCard.locator('[data-session-state]')).toHaveText('Sedang berlangsung');
  await shoot(student.page, 'siswa-live');
  const popup = student.page.waitForEvent('popup');
  await studentCard.getByRole('button', { name: 'Gabung sesi' }).click();
  const meeting = await popup;
  await expect(meeting).toHaveURL(meetingUrl);
  await expect(studentCard).toContainText('Kamu sudah bergabung pukul');

  // The tutor's list counts the student present, and so does the API the records read.
  const tutorItem = tutor.page.locator('li[data-session-item]', { hasText: title });
  await expect(tutorItem.locator('[data-attendance]')).toHaveText('1 siswa hadir');
  await shoot(tutor.page, 'tutor-hadir');
  const sessions = await tutor.page.request.get(`/api/ruang-kelas/${classId}/sesi`, {
    headers: { Authorization: tutor.token },
  });
  const ours = ((await sessions.json()) as DataAnswer<ClassSpaceSession[]>).data.find(
    (session) => session.title === title,
  );
  expect(ours).toMatchObject({ state: 'live', attendeeCount: 1 });
  for (const list of errors) expect(list).toEqual([]);
  await tutor.context.close();
  await student.context.close();
});
