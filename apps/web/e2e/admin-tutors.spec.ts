import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';
import { submitApplication, submittedApplicant, uploadDocument } from './support/tutor-applicant';

const shots = process.env.E2E_SCREENSHOT_DIR;

/** Screenshots at phone and desktop width when `E2E_SCREENSHOT_DIR` is set (then back to desktop). */
async function shoot(page: Page, name: string, fullPage = false) {
  if (!shots) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function adminPage(browser: Browser, base: string) {
  const signIn = await browser.newContext({ baseURL: base });
  const session = await apiSignIn(signIn.request, DEMO.admin.email, DEMO_PASSWORD);
  await signIn.close();
  const context = await browser.newContext({ baseURL: base, storageState: signedInState(base, session) });
  return { page: await context.newPage(), session };
}

test('an application is sent back for changes, resubmitted and approved: the tutor is verified and public', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const applicant = await submittedApplicant(request, 'Wulan');
  const { page } = await adminPage(browser, base);
  const errors = collectPageErrors(page);

  await page.goto('/#/admin/tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Antrean verifikasi', selected: true })).toBeVisible();
  const item = page.locator(`[data-application-id="${applicant.application.id}"]`);
  await expect(item).toContainText(applicant.email);
  await expect(item).toContainText('Menunggu verifikasi');
  await shoot(page, 'antrean', true);
  await item.getByRole('button', { name: `Tinjau pendaftaran ${applicant.name}` }).click();

  const detail = page.getByRole('dialog', { name: applicant.name });
  await expect(detail.getByRole('heading', { name: 'Biodata' })).toBeVisible();
  await expect(detail).toContainText('081234567890');
  await expect(detail).toContainText('S1 Pendidikan Matematika, Universitas Padjadjaran');
  await expect(detail).toContainText('Rp');
  // The identity card is shown inline through its signed link; the diploma opens (as a PDF) through its own.
  const card = detail.getByRole('img', { name: 'Pratinjau KTP' });
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pdfLink = detail.getByRole('link', { name: /^Buka Ijazah terakhir/ });
  const href = (await pdfLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/api\/berkas\/privat\/tutor-documents\/.+\?token=/);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'detail');
  if (shots) {
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'detail-dokumen');
  }

  // Ask for changes: the reason is required.
  await detail.getByRole('button', { name: 'Minta perbaikan' }).click();
  const changes = page.getByRole('dialog', { name: 'Minta perbaikan' });
  await changes.getByRole('button', { name: 'Minta perbaikan' }).click();
  await expect(changes.getByText('Tulis alasan minimal 5 karakter.')).toBeVisible();
  await changes.getByLabel('Alasan').fill('Foto KTP kurang jelas, mohon unggah ulang.');
  await shoot(page, 'dialog-perubahan');
  await changes.getByRole('button', { name: 'Minta perbaikan' }).click();
  await expect(page.getByText(`Permintaan perbaikan dikirim ke ${applicant.name}.`)).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(item).toHaveCount(0);

  // The applicant fixes the card and submits again (through the API, as their own pages would).
  await uploadDocument(request, applicant.session, 'ktp');
  expect((await submitApplication(request, applicant.session)).status).toBe('submitted');

  await page.reload();
  await item.getByRole('button', { name: `Tinjau pendaftaran ${applicant.name}` }).click();
  await detail.getByRole('button', { name: 'Setujui' }).click();
  const approve = page.getByRole('dialog', { name: 'Setujui pendaftaran?' });
  await shoot(page, 'dialog-setujui');
  await approve.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText(`Pendaftaran ${applicant.name} disetujui.`)).toBeVisible();
  await expect(item).toHaveCount(0);

  // "Daftar tutor": verified, with a link to the public profile.
  await page.getByRole('tab', { name: 'Daftar tutor' }).click();
  await page.getByLabel('Cari nama atau email').fill(applicant.email);
  const rows = page.getByRole('table', { name: 'Tutor dan pelamar' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Terverifikasi');
  await rows
    .nth(1)
    .getByRole('link', { name: `Profil publik ${applicant.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();

  // The public tutor list shows them.
  await expect(async () => {
    await page.goto(`/#/tutor?q=${encodeURIComponent(applicant.name)}`);
    await expect(
      page.locator('[data-card="tutor"]').getByRole('link', { name: applicant.name, exact: true }),
    ).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('a rejection needs a reason; a decision another admin made first is refused with a clear message', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const rejected = await submittedApplicant(request, 'Gilang');
  const raced = await submittedApplicant(request, 'Hesti');
  const { page, session } = await adminPage(browser, base);
  const errors = collectPageErrors(page);

  // Opened straight from its address.
  await page.goto(`/#/admin/tutor?id=${rejected.application.id}`);
  const detail = page.getByRole('dialog', { name: rejected.name });
  await detail.getByRole('button', { name: 'Tolak' }).click();
  const reject = page.getByRole('dialog', { name: 'Tolak pendaftaran' });
  await expect(reject).toContainText('Penolakan bersifat final');
  await reject.getByLabel('Alasan').fill('Ijazah tidak sesuai dengan mata pelajaran.');
  await shoot(page, 'dialog-tolak');
  await reject.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByText(`Pendaftaran ${rejected.name} ditolak.`)).toBeVisible();
  await page.getByLabel('Status pendaftaran').selectOption({ label: 'Ditolak' });
  await expect(page.locator(`[data-application-id="${rejected.application.id}"]`)).toContainText('Ditolak');

  // Another admin rejects the second one while this page has it open: approving it is refused, in words.
  await page.goto(`/#/admin/tutor?id=${raced.application.id}`);
  const racedDetail = page.getByRole('dialog', { name: raced.name });
  await expect(racedDetail.getByRole('button', { name: 'Setujui' })).toBeVisible();
  const other = await request.post(`/api/admin/tutor/pendaftaran/${raced.application.id}/tolak`, {
    headers: { Authorization: session.token },
    data: { reason: 'Diputuskan oleh admin lain.' },
  });
  expect(other.status()).toBe(200);
  await racedDetail.getByRole('button', { name: 'Setujui' }).click();
  const approve = page.getByRole('dialog', { name: 'Setujui pendaftaran?' });
  await approve.getByRole('button', { name: 'Setujui' }).click();
  await expect(approve.getByText('Pendaftaran ini tidak sedang menunggu keputusan.')).toBeVisible();
  await shoot(page, 'dialog-konflik');
  await approve.getByRole('button', { name: 'Batal' }).click();
  await expect(racedDetail.getByText('Diputuskan oleh admin lain.')).toBeVisible();
  await expect(racedDetail.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await racedDetail.getByRole('button', { name: 'Tutup' }).click();

  await page.getByRole('tab', { name: 'Daftar tutor' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Ditolak' });
  await page.getByLabel('Cari nama atau email').fill(rejected.email);
  const rows = page.getByRole('table', { name: 'Tutor dan pelamar' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Ditolak');
  await expect(rows.nth(1).getByRole('link')).toHaveCount(0);
  await page.getByLabel('Cari nama atau email').fill('');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Semua status' });
  await shoot(page, 'daftar', true);
  await page.getByLabel('Cari nama atau email').fill('tidak-ada-tutor-seperti-ini');
  await expect(page.getByText('Tidak ada tutor yang cocok')).toBeVisible();
  await shoot(page, 'daftar-kosong');
  // Only the refused approval may have failed (Chromium logs the 409 answer).
  expect(errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([]);
});
