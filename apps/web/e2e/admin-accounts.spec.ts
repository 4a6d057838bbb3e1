import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import {
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  readSessionValue,
  signedInState,
  uniqueEmail,
} from './support/session';

/** Letters only: a name the sign-up accepts that no other account of the run has. */
const uniqueWord = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('the admin finds a student by search and suspends them: the student’s open page is signed out on its next call @smoke', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const name = `Larasati ${uniqueWord()}`;
  const email = uniqueEmail('suspend');

  // The student: signed in, on their profile page in their own browser.
  const studentContext = await browser.newContext({ baseURL: base });
  const studentSession = await apiSignUp(studentContext.request, { name, email, password: 'rahasia123' });
  const student = await browser.newContext({
    baseURL: base,
    storageState: signedInState(base, studentSession),
  });
  await studentContext.close();
  const studentPage = await student.newPage();
  await studentPage.goto('/#/beranda/profil');
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

  // The admin, in another browser.
  const signIn = await browser.newContext({ baseURL: base });
  const session = await apiSignIn(signIn.request, DEMO.admin.email, DEMO_PASSWORD);
  await signIn.close();
  const admin = await browser.newContext({ baseURL: base, storageState: signedInState(base, session) });
  const page = await admin.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/admin/akun');
  await expect(page.getByRole('heading', { level: 1, name: 'Akun' })).toBeVisible();
  await page.getByLabel('Cari nama atau email').fill(name.toLowerCase());
  await page.getByLabel('Peran').selectOption({ label: 'Siswa' });
  const rows = page.getByRole('table', { name: 'Daftar akun' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(1)).toContainText('Aktif');

  await page.getByRole('button', { name: `Buka detail akun ${name}` }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toContainText(email);
  await detail.getByRole('button', { name: 'Tangguhkan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tangguhkan akun ini?' });
  await confirm.getByRole('button', { name: 'Tangguhkan' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText(`Akun ${name} ditangguhkan. Semua sesinya telah berakhir.`)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Aktifkan kembali' })).toBeVisible();

  if (process.env.E2E_SCREENSHOT_DIR) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/akun-detail-${width}.png` });
    }
  }
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(rows.nth(1)).toContainText('Ditangguhkan');

  // The student's next call is refused and their page signs out.
  await studentPage.goto('/#/beranda/koleksi-kelas');
  await expect.poll(() => readSessionValue(studentPage, '_token.local')).toBeFalsy();
  await expect(studentPage.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();

  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.getByLabel('Cari nama atau email').fill('');
    await page.getByLabel('Peran').selectOption({ label: 'Semua peran' });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/akun-${width}.png`, fullPage: true });
    }
  }
  expect(errors).toEqual([]);
  await admin.close();
  await student.close();
});
