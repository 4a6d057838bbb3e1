import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

const suffix = () => Math.random().toString(36).slice(2, 7);

async function addItem(page: Page, button: string, name: string, select?: { label: string; option: string }) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Nama').fill(name);
  if (select) await dialog.getByLabel(select.label).selectOption({ label: select.option });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” ditambahkan.` })).toBeVisible();
}

test('the admin adds a subject and an expertise (category, then expertise), archives the subject and finds it all in the audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const signIn = await browser.newContext({ baseURL: base });
  const session = await apiSignIn(signIn.request, DEMO.admin.email, DEMO_PASSWORD);
  await signIn.close();
  const context = await browser.newContext({ baseURL: base, storageState: signedInState(base, session) });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const subject = `Astronomi ${suffix()}`;
  const category = `Olahraga ${suffix()}`;
  const skill = `Panjat Tebing ${suffix()}`;

  await page.goto('/#/admin/pelajaran');
  await expect(page.getByRole('heading', { level: 1, name: 'Pelajaran' })).toBeVisible();
  await addItem(page, 'Tambah pelajaran', subject, { label: 'Jenjang', option: 'SMA' });
  const row = page.locator(`[data-reference-row="${subject}"]`);
  await expect(row).toContainText('Aktif');

  // The same name at the same level, whatever its case, is refused kindly on the name field.
  await page.getByRole('button', { name: 'Tambah pelajaran' }).click();
  const twin = page.getByRole('dialog', { name: 'Tambah pelajaran' });
  await twin.getByLabel('Nama').fill(subject.toUpperCase());
  await twin.getByLabel('Jenjang').selectOption({ label: 'SMA' });
  await twin.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    twin.getByText('Nama ini sudah dipakai di kelompok yang sama. Pilih nama lain.'),
  ).toBeVisible();
  await twin.getByRole('button', { name: 'Batal' }).click();

  await page.getByRole('link', { name: 'Kategori keahlian' }).first().click();
  await addItem(page, 'Tambah kategori', category);
  await page.goto('/#/admin/keahlian');
  await addItem(page, 'Tambah keahlian', skill, { label: 'Kategori', option: category });
  await expect(page.locator(`[data-reference-row="${skill}"]`)).toContainText(category);

  await page.goto('/#/admin/pelajaran');
  await page.getByRole('button', { name: `Arsipkan ${subject}` }).click();
  const confirm = page.getByRole('dialog', { name: `Arsipkan “${subject}”?` });
  await confirm.getByRole('button', { name: 'Arsipkan' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Diarsipkan');

  await page.goto('/#/admin/beranda');
  const audit = page.getByRole('table', { name: 'Entri log audit' });
  await expect(
    audit.getByRole('row').filter({ hasText: 'Pelajaran diarsipkan' }).filter({ hasText: subject }),
  ).toBeVisible();
  await expect(
    audit.getByRole('row').filter({ hasText: 'Keahlian dibuat' }).filter({ hasText: skill }),
  ).toBeVisible();
  await expect(
    audit.getByRole('row').filter({ hasText: 'Kategori keahlian dibuat' }).filter({ hasText: category }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tampilkan rincian: Pelajaran diarsipkan' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sebelum' }).first()).toBeVisible();

  if (process.env.E2E_SCREENSHOT_DIR) {
    for (const [path, name] of [
      ['/admin/beranda', 'beranda'],
      ['/admin/pelajaran', 'pelajaran'],
      ['/admin/keahlian', 'keahlian'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(page.locator('main#main table').first()).toBeVisible();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOT_DIR}/${name}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
  // The refused twin name is a 409 answer, which Chromium logs as a failed resource: expected here.
  expect(errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([]);
  await context.close();
});
