import { expect, test } from '@playwright/test';
import { findClass } from './support/catalogue';
import { collectPageErrors } from './support/console';
import { apiSignIn, apiSignUp, signedInState, uniqueEmail } from './support/session';

/**
 * `/pengaturan` (issue 15): the language follows the account to every device, a device signed out from another one
 * stops working, and the account's time zone is the one times are shown in. Fresh accounts: nothing here changes
 * the demo accounts other journeys read.
 */

const PASSWORD = 'rahasia123';

async function freshAccount(request: Parameters<typeof apiSignUp>[0], label: string) {
  const email = uniqueEmail(label);
  const session = await apiSignUp(request, { name: 'Dewi Lestari', email, password: PASSWORD });
  return { email, session };
}

test('switching to English applies at once and follows the account to a new device @smoke', async ({
  browser,
  baseURL,
  request,
}) => {
  const origin = baseURL ?? '';
  const { email, session } = await freshAccount(request, 'settings-language');
  const first = await browser.newContext({ baseURL: origin, storageState: signedInState(origin, session) });
  const page = await first.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/pengaturan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () => {
      const answer = await request.get('/api/akun/pengaturan', { headers: { authorization: session.token } });
      return ((await answer.json()) as { data: { locale: string } }).data.locale;
    })
    .toBe('en');
  await first.close();

  // Another device, whose browser never chose a language: signing in brings the account's English.
  const other = await apiSignIn(request, email, PASSWORD);
  const second = await browser.newContext({ baseURL: origin, storageState: signedInState(origin, other) });
  const secondPage = await second.newPage();
  const secondErrors = collectPageErrors(secondPage);
  await secondPage.goto('/#/pengaturan');
  await expect(secondPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(secondPage.locator('html')).toHaveAttribute('lang', 'en');
  await second.close();
  expect([...errors, ...secondErrors]).toEqual([]);
});

test('a device signed out from another one stops working', async ({ browser, baseURL, request }) => {
  const origin = baseURL ?? '';
  const { email, session } = await freshAccount(request, 'settings-sessions');
  const here = await browser.newContext({ baseURL: origin, storageState: signedInState(origin, session) });
  const page = await here.newPage();
  const errors = collectPageErrors(page);
  const elsewhere = await apiSignIn(request, email, PASSWORD);
  const info = () => request.get('/api/akun/info', { headers: { authorization: elsewhere.token } });
  expect((await info()).status()).toBe(200);

  await page.goto('/#/pengaturan');
  const sessions = page.getByRole('list', { name: 'Sesi aktif' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.locator('[data-session="current"]')).toContainText('Perangkat ini');
  await sessions
    .locator('[data-session="other"]')
    .getByRole('button', { name: /^Keluarkan / })
    .click();
  await expect(page.getByText('Perangkat sudah dikeluarkan.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Hanya perangkat ini yang sedang masuk ke akunmu.')).toBeVisible();

  expect((await info()).status()).toBe(401);
  const refresh = await request.post('/api/auth/scola/refresh', {
    data: { refreshToken: elsewhere.refreshToken },
  });
  expect(refresh.status()).toBe(401);
  // This device carries on.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await here.close();
  expect(errors).toEqual([]);
});

test('after choosing WIT, a class’s session times read in WIT', async ({ browser, baseURL, request }) => {
  const origin = baseURL ?? '';
  const { session } = await freshAccount(request, 'settings-zone');
  const context = await browser.newContext({ baseURL: origin, storageState: signedInState(origin, session) });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const expected = await findClass(request, 'q=fungsi%20kuadrat');

  await page.goto(`/#/kelas/${expected.id}`);
  await expect(page.locator('[data-session-date]').first()).toHaveText(/\sWIB$/);

  await page.goto('/#/pengaturan');
  const zone = page.getByRole('combobox', { name: 'Zona waktu' });
  await zone.click();
  await zone.fill('Jayapura');
  await page.getByRole('option', { name: /^WIT · Asia\/Jayapura/ }).click();
  await expect(page.getByText(/^Waktu sekarang di zona ini: .*\sWIT$/)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan zona waktu' }).click();
  await expect(page.getByText('Zona waktu disimpan.')).toBeVisible();

  await page.goto(`/#/kelas/${expected.id}`);
  await expect(page.locator('[data-session-date]').first()).toHaveText(/\sWIT$/);
  await context.close();
  expect(errors).toEqual([]);
});
