import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import {
  apiRequestSignUp,
  apiSignIn,
  apiSignUp,
  mailsTo,
  readActivationLink,
  readMail,
  readSessionValue,
  signedInState,
  signInWithForm,
  uniqueEmail,
  writeSessionValue,
} from './support/session';

const PASSWORD = 'rahasia123';

const greeting = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Halo, ${name}!` });
const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Masuk ke Scola' });

/** Counts the refresh calls a page makes from now on. */
/**
 * Waits until the page has no request in flight: the signed-in pages load their data after the first paint (the
 * dashboard's purchases, the header's cart), and a test that changes the session under the page must not race them.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

function countRefreshes(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/scola/refresh')) counter.count += 1;
  });
  return counter;
}

/** Signs a new student up through the API and opens `path` with that session in storage. */
async function openSignedIn(page: Page, baseURL: string, path: string, name = 'Dewi Lestari') {
  const email = uniqueEmail('session');
  const session = await apiSignUp(page.request, { name, email, password: PASSWORD });
  const state = signedInState(baseURL, session);
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    for (const entry of entries) localStorage.setItem(entry.name, entry.value);
  }, state.origins[0]?.localStorage ?? []);
  await page.goto(`/#${path}`);
  return { email, session };
}

test('sign up from /masuk, then the e-mailed activation link lands on /beranda greeting the new student @smoke', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('signup');
  await page.goto('/#/masuk');
  await page.getByRole('tab', { name: 'Daftar' }).click();
  const form = page.locator('[data-sign-up-form]');
  await expect(form.getByText('Minimal 8 karakter, memuat huruf dan angka.')).toBeVisible();
  await form.getByLabel('Nama lengkap').fill('Putri Anggraini');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Daftar' }).click();

  const sent = page.locator('[data-sign-up-sent]');
  await expect(sent.getByText('Periksa emailmu')).toBeVisible();
  await expect(sent.getByText(`Kami sudah mengirim email ke ${email}`)).toBeVisible();
  expect(await readSessionValue(page, '_token.local')).toBeNull();

  const link = await readActivationLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(greeting(page, 'Putri Anggraini')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu akun Putri Anggraini' })).toBeVisible();

  // The link works once only: opened again it offers a new one.
  await page.getByRole('button', { name: 'Menu akun Putri Anggraini' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto(link);
  await expect(page.locator('[data-activation-error="INVALID_ACTIVATION_TOKEN"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim ulang email aktivasi' })).toBeVisible();
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test('an e-mail already registered gets the same answer, and its owner an e-mail instead', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await apiSignUp(page.request, { name: 'Sudah Ada', email, password: PASSWORD });
  await page.goto('/#/masuk?tab=daftar');
  const form = page.locator('[data-sign-up-form]');
  await form.getByLabel('Nama lengkap').fill('Orang Lain');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill('sandiOrangLain1');
  await form.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.locator('[data-sign-up-sent]').getByText('Periksa emailmu')).toBeVisible();
  await expect(page.getByText('sudah terdaftar')).toHaveCount(0);

  const notice = await readMail(email, /^Ada yang mencoba mendaftar/);
  expect(notice.text).toContain('/#/masuk');
  expect(notice.text).toContain('/#/lupa-password');
  // The account is untouched: its own password still signs in, the stranger's does not.
  await apiSignIn(page.request, email, PASSWORD);
  const stranger = await page.request.post('/api/auth/scola/signin', {
    data: { email, password: 'sandiOrangLain1' },
  });
  expect(stranger.status()).toBe(401);
});

test('an account not activated yet is told so at sign-in and can have its activation e-mail sent again', async ({
  page,
}) => {
  const email = uniqueEmail('inactive');
  await apiRequestSignUp(page.request, { name: 'Belum Aktif', email, password: PASSWORD });
  await readActivationLink(email);

  await page.goto('/');
  await signInWithForm(page, email, PASSWORD);
  const form = page.locator('[data-sign-in-form]');
  await expect(form.getByRole('alert')).toHaveText(
    'Akunmu belum aktif. Buka tautan aktivasi di emailmu, atau kirim ulang email aktivasi.',
  );
  await form.getByRole('button', { name: 'Kirim ulang email aktivasi' }).click();
  await expect(form.locator('[data-activation-resent]')).toContainText(email);

  const link = await readActivationLink(email, 2);
  expect((await mailsTo(email)).length).toBe(2);
  await page.goto(link);
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(greeting(page, 'Belum Aktif')).toBeVisible();
});

test('sign-out returns to / and ends the session', async ({ page, baseURL }) => {
  await openSignedIn(page, baseURL ?? '', '/beranda');
  await expect(greeting(page, 'Dewi Lestari')).toBeVisible();
  await page.getByRole('button', { name: 'Menu akun Dewi Lestari' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();

  await expect(page).toHaveURL(/#\/$/);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await readSessionValue(page, '_token.local')).toBe(false);
  await page.goto('/#/beranda');
  await expect(page).toHaveURL(/#\/$/);
});

test('a protected page opened signed out goes to the sign-in on /, and back to it after sign-in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('redirect');
  await apiSignUp(request, { name: 'Rahmat Hidayat', email, password: PASSWORD });
  await page.goto('/#/beranda/profil');
  await expect(page).toHaveURL(/#\/$/);
  await expect(signInHeading(page)).toBeVisible();

  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/#\/beranda\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
});

test('a wrong password is refused with a localised message', async ({ page, request }) => {
  const email = uniqueEmail('wrong');
  await apiSignUp(request, { name: 'Salah Sandi', email, password: PASSWORD });
  await page.goto('/');
  await signInWithForm(page, email, 'bukan-sandinya1');
  await expect(page.locator('[data-sign-in-form]').getByRole('alert')).toHaveText(
    'Email atau kata sandi salah.',
  );
  await expect(page).toHaveURL(/\/(#\/)?$/);
});

test('a signed-in user opening / or /masuk goes to /beranda', async ({ page, baseURL }) => {
  await openSignedIn(page, baseURL ?? '', '/');
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(greeting(page, 'Dewi Lestari')).toBeVisible();
  await page.goto('/#/masuk');
  await expect(page).toHaveURL(/#\/beranda$/);
  await page.goto('/#/lupa-password');
  await expect(page).toHaveURL(/#\/beranda$/);
});

test('an expired access token with a valid refresh token is refreshed once, and the request succeeds', async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, baseURL ?? '', '/beranda');
  await expect(greeting(page, 'Dewi Lestari')).toBeVisible();
  await settled(page);
  const oldToken = await readSessionValue(page, '_token.local');
  const refreshes = countRefreshes(page);
  const userCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/akun/info')) userCalls.push(response.status());
  });

  await writeSessionValue(page, '_token_expiration.local', Date.now() - 60_000);
  await page.reload();

  await expect(greeting(page, 'Dewi Lestari')).toBeVisible();
  await expect(page).toHaveURL(/#\/beranda$/);
  expect(refreshes.count).toBe(1);
  expect(userCalls).toEqual([200]);
  const newToken = await readSessionValue(page, '_token.local');
  expect(typeof newToken).toBe('string');
  expect(newToken).not.toBe(oldToken);
});

test('with both tokens expired the session is reset and the user is on /', async ({ page, baseURL }) => {
  await openSignedIn(page, baseURL ?? '', '/beranda');
  await expect(greeting(page, 'Dewi Lestari')).toBeVisible();
  await settled(page);
  const refreshes = countRefreshes(page);

  // Off the app while the expiries are written: a request of the running app in between would refresh the tokens
  // (the refresh token was still valid) and write fresh ones over these.
  await page.goto('/favicon.svg');
  await writeSessionValue(page, '_token_expiration.local', Date.now() - 60_000);
  await writeSessionValue(page, '_refresh_token_expiration.local', Date.now() - 60_000);
  await page.goto('/#/beranda');

  await expect(page).toHaveURL(/#\/$/);
  await expect(signInHeading(page)).toBeVisible();
  expect(refreshes.count).toBe(0);
  expect(await readSessionValue(page, '_token.local')).toBe(false);
});

test('a session revoked on the server (401) signs the user out and back in to where they were', async ({
  page,
  baseURL,
  playwright,
}) => {
  // Without a live connection (it would sign the page out at once, see realtime.spec.ts), the next request's 401 does.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => void socket.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  const { email } = await openSignedIn(page, baseURL ?? '', '/beranda/profil', 'Wahyu Saputra');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await settled(page);

  // Another device changes the password: every other session of the account ends on the server.
  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const session = await apiSignIn(other, email, PASSWORD);
  const change = await other.put('/api/akun/password', {
    headers: { Authorization: session.token },
    data: { currentPassword: PASSWORD, newPassword: 'sandiBaru456' },
  });
  expect(change.status()).toBe(200);
  await other.dispose();

  await page.getByLabel('Kota').fill('Surabaya');
  await page.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(signInHeading(page)).toBeVisible();

  await signInWithForm(page, email, 'sandiBaru456');
  await expect(page).toHaveURL(/#\/beranda\/profil$/);
});

test('signing out in one tab signs out the other', async ({ context, baseURL }) => {
  const first = await context.newPage();
  await openSignedIn(first, baseURL ?? '', '/beranda');
  await expect(greeting(first, 'Dewi Lestari')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/#/beranda/password');
  await expect(second.getByRole('heading', { level: 1, name: 'Ganti kata sandi' })).toBeVisible();

  await first.getByRole('button', { name: 'Menu akun Dewi Lestari' }).click();
  await first.getByRole('menuitem', { name: 'Keluar' }).click();

  await expect(first).toHaveURL(/#\/$/);
  await expect(second).toHaveURL(/#\/$/);
  await expect(signInHeading(second)).toBeVisible();
});
