import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { collectPageErrors } from './support/console';
import {
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  readActivationLink,
  signedInState,
  uniqueEmail,
} from './support/session';

/** A 16×16 blue PNG (the photo and a certificate). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOQizpBEmIY1TCqYfhqAAB1t0AQ8w5IqQAAAABJRU5ErkJggg==',
  'base64',
);

async function pdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawText(title);
  return Buffer.from(await document.save());
}

/** Letters only: a name the sign-up accepts that no other account of the run has. */
const uniqueWord = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The admin, in a browser window of their own, decides on the application on `/admin/tutor`. */
async function adminDecides(
  browser: Browser,
  baseURL: string,
  applicant: { name: string; email: string },
  decision: 'changes' | 'approve',
  reason?: string,
) {
  const signIn = await browser.newContext({ baseURL });
  const session = await apiSignIn(signIn.request, DEMO.admin.email, DEMO_PASSWORD);
  await signIn.close();
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/admin/tutor');
  const item = page.locator('[data-application-id]').filter({ hasText: applicant.email });
  await item.getByRole('button', { name: `Tinjau pendaftaran ${applicant.name}` }).click();
  const detail = page.getByRole('dialog', { name: applicant.name });
  if (decision === 'changes') {
    await detail.getByRole('button', { name: 'Minta perbaikan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Minta perbaikan' });
    await dialog.getByLabel('Alasan').fill(reason ?? '');
    await dialog.getByRole('button', { name: 'Minta perbaikan' }).click();
    await expect(page.getByText(`Permintaan perbaikan dikirim ke ${applicant.name}.`)).toBeVisible();
  } else {
    await detail.getByRole('button', { name: 'Setujui' }).click();
    await page
      .getByRole('dialog', { name: 'Setujui pendaftaran?' })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await expect(page.getByText(`Pendaftaran ${applicant.name} disetujui.`)).toBeVisible();
  }
  await expect(item).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
}

const step = (page: Page, name: string) =>
  expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^Langkah \\d dari 4: ${name}$`) }),
  ).toBeVisible();

test('a visitor signs up on the way to /tutor/daftar, applies in three saved steps, fixes what the admin asked and becomes a public tutor @smoke', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const name = `Sekar ${uniqueWord()}`;
  const email = uniqueEmail('tutor-apply');

  // A visitor opens the registration: the guard opens the sign-up form (the sign-in tab is beside it).
  await page.goto('/#/tutor/daftar');
  await expect(page).toHaveURL(/#\/masuk\?tab=daftar$/);
  const signUp = page.locator('[data-sign-up-form]');
  await signUp.getByLabel('Nama lengkap').fill(name);
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Kata sandi', { exact: true }).fill('rahasia123');
  await signUp.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Periksa emailmu')).toBeVisible();

  // The activation link signs the new account in and brings it back to the registration.
  await page.goto(await readActivationLink(email));
  await expect(page).toHaveURL(/#\/tutor\/daftar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar jadi tutor' })).toBeVisible();
  await step(page, 'Biodata');
  await shoot(page, 'daftar-1-biodata-kosong');

  // Step 1: a wrong phone is refused in the form; the photo is the account's.
  await page
    .locator('[data-photo-input]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Ganti foto' })).toBeVisible();
  await expect(page.getByLabel('Nama lengkap')).toHaveValue(name);
  await page.getByLabel('Nomor HP').fill('12345');
  await page.getByLabel('Kota/kabupaten').fill('Bandung');
  await page.getByLabel('Provinsi').fill('Jawa Barat');
  await page.getByLabel('Lintang (latitude)').fill('-6,9175');
  await page.getByLabel('Bujur (longitude)').fill('107.6191');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await expect(page.getByText('Nomor HP tidak valid.', { exact: false })).toBeVisible();
  await shoot(page, 'daftar-1-biodata-salah');
  await page.getByLabel('Nomor HP').fill('081234567890');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await step(page, 'Data mengajar');

  // Leaving and coming back resumes at step 2 with step 1 kept.
  await page.goto('/#/beranda');
  await page.locator('[data-student-home]').getByRole('link', { name: 'Daftar jadi tutor' }).click();
  await step(page, 'Data mengajar');
  await shoot(page, 'daftar-2-mengajar-kosong');

  // Step 2: subjects and expertise from the admin's lists, levels, two education rows, rate.
  await page.getByRole('combobox', { name: 'Mata pelajaran' }).fill('Fisika');
  await page.getByRole('option', { name: 'Fisika (SMA)' }).click();
  await page.getByRole('combobox', { name: 'Keahlian' }).fill('Python');
  await page.getByRole('option', { name: 'Python' }).click();
  await page.getByRole('checkbox', { name: 'SMA' }).check();
  await page
    .getByRole('textbox', { name: 'Pendidikan 1' })
    .fill('S1 Fisika, Institut Teknologi Bandung, 2019');
  await page.getByRole('button', { name: 'Tambah pendidikan' }).click();
  await page.getByRole('textbox', { name: 'Pendidikan 2' }).fill('SMA Negeri 3 Bandung, 2015');
  await page.getByLabel('Pengalaman mengajar').fill('Tiga tahun mengajar fisika di bimbel.');
  await page.getByLabel('Tarif bimbel per jam').fill('5000');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await expect(page.getByText('Tarif per jam berupa angka antara Rp10.000 dan Rp5.000.000.')).toBeVisible();
  await shoot(page, 'daftar-2-mengajar-isi');
  await page.getByLabel('Tarif bimbel per jam').fill('150.000');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await step(page, 'Dokumen');

  // Step 3: a wrong file type is refused by the server and nothing is stored.
  const ktp = page.locator('[data-document-kind="ktp"]');
  await page
    .locator('[data-document-input-ktp]')
    .setInputFiles({ name: 'ktp.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan dokumen') });
  await expect(ktp.locator('[data-upload-error="ktp"]')).toContainText('Jenis berkas tidak didukung.');
  await expect(ktp.getByText('Belum ada berkas.')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await expect(page.getByText('Unggah KTP dan ijazah terakhir sebelum melanjutkan.')).toBeVisible();
  await shoot(page, 'daftar-3-dokumen-salah');

  await page
    .locator('[data-document-input-ktp]')
    .setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: await pdf('KTP') });
  await expect(ktp.locator('[data-document]')).toHaveCount(1);
  await expect(ktp.locator('[data-document]')).toContainText('PDF');
  const diploma = page.locator('[data-document-kind="ijazah"]');
  await page
    .locator('[data-document-input-ijazah]')
    .setInputFiles({ name: 'ijazah.pdf', mimeType: 'application/pdf', buffer: await pdf('Ijazah') });
  await expect(diploma.locator('[data-document]')).toHaveCount(1);
  // A second card replaces the first.
  await page
    .locator('[data-document-input-ijazah]')
    .setInputFiles({ name: 'ijazah.png', mimeType: 'image/png', buffer: PNG });
  await expect(diploma.locator('[data-document]')).toContainText('PNG');
  await expect(diploma.locator('[data-document]')).toHaveCount(1);
  const certificates = page.locator('[data-document-kind="sertifikat"]');
  await page
    .locator('[data-document-input-sertifikat]')
    .setInputFiles({ name: 'sertifikat.png', mimeType: 'image/png', buffer: PNG });
  await expect(certificates.locator('[data-document]')).toHaveCount(1);
  await page
    .locator('[data-document-input-sertifikat]')
    .setInputFiles({ name: 'lomba.pdf', mimeType: 'application/pdf', buffer: await pdf('Lomba') });
  await expect(certificates.locator('[data-document]')).toHaveCount(2);
  // Removing one asks first.
  await certificates.getByRole('button', { name: 'Hapus Sertifikat 2' }).click();
  await page.getByRole('dialog', { name: 'Hapus dokumen?' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(certificates.locator('[data-document]')).toHaveCount(1);
  await expect(certificates.locator('[data-document]')).toContainText('PNG');
  await shoot(page, 'daftar-3-dokumen');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();

  // Review and submit.
  await step(page, 'Periksa & kirim');
  await expect(page.locator('[data-review-section="teaching"]')).toContainText('Fisika (SMA)');
  await expect(page.locator('[data-review-section="teaching"]')).toContainText(/Rp\s?150\.000/);
  await shoot(page, 'daftar-4-periksa');
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  await expect(page).toHaveURL(/#\/tutor\/verifikasi$/);
  await expect(page.locator('[data-application-status="submitted"]')).toContainText('Menunggu verifikasi');
  await shoot(page, 'verifikasi-menunggu');
  // The registration now shows the state instead of the form.
  await page.goto('/#/tutor/daftar');
  await expect(page.locator('[data-application-status="submitted"]')).toBeVisible();

  // The admin asks for changes: the applicant reads the reason, fixes the rate and sends again.
  const reason = 'Tarif terlalu tinggi untuk pemula, mohon disesuaikan.';
  await adminDecides(browser, baseURL ?? '', { name, email }, 'changes', reason);
  await page.goto('/#/tutor/verifikasi');
  const needsChanges = page.locator('[data-application-status="needs_changes"]');
  await expect(needsChanges).toContainText(reason);
  await shoot(page, 'verifikasi-perbaikan');
  await needsChanges.getByRole('link', { name: 'Perbaiki pendaftaran' }).click();
  await step(page, 'Periksa & kirim');
  await expect(page.locator('[data-review-note]')).toContainText(reason);
  await shoot(page, 'daftar-perbaikan');
  await page
    .locator('[data-review-section="teaching"]')
    .getByRole('button', { name: 'Ubah Data mengajar' })
    .click();
  await step(page, 'Data mengajar');
  await expect(page.getByRole('textbox', { name: 'Pendidikan 2' })).toHaveValue('SMA Negeri 3 Bandung, 2015');
  await page.getByLabel('Tarif bimbel per jam').fill('90000');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await step(page, 'Dokumen');
  await page.getByRole('button', { name: 'Simpan & lanjut' }).click();
  await expect(page.locator('[data-review-section="teaching"]')).toContainText(/Rp\s?90\.000/);
  await page.getByRole('button', { name: 'Kirim ulang pendaftaran' }).click();
  await expect(page.locator('[data-application-status="submitted"]')).toBeVisible();

  // The admin approves: the applicant is told so and appears in the public tutor list.
  await adminDecides(browser, baseURL ?? '', { name, email }, 'approve');
  // The applicant comes back to the page later (it is the page they are on: a reload).
  await page.reload();
  await expect(page.locator('[data-application-status="approved"]')).toContainText(
    'Selamat, kamu tutor terverifikasi!',
  );
  await shoot(page, 'verifikasi-disetujui');
  // The role came with the approval: the tutor workspace opens on its dashboard (a new tutor's empty states).
  await page.goto('/#/tutor/beranda');
  await expect(page.locator('[data-layout="frontend-tutor"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buat kelas pertamamu' })).toBeVisible();
  await page.goto('/#/tutor/verifikasi');
  await page.getByRole('link', { name: 'Lihat daftar tutor' }).click();
  await expect(page).toHaveURL(/#\/tutor$/);
  await page.getByRole('combobox', { name: 'Cari nama tutor atau keahlian' }).fill(name);
  await page.getByRole('combobox', { name: 'Cari nama tutor atau keahlian' }).press('Enter');
  await page.locator('[data-card="tutor"]').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Refused uploads (415/422) are part of the journey; the public page's map tiles cannot load here (no tile server
  // is reachable from the test machine).
  expect(
    errors.filter(
      (error) =>
        !/status of 4(15|22)|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|ERR_ADDRESS/.test(
          error,
        ),
    ),
  ).toEqual([]);
});

test('an account without an application is shown how to start; a verified tutor is told they need not apply', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const signIn = await browser.newContext({ baseURL: base });
  const fresh = await apiSignUp(signIn.request, {
    name: `Wulan ${uniqueWord()}`,
    email: uniqueEmail('tutor-none'),
    password: 'rahasia123',
  });
  const tutorSession = await apiSignIn(signIn.request, DEMO.tutor.email, DEMO_PASSWORD);
  await signIn.close();

  const student = await browser.newContext({ baseURL: base, storageState: signedInState(base, fresh) });
  const page = await student.newPage();
  await page.goto('/#/tutor/verifikasi');
  const none = page.locator('[data-application-status="none"]');
  await expect(none).toContainText('Kamu belum mendaftar jadi tutor');
  await shoot(page, 'verifikasi-belum');
  await none.getByRole('link', { name: 'Daftar jadi tutor' }).click();
  await expect(page).toHaveURL(/#\/tutor\/daftar$/);
  await step(page, 'Biodata');
  await student.close();

  const tutor = await browser.newContext({ baseURL: base, storageState: signedInState(base, tutorSession) });
  const tutorPage = await tutor.newPage();
  await tutorPage.goto('/#/tutor/daftar');
  await expect(tutorPage).toHaveURL(/#\/tutor\/daftar$/);
  await expect(tutorPage.locator('[data-application-status="verified"]')).toContainText(
    'Kamu sudah tutor terverifikasi',
  );
  await expect(tutorPage.getByRole('link', { name: 'Lihat daftar tutor' })).toBeVisible();
  await tutor.close();
});
