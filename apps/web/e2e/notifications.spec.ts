import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CheckoutResponse, LiveClassList, LiveClassDetail, NotificationList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import {
  type ApiSession,
  apiSignIn,
  apiSignUp,
  DEMO_PASSWORD,
  signedInState,
  uniqueEmail,
} from './support/session';

// Issue 13, notifications: an event for the signed-in student (the tutor cancels a session of a class the student
// bought, through the API) moves the bell's count without a reload; opening the panel and the card marks it read;
// "Tandai semua dibaca" clears the rest.

const auth = (session: ApiSession) => ({ headers: { Authorization: session.token } });

/**
 * Demo tutors whose classes no other journey touches, one per test (the two tests run side by side), so nothing
 * else reaches these students' bells.
 */
const QUIET_TUTORS = {
  cancel: { email: 'tutor4@scola.id', name: 'Maria Christina Siregar' },
  readAll: { email: 'tutor6@scola.id', name: 'Nadia Putri Ramadhani' },
};
type QuietTutor = (typeof QUIET_TUTORS)[keyof typeof QUIET_TUTORS];

/** No session of the class starts within two hours, so no reminder (an hour ahead) lands during the test. */
async function farFromReminders(request: APIRequestContext, classId: string) {
  const detail = (await (await request.get(`/api/kelas/${classId}`)).json()) as { data: LiveClassDetail };
  const soon = Date.now() + 2 * 3_600_000;
  return detail.data.sessions.every(
    (session) =>
      new Date(session.startsAt).getTime() + session.durationMinutes * 60_000 < Date.now() ||
      new Date(session.startsAt).getTime() > soon,
  );
}

async function unread(request: APIRequestContext, student: ApiSession) {
  return ((await (await request.get('/api/notifikasi', auth(student))).json()) as NotificationList).meta
    .unread;
}

/**
 * A new student who bought a group class of the quiet tutor through the simulator, with a clean bell (the purchase's
 * own notification, delivered by a job, is waited for and read first).
 */
async function studentOfQuietClass(request: APIRequestContext, quietTutor: QuietTutor) {
  const student = await apiSignUp(request, {
    name: 'Siswa Lonceng',
    email: uniqueEmail('bell'),
    password: 'rahasia123',
  });
  const classes = (await (await request.get('/api/kelas?jenis=group&pageSize=100')).json()) as LiveClassList;
  let classId = '';
  for (const item of classes.data) {
    if (item.tutor.name !== quietTutor.name || item.seatsLeft === 0 || item.finalPrice === 0) continue;
    if (await farFromReminders(request, item.id)) {
      classId = item.id;
      break;
    }
  }
  expect(classId, `a paid group class of ${quietTutor.name} with a free seat`).not.toBe('');
  const added = await request.post('/api/keranjang', {
    ...auth(student),
    data: { itemType: 'kelas', itemId: classId },
  });
  expect(added.status(), await added.text()).toBe(201);
  const checkout = (await (
    await request.post('/api/checkout', { ...auth(student), data: {} })
  ).json()) as CheckoutResponse;
  const paid = await request.post(`/api/pembayaran/simulator/${checkout.data.order.number}`, {
    ...auth(student),
    data: { result: 'pay' },
  });
  expect(paid.status()).toBe(200);
  await expect.poll(() => unread(request, student), { timeout: 20_000 }).toBeGreaterThan(0);
  await request.post('/api/notifikasi/baca-semua', auth(student));
  const tutor = await apiSignIn(request, quietTutor.email, DEMO_PASSWORD);
  return { student, tutor, classId };
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
  const { student, tutor, classId } = await studentOfQuietClass(api.request, QUIET_TUTORS.cancel);

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
  const { student, tutor, classId } = await studentOfQuietClass(api.request, QUIET_TUTORS.readAll);
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
