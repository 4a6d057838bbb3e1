import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import type { ListAnswer, Subject } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { mondayIn, payCart, rupiah, verifiedTutor } from './support/journey';
import { type ApiSession, apiSignUp, readMail, signedInState, uniqueEmail } from './support/session';
import { uniqueWord } from './support/tutor-applicant';

/**
 * Issue 12's "Done when", as one story of a new verified tutor and new students: the tutor creates a class with a
 * weekly series and publishes it, a student buys it, the tutor sees the student and moves a session (the student is
 * e-mailed), the student books two bimbel slots of the tutor that then disappear for another student, and the
 * tutor's earnings show the net of both sales.
 *
 * Real time bounds the rest of the story: a session cannot start in the past and lasts at least 15 minutes, a class
 * can be reviewed only once its first session has ended, and a sale stays pending until that session starts. So the
 * student is shown when the review opens, and the sales are pending (nothing to pay out yet); the review with its
 * reply and the payout marked paid run on seeded data in `tutor-reviews.spec.ts` and `tutor-payouts.spec.ts`.
 */

const CLASS_PRICE = 150_000;
const SLOT_PRICE = 100_000;
/** What the tutor earns of a sale at the default 20 % platform fee. */
const net = (price: number) => Math.floor((price * 80) / 100);

async function apiCall(
  request: APIRequestContext,
  session: ApiSession,
  method: string,
  url: string,
  data?: object,
) {
  const answer = await request.fetch(`/api${url}`, {
    method,
    headers: { Authorization: session.token },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: { id: string } }).data;
}

/** The tutor's bimbel class with hours every day (set up through the API: not the point of the story). */
async function bimbleClassOf(request: APIRequestContext, tutor: ApiSession): Promise<string> {
  const rules = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    startMinute: 8 * 60,
    endMinute: 20 * 60,
  }));
  await apiCall(request, tutor, 'PUT', '/tutor/jadwal/aturan', {
    timeZone: 'Asia/Jakarta',
    rules,
    exceptions: [],
    settings: { minimumNoticeMinutes: 60, bufferMinutes: 0, horizonDays: 14, slotMinutes: 60 },
  });
  const subjects = (await (
    await request.get('/api/pelajaran?page=1&pageSize=1')
  ).json()) as ListAnswer<Subject>;
  const created = await apiCall(request, tutor, 'POST', '/tutor/kelas', {
    title: `Bimbel Privat ${uniqueWord()}`,
    summary: 'Sesi privat satu siswa sesuai jadwalmu.',
    subjectId: subjects.data[0]?.id,
    kind: 'bimble',
    capacity: 1,
  });
  await apiCall(request, tutor, 'PATCH', `/tutor/kelas/${created.id}`, { price: SLOT_PRICE });
  await apiCall(request, tutor, 'POST', `/tutor/kelas/${created.id}/terbitkan`);
  return created.id;
}

async function newStudent(browser: Browser, request: APIRequestContext, baseURL: string, name: string) {
  const email = uniqueEmail('selesai');
  const session = await apiSignUp(request, { name, email, password: 'rahasia123' });
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  return { email, page: await context.newPage(), context };
}

test('a new tutor’s class and bimbel are sold, scheduled and earned on, from creation to the balance', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const { tutor } = await verifiedTutor(request, 'Tutor Selesai');
  const bimbleId = await bimbleClassOf(request, tutor);
  const tutorContext = await browser.newContext({ baseURL: base, storageState: signedInState(base, tutor) });
  const page = await tutorContext.newPage();
  const errors = collectPageErrors(page);
  const title = `Limit dan Turunan ${uniqueWord()}`;

  // The class: the wizard's three steps.
  await page.goto('/#/tutor/kelas');
  await page.getByRole('link', { name: 'Buat kelas' }).first().click();
  await page.getByLabel('Judul kelas').fill(title);
  await page.getByLabel('Ringkasan').fill('Konsep limit dan turunan untuk kelas XI.');
  await page.getByRole('combobox', { name: 'Pelajaran' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Kapasitas (siswa)').fill('10');
  await page.getByRole('button', { name: 'Simpan draf dan lanjut' }).click();
  const about = page.getByRole('textbox', { name: 'Deskripsi kelas' });
  await about.click();
  await about.pressSequentially('Belajar limit dari nol.');
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click();
  await page.getByLabel('Harga (Rp)', { exact: false }).first().fill(String(CLASS_PRICE));
  await expect(page.getByTestId('net-per-seat')).toHaveText(rupiah(net(CLASS_PRICE)));
  await page.getByRole('button', { name: 'Simpan harga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const classId = /#\/tutor\/kelas\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect(classId, page.url()).not.toBe('');

  // A weekly series: Mondays and Wednesdays of two weeks, 06:00–07:00 WIB.
  const week = mondayIn(2);
  await page.goto(`/#/tutor/kelas/${classId}/jadwal/kelola`);
  await page.getByLabel('Tanggal mulai').fill(week.date);
  await page.getByLabel('Jam mulai (WIB)').fill('06:00');
  await page.getByRole('checkbox', { name: 'Senin' }).check();
  await page.getByRole('checkbox', { name: 'Rabu' }).check();
  await page.getByLabel('Sampai tanggal').fill(week.plus(13));
  await page.getByLabel('Durasi (menit)').fill('60');
  await page.getByLabel('Tautan pertemuan').fill('https://meet.jit.si/scola-limit-turunan');
  await expect(page.getByText('4 sesi akan dibuat:')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan jadwal mingguan' }).click();
  await expect(page.getByText('4 sesi ditambahkan.')).toBeVisible();

  // Published from the list.
  await page.goto('/#/tutor/kelas');
  await page.getByRole('button', { name: `Aksi lain untuk ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Terbitkan' }).click();
  await expect(page.getByText(`"${title}" sudah terbit`)).toBeVisible();

  // A student buys it from its page.
  const studentName = `Dewi ${uniqueWord()}`;
  const student = await newStudent(browser, request, base, studentName);
  const studentErrors = collectPageErrors(student.page);
  await student.page.goto(`/#/kelas/${classId}`);
  await expect(student.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const box = student.page.locator('[data-purchase-box]');
  await box.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await box.getByRole('link', { name: 'Lihat keranjang' }).click();
  await payCart(student.page);

  // The tutor sees the student in the class's list.
  await page.goto(`/#/tutor/kelas/siswa?kelas=${classId}`);
  const students = page.getByRole('table', { name: `Siswa kelas ${title}` });
  await expect(students.getByRole('cell', { name: studentName })).toBeVisible();

  // The first session moves to 08:00 with a reason: the student is e-mailed.
  await page.goto(`/#/tutor/kelas/${classId}/jadwal`);
  const first = page.locator('li[data-session-id]', { hasText: '06.00–07.00' }).first();
  await first.getByRole('button', { name: 'Ubah jadwal' }).click();
  const reschedule = page.getByRole('dialog');
  await reschedule.getByLabel('Mulai (WIB)').fill(`${week.date}T08:00`);
  await reschedule.getByLabel('Alasan').fill('Ada rapat sekolah.');
  await reschedule.getByRole('button', { name: 'Simpan jadwal baru' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Siswa diberi tahu lewat email' })).toBeVisible();
  const mail = await readMail(student.email, new RegExp(`^Jadwal sesi diubah: ${title}`));
  expect(mail.text).toContain('Alasan: Ada rapat sekolah.');
  expect(mail.text).toContain('08.00–09.00 WIB');

  // The student's review opens once the first session is over: the class page says so.
  await student.page.goto(`/#/kelas/${classId}`);
  await expect(student.page.locator('[data-my-review]')).toContainText(
    'Kamu bisa menulis ulasan setelah sesi pertama kelas ini selesai.',
  );

  // The student books two slots of the tutor's bimbel class; another student no longer sees them.
  await student.page.goto(`/#/kelas/${bimbleId}`);
  const picker = student.page.locator('[data-slot-picker]');
  const day = picker.getByRole('tab').nth(1);
  const dayKey = await day.getAttribute('data-slot-day');
  await day.click();
  const chips = picker.locator('[data-slot]');
  await expect(chips.nth(1)).toBeVisible();
  const chosen = [await chips.nth(0).getAttribute('data-slot'), await chips.nth(1).getAttribute('data-slot')];
  await chips.nth(0).click();
  await chips.nth(1).click();
  await picker.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await picker.getByRole('link', { name: 'Lihat keranjang' }).click();
  await expect(student.page.locator('[data-cart-line]')).toHaveCount(2);
  await payCart(student.page);

  const other = await newStudent(browser, request, base, `Sari ${uniqueWord()}`);
  await other.page.goto(`/#/kelas/${bimbleId}`);
  const otherPicker = other.page.locator('[data-slot-picker]');
  await otherPicker.locator(`[data-slot-day="${dayKey}"]`).click();
  await expect(otherPicker.locator('[data-slot]').first()).toBeVisible();
  for (const startsAt of chosen)
    await expect(otherPicker.locator(`[data-slot="${startsAt}"]`)).toHaveCount(0);

  // The tutor's earnings: both sales, net of the platform fee, pending until their sessions start.
  await page.goto('/#/tutor/pendapatan');
  await expect(page.locator('[data-balance="pending"] dd')).toHaveText(
    rupiah(net(CLASS_PRICE) + 2 * net(SLOT_PRICE)),
  );
  await expect(page.locator('[data-balance="withdrawable"] dd')).toHaveText(rupiah(0));
  const history = page.getByRole('table', { name: 'Riwayat pendapatan' });
  await expect(history.getByRole('row').filter({ hasText: title })).toContainText(rupiah(net(CLASS_PRICE)));

  expect(errors).toEqual([]);
  expect(studentErrors).toEqual([]);
  await Promise.all([tutorContext.close(), student.context.close(), other.context.close()]);
});
