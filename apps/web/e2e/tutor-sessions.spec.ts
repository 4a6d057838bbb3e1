import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { mondayIn } from './support/journey';
import { DEMO, DEMO_PASSWORD, readMail, signInWithForm } from './support/session';

/**
 * A demo tutor schedules a demo class: a weekly series (the dates previewed first), one session moved with a reason
 * (the enrolled demo student gets the e-mail), one cancelled (it moves to the history), and an overlapping session
 * refused with the session it collides with.
 */

const CLASS_TITLE = 'Fungsi Kuadrat dan Grafiknya';
const STUDENT = 'siswa@scola.id';

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/tutor-sesi-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a tutor adds a weekly series, moves one session (the student is mailed), cancels one, and is refused an overlap', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const found = await page.request.get(`/api/kelas?q=${encodeURIComponent(CLASS_TITLE)}`);
  const classId = ((await found.json()) as { data: { id: string; title: string }[] }).data.find(
    (item) => item.title === CLASS_TITLE,
  )?.id;
  expect(classId).toBeDefined();

  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\//, { timeout: 30_000 });

  // The series: Mondays and Wednesdays of two weeks, 06:00–07:00 WIB, far after the demo sessions.
  const week = mondayIn(9);
  await page.goto(`/#/tutor/kelas/${classId}/jadwal/kelola`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola jadwal' })).toBeVisible();
  await expect(page.getByText(`${CLASS_TITLE} · waktu dalam WIB`)).toBeVisible();
  await page.getByLabel('Tanggal mulai').fill(week.date);
  await page.getByLabel('Jam mulai (WIB)').fill('06:00');
  await page.getByRole('checkbox', { name: 'Senin' }).check();
  await page.getByRole('checkbox', { name: 'Rabu' }).check();
  await page.getByLabel('Sampai tanggal').fill(week.plus(13));
  await page.getByLabel('Durasi (menit)').fill('60');
  await page.getByLabel('Tautan pertemuan').fill('https://meet.jit.si/scola-latihan-fungsi');
  const preview = page.getByRole('list', { name: 'Tanggal sesi yang akan dibuat' });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByRole('listitem').first()).toContainText('Senin');
  await expect(preview.getByRole('listitem').first()).toContainText('06.00–07.00\u00a0WIB');
  await expect(page.getByText('4 sesi akan dibuat:')).toBeVisible();
  await shoot(page, 'kelola');
  await page.getByRole('button', { name: 'Simpan jadwal mingguan' }).click();
  await expect(page.getByText('4 sesi ditambahkan.')).toBeVisible();

  // The schedule lists them with their link; the first one moves to 08:00 with a reason.
  await page.getByRole('link', { name: 'Lihat jadwal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal kelas' })).toBeVisible();
  const early = page.locator('li[data-session-id]', { hasText: '06.00–07.00' });
  await expect(early).toHaveCount(4);
  await expect(early.first()).toContainText('https://meet.jit.si/scola-latihan-fungsi');
  await shoot(page, 'jadwal');
  const moved = early.first();
  const movedTitle = (await moved.locator('h3').innerText()).replace(/^Sesi \d+:\s*/, '');
  await moved.getByRole('button', { name: 'Ubah jadwal' }).click();
  const reschedule = page.getByRole('dialog');
  await reschedule.getByLabel('Mulai (WIB)').fill(`${week.date}T08:00`);
  await reschedule.getByLabel('Alasan').fill('Bentrok dengan rapat guru.');
  await reschedule.getByRole('button', { name: 'Simpan jadwal baru' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Siswa diberi tahu lewat email' })).toBeVisible();
  await expect(page.locator('li[data-session-id]', { hasText: '08.00–09.00' })).toHaveCount(1);

  const mail = await readMail(STUDENT, new RegExp(`^Jadwal sesi diubah: ${CLASS_TITLE}`));
  expect(mail.text).toContain(movedTitle);
  expect(mail.text).toContain('Alasan: Bentrok dengan rapat guru.');
  expect(mail.text).toContain('08.00–09.00 WIB');

  // Cancel the next one, with a reason: it leaves the schedule for the history.
  const cancelled = page.locator('li[data-session-id]', { hasText: '06.00–07.00' }).first();
  const cancelledId = await cancelled.getAttribute('data-session-id');
  await cancelled.getByRole('button', { name: 'Batalkan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Alasan').fill('Libur nasional.');
  await dialog.getByRole('button', { name: 'Batalkan sesi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'dibatalkan' })).toBeVisible();
  await expect(page.locator(`li[data-session-id="${cancelledId}"]`)).toHaveCount(0);
  await readMail(STUDENT, new RegExp(`^Sesi dibatalkan: ${CLASS_TITLE}`));

  await page.getByRole('link', { name: 'Riwayat', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat jadwal' })).toBeVisible();
  const history = page.locator(`li[data-session-id="${cancelledId}"]`);
  await expect(history).toContainText('Dibatalkan');
  await expect(history).toContainText('Alasan pembatalan: Libur nasional.');
  await shoot(page, 'riwayat');

  // One session at 08:30 on the moved session's day overlaps it: refused, naming it.
  await page.getByRole('link', { name: 'Tambah sesi', exact: true }).click();
  await page.getByRole('button', { name: 'Satu sesi' }).click();
  await page.getByLabel(/^Tanggal/).fill(week.date);
  await page.getByLabel('Jam mulai (WIB)').fill('08:30');
  await page.getByLabel('Durasi (menit)').fill('60');
  await page.getByLabel('Tautan pertemuan').fill('https://meet.jit.si/scola-bentrok');
  await page.getByRole('button', { name: 'Simpan sesi' }).click();
  const refusal = page.locator('[data-error-code="SESSION_OVERLAP"]');
  await expect(refusal).toContainText('Waktu ini bentrok dengan sesi lain yang sudah kamu jadwalkan.');
  await expect(refusal).toContainText(`Bentrok dengan ${movedTitle} (${CLASS_TITLE})`);
  await expect(refusal).toContainText('08.00–09.00\u00a0WIB');
  await shoot(page, 'bentrok');
  // The browser logs the refused request itself (409); nothing else went wrong.
  expect(errors.filter((line) => !line.includes('status of 409'))).toEqual([]);
});
