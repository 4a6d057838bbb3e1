import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

async function signedIn(browser: Browser, base: string, email: string) {
  const signIn = await browser.newContext({ baseURL: base });
  const session = await apiSignIn(signIn.request, email, DEMO_PASSWORD);
  await signIn.close();
  return browser.newContext({ baseURL: base, storageState: signedInState(base, session) });
}

/** Screenshots at phone and desktop width when `E2E_SCREENSHOT_DIR` is set. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The row (table row or card) of a class in the list. */
const rowOf = (page: Page, title: string) =>
  page.locator('[data-class-id]').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a verified tutor creates a class through the wizard, prices it, and publishes only with a future session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const title = `Vektor dan Matriks ${Math.random().toString(36).slice(2, 7)}`;
  const tutor = await signedIn(browser, base, DEMO.tutor.email);
  const page = await tutor.newPage();
  const errors = collectPageErrors(page);

  await page.goto('/#/tutor/kelas');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas saya' })).toBeVisible();
  await screenshots(page, 'tutor-kelas');
  await page.getByRole('link', { name: 'Buat kelas' }).first().click();

  // Step 1 saves a draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Buat kelas' })).toBeVisible();
  await page.getByLabel('Judul kelas').fill(title);
  await page.getByLabel('Ringkasan').fill('Operasi vektor dan matriks untuk persiapan ujian.');
  await page.getByRole('combobox', { name: 'Pelajaran' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Kapasitas (siswa)').fill('15');
  await screenshots(page, 'tutor-kelas-tambah');
  await page.getByRole('button', { name: 'Simpan draf dan lanjut' }).click();

  // Step 2: the description and what students learn.
  const about = page.getByRole('textbox', { name: 'Deskripsi kelas' });
  await expect(about).toBeVisible();
  await about.click();
  await about.pressSequentially('Belajar vektor dari nol.');
  const point = page.getByLabel('Poin baru: Yang akan dipelajari siswa');
  await point.fill('Penjumlahan vektor');
  await point.press('Enter');
  await expect(page.getByText('Penjumlahan vektor')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click();

  // Step 3: the price, with the platform fee and the net per seat shown while typing.
  await page.getByLabel('Harga (Rp)', { exact: false }).first().fill('125000');
  await expect(page.getByTestId('net-per-seat')).toHaveText('Rp\u00a0100.000');
  await page.getByRole('button', { name: 'Simpan harga' }).click();

  // The editor of the draft: publishing without a future session is refused with the reason.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Terbitkan', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tambahkan minimal satu sesi yang akan datang' }),
  ).toBeVisible();

  // The price is edited in its tab.
  await page.getByRole('tab', { name: 'Harga' }).click();
  await page.getByLabel('Harga (Rp)', { exact: false }).first().fill('150000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Perubahan tersimpan.')).toBeVisible();
  await screenshots(page, 'tutor-kelas-harga');

  // The list shows the draft with its new price.
  await page.goto('/#/tutor/kelas');
  const row = rowOf(page, title);
  await expect(row).toContainText('Draf');
  await expect(row).toContainText('Rp\u00a0150.000');
  await expect(row).toContainText('0/15');

  // Two classes bundled into a package below their total.
  await page.getByRole('button', { name: 'Buat paket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Judul paket').fill(`Paket ${title}`);
  await dialog.getByLabel('Ringkasan paket').fill('Dua kelas sekaligus dengan harga hemat.');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${title}`) }).check();
  await dialog.getByRole('checkbox', { name: /^Fungsi Kuadrat dan Grafiknya/ }).check();
  await dialog.getByLabel('Harga paket (Rp)').fill('500000');
  await dialog.getByRole('button', { name: 'Buat paket' }).click();
  await expect(dialog.getByText('Harga paket harus lebih kecil dari total harga kelasnya.')).toBeVisible();
  await dialog.getByLabel('Harga paket (Rp)').fill('250000');
  await dialog.getByRole('button', { name: 'Buat paket' }).click();
  await expect(page.locator('[data-package-id]').filter({ hasText: `Paket ${title}` })).toContainText('Draf');
  await screenshots(page, 'tutor-kelas-paket');

  // A draft with sessions ahead (demo data) is published from the list and appears in the public catalogue.
  const seeded = 'Statistika SMA: Data Berkelompok';
  await page.getByRole('button', { name: `Aksi lain untuk ${seeded}` }).click();
  await page.getByRole('menuitem', { name: 'Terbitkan' }).click();
  await expect(page.getByText(`"${seeded}" sudah terbit`)).toBeVisible();
  const classId = (await rowOf(page, seeded).getAttribute('data-class-id')) ?? '';
  expect(classId).not.toBe('');

  const visitor = await browser.newContext({ baseURL: base });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/#/kelas/${classId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: seeded })).toBeVisible();

  // Back to the demo state: archived (gone from the catalogue), then a draft again.
  await page.getByRole('button', { name: `Aksi lain untuk ${seeded}` }).click();
  await page.getByRole('menuitem', { name: 'Arsipkan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Arsipkan' }).click();
  await expect(page.getByText(`"${seeded}" diarsipkan.`)).toBeVisible();
  await page.getByRole('button', { name: `Aksi lain untuk ${seeded}` }).click();
  await page.getByRole('menuitem', { name: 'Pulihkan ke draf' }).click();
  await expect(rowOf(page, seeded)).toContainText('Draf');

  // The refused publication is a 409 answer, which Chromium logs as a failed resource; nothing else may fail.
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  await visitor.close();
  await tutor.close();
});
