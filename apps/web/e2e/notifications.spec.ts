import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ListAnswer, NotificationList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { type ApiSession, apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

// Issue 13, notifications: an event for the signed-in student (the tutor cancels a session of a class the student
// owns, through the API) moves the bell's count without a reload; opening the panel and the card marks it read;
// "Tandai semua dibaca" clears the rest.

const auth = (session: ApiSession) => ({ headers: { Authorization: session.token } });

/** A class of the demo tutor that the demo student owns. */
async function sharedClass(request: APIRequestContext, student: ApiSession, tutor: ApiSession) {
  const owned = (await (
    await request.get('/api/koleksi/kelas?pageSize=100', auth(student))
  ).json()) as ListAnswer<{
    id: string;
  }>;
  for (const { id } of owned.data) {
    if ((await request.get(`/api/tutor/kelas/${id}/sesi`, auth(tutor))).status() === 200) return id;
  }
  throw new Error('the demo student owns no class of the demo tutor');
}

/** The tutor adds a session far ahead (so no other journey's session moves) and cancels it: the students are told. */
async function cancelNewSession(request: APIRequestContext, tutor: ApiSession, classId: string) {
  const day = 200 + Math.floor(Math.random() * 100);
  const startsAt = new Date(
    Date.UTC(2027, 0, 1) + day * 86_400_000 + Math.floor(Math.random() * 40) * 900_000,
  );
  const created = await request.post(`/api/tutor/kelas/${classId}/sesi`, {
    ...auth(tutor),
    data: {
      kind: 'single',
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      meetingUrl: 'https://meet.example/e2e',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [session] = ((await created.json()) as { data: { id: string }[] }).data;
  const cancelled = await request.post(`/api/tutor/sesi/${session?.id}/batal`, {
    ...auth(tutor),
    data: { reason: 'Tutor berhalangan hadir' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifikasi/ });

test('a cancelled session reaches the student’s bell live; opening the card marks it read @smoke', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const api = await browser.newContext({ baseURL: base });
  const student = await apiSignIn(api.request, DEMO.student.email, DEMO_PASSWORD);
  const tutor = await apiSignIn(api.request, DEMO.tutor.email, DEMO_PASSWORD);
  const classId = await sharedClass(api.request, student, tutor);
  // Start from a clean bell, whatever other journeys left.
  await api.request.post('/api/notifikasi/baca-semua', auth(student));

  const context = await browser.newContext({ baseURL: base, storageState: signedInState(base, student) });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/beranda');
  await expect(page.locator('[data-realtime-status="connected"]')).toBeVisible({ timeout: 20_000 });
  await expect(bell(page)).toHaveAttribute('data-unread-count', '0');

  await cancelNewSession(api.request, tutor, classId);
  await expect(bell(page)).toHaveAttribute('data-unread-count', '1');
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifikasi' });
  const card = panel.locator('[data-unread="true"]').first();
  await expect(card).toContainText('dibatalkan');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/kelas/detail/${classId}`));
  await expect(bell(page)).toHaveAttribute('data-unread-count', '0');
  const list = (await (await api.request.get('/api/notifikasi', auth(student))).json()) as NotificationList;
  expect(list.meta.unread).toBe(0);
  expect(list.data[0]).toMatchObject({ kind: 'session.cancelled', params: { classId } });
  expect(errors).toEqual([]);
  await context.close();
  await api.close();
});

test('“Tandai semua dibaca” clears the count, on the other open device too', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const api = await browser.newContext({ baseURL: base });
  const student = await apiSignIn(api.request, DEMO.student.email, DEMO_PASSWORD);
  const tutor = await apiSignIn(api.request, DEMO.tutor.email, DEMO_PASSWORD);
  const classId = await sharedClass(api.request, student, tutor);
  await api.request.post('/api/notifikasi/baca-semua', auth(student));
  await cancelNewSession(api.request, tutor, classId);
  await cancelNewSession(api.request, tutor, classId);

  const state = signedInState(base, student);
  const [phone, laptop] = [
    await browser.newContext({ baseURL: base, storageState: state, viewport: { width: 360, height: 740 } }),
    await browser.newContext({ baseURL: base, storageState: state }),
  ];
  const small = await phone.newPage();
  const large = await laptop.newPage();
  for (const page of [small, large]) {
    await page.goto('/#/beranda');
    // The site header loads its signed-in parts lazily (ADR 0011).
    await expect(bell(page)).toBeVisible({ timeout: 20_000 });
    await expect(bell(page)).toHaveAttribute('data-unread-count', '2');
  }
  await bell(small).click();
  const panel = small.getByRole('dialog', { name: 'Notifikasi' });
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(0);
  await small.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(small)).toHaveAttribute('data-unread-count', '0');
  await expect(bell(large)).toHaveAttribute('data-unread-count', '0');
  await phone.close();
  await laptop.close();
  await api.close();
});
