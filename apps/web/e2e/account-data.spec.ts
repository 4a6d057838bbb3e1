import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import type { AccountExport } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { checkOutPaidMaterial } from './support/journey';
import { type ApiSession, apiSignUp, signedInState, signInWithForm, uniqueEmail } from './support/session';

const PASSWORD = 'rahasia123';

/** A new student (through the API) with one order: a paid material put in the cart and checked out. */
async function studentWithOrder(request: APIRequestContext, email: string) {
  const session = await apiSignUp(request, { name: 'Dewi Lestari', email, password: PASSWORD });
  const order = await checkOutPaidMaterial(request, session);
  return { session, orderNumber: order.number };
}

async function openSettings(browser: Browser, baseURL: string, session: ApiSession) {
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  const page = await context.newPage();
  await page.goto('/#/pengaturan');
  await expect(page.getByRole('heading', { level: 2, name: 'Data dan akun' })).toBeVisible();
  return { context, page };
}

test('a student downloads their data as a JSON file with their e-mail and order', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('unduh-data');
  const { session, orderNumber } = await studentWithOrder(request, email);
  const { context, page } = await openSettings(browser, baseURL ?? '', session);
  const errors = collectPageErrors(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh data saya' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^scola-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as AccountExport;
  expect(archive.format).toBe('scola-account-export/1');
  expect(archive.profile.email).toBe(email);
  expect(archive.orders.map((order) => order.number)).toContain(orderNumber);
  await expect(page.getByText('Berkas datamu sudah diunduh.')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a student deletes their account and cannot sign in again @smoke', async ({ browser, baseURL }) => {
  const email = uniqueEmail('hapus-akun');
  const setup = await browser.newContext({ baseURL });
  const session = await apiSignUp(setup.request, { name: 'Eko Prasetyo', email, password: PASSWORD });
  await setup.close();
  const { context, page } = await openSettings(browser, baseURL ?? '', session);

  await page.getByRole('button', { name: 'Hapus akun', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus akun Scola-mu?' });
  await expect(dialog.getByText(/Riwayat transaksi yang sudah dibayar tetap disimpan/)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Hapus akun saya' });
  await expect(confirm).toBeDisabled();

  await dialog.getByLabel('Kata sandi', { exact: true }).fill('salah12345');
  await dialog.getByLabel('Saya mengerti bahwa akun saya akan dihapus permanen.').check();
  await confirm.click();
  await expect(dialog.getByRole('alert')).toContainText('Kata sandi');

  await dialog.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await confirm.click();
  await expect(page.getByTestId('account-deleted-notice')).toContainText('Akunmu telah dihapus');

  await signInWithForm(page, email, PASSWORD);
  await expect(page.locator('[data-sign-in-form]').getByRole('alert')).toBeVisible();
  await expect(page).not.toHaveURL(/#\/beranda/);
  await context.close();
});
