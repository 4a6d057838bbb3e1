/**
 * Every role at home (ADR 0029): each demo account lands on its role's home after signing in from the landing
 * page, its menus list no planned page, a tutor is offered no purchase and causes no 403, a student's footer has no
 * "Ruang tutor", and an account that is both student and tutor switches areas from the account menu.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { User } from '@scola/contracts';
import { routeTable } from '../src/config/route-table';
import { findClass } from './support/catalogue';
import { collectPageErrors } from './support/console';
import { apiSignIn, DEMO, DEMO_PASSWORD, signedInState, signInWithForm } from './support/session';
import { submittedApplicant } from './support/tutor-applicant';

const plannedPaths = new Set<string>(routeTable.filter((entry) => entry.planned).map((entry) => entry.path));

/** The hash paths of every link in `scope` (`/#/tutor/jadwal` → `/tutor/jadwal`). */
async function linkTargets(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^.*#/, '').split('?')[0] ?? '');
}

/** Responses answered 403 while the page runs. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  return refused;
}

/** The account a session belongs to (`GET /api/akun/info`). */
async function accountOf(request: APIRequestContext, token: string): Promise<User> {
  const answer = await request.get('/api/akun/info', { headers: { Authorization: token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: User }).data;
}

const shots = process.env.E2E_SCREENSHOT_DIR;
async function snap(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('each demo role lands on its home; the tutor sees no planned page, no purchase and no 403 @smoke', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);

  // The admin signs in from the landing form and lands on the admin dashboard.
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda admin' })).toBeVisible();
  for (const target of await linkTargets(page, 'nav')) expect(plannedPaths.has(target), target).toBe(false);
  await snap(page, 'home-admin');
  await page.getByRole('button', { name: `Menu akun ${DEMO.admin.name}` }).click();
  await page.locator('[data-sign-out]').click();
  await expect(page).toHaveURL(/\/(#\/)?$/);

  // The tutor lands on the tutor area, whose menus lead to built pages only.
  const refused = refusals(page);
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\/beranda$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda tutor' })).toBeVisible();
  await expect(page.locator('[data-dashboard-card="sessions"]')).toBeVisible();
  await snap(page, 'home-tutor');
  for (const target of await linkTargets(page, 'body')) expect(plannedPaths.has(target), target).toBe(false);

  // On a class page: no "Tambah ke keranjang", a short note, the footer's "Ruang tutor" leads to a built page.
  const liveClass = await findClass(request, 'sort=newest');
  await page.goto(`/#/kelas/${liveClass.id}`);
  await expect(page.getByRole('heading', { level: 1, name: liveClass.title })).toBeVisible();
  await expect(page.locator('[data-purchase-note]')).toHaveText('Pembelian hanya untuk akun siswa.');
  await expect(page.getByRole('button', { name: 'Tambah ke keranjang' })).toHaveCount(0);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Daftar jadi tutor' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'Ruang tutor' }).click();
  await expect(page).toHaveURL(/#\/tutor\/beranda$/);
  await page.goto(`/#/kelas/${liveClass.id}`);
  await expect(page.locator('[data-purchase-note]')).toBeVisible();
  // Let the page's requests settle, then none of them was refused.
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // The tutor's own public profile offers no "Ikuti".
  const tutor = await apiSignIn(request, DEMO.tutor.email, DEMO_PASSWORD);
  await page.goto(`/#/tutor/detil/${(await accountOf(request, tutor.token)).id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.tutor.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ikuti/ })).toHaveCount(0);
  expect(refused).toEqual([]);
  // The demo profiles' photos are on an outside host this sandbox cannot resolve; nothing else may fail.
  expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('the student lands on /beranda with the free trial offered and no "Ruang tutor" in the footer', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-free-trial-link]')).toHaveAttribute('href', '#/daftarfreetrial');
  await snap(page, 'landing');
  await signInWithForm(page, DEMO.student.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/beranda$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Halo, ${DEMO.student.name}!` })).toBeVisible();
  // The demo student owns classes with sessions in the coming days: the next one, in WIB, with its class space and
  // when its join window opens (the meeting link is answered by the join route only, ADR 0043).
  const nextSessions = page.locator('[data-next-sessions]');
  const firstSession = nextSessions.locator('[data-next-session-item]').first();
  await expect(firstSession).toContainText('WIB');
  await expect(firstSession).toContainText(/Bisa bergabung mulai|Gabung/);
  await expect(firstSession.getByRole('link').first()).toHaveAttribute('href', /^#\/kelas\/detail\//);
  await expect(page.getByRole('link', { name: 'Coba kelas gratis' })).toHaveAttribute(
    'href',
    '#/daftarfreetrial',
  );
  for (const target of await linkTargets(page, 'nav')) expect(plannedPaths.has(target), target).toBe(false);
  await snap(page, 'home-student');

  const liveClass = await findClass(request, 'sort=newest');
  await page.goto(`/#/kelas/${liveClass.id}`);
  await expect(page.locator('[data-purchase-box] [data-free-trial-link]')).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Ruang tutor' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Daftar jadi tutor' })).toBeVisible();
});

/** The admin approves the application through the API (as `/admin/tutor` does). */
async function approve(browser: Browser, baseURL: string, applicationId: string) {
  const context = await browser.newContext({ baseURL });
  const admin = await apiSignIn(context.request, DEMO.admin.email, DEMO_PASSWORD);
  const answer = await context.request.post(`/api/admin/tutor/pendaftaran/${applicationId}/setujui`, {
    headers: { Authorization: admin.token },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await context.close();
}

test('an account that is both student and tutor switches areas from the account menu', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await submittedApplicant(request, 'Dua Peran');
  await approve(browser, baseURL ?? '', applicant.application.id);
  const session = await apiSignIn(request, applicant.email, 'rahasia123');
  expect([...(await accountOf(request, session.token)).scope].sort()).toEqual(['student', 'tutor']);

  const context = await browser.newContext({ storageState: signedInState(baseURL ?? '', session) });
  const page = await context.newPage();
  await page.goto('/');
  // A student+tutor is at home on the tutor dashboard (ADR 0029) and may switch to the student area.
  await expect(page).toHaveURL(/#\/tutor\/beranda$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda tutor' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: `Menu akun ${applicant.name}` });
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Pindah ruang')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ruang siswa' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/account-menu-switch-1280.png` });
  await menu.getByRole('menuitem', { name: 'Ruang siswa' }).click();
  await expect(page).toHaveURL(/#\/beranda$/);
  await page.getByRole('button', { name: `Menu akun ${applicant.name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Ruang Tutor' }).click();
  await expect(page).toHaveURL(/#\/tutor\/beranda$/);

  await page.goto('/#/kelas');
  // The public layout replaces the workspace's (and its account button) once the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: `Menu akun ${applicant.name}` }).click();
  if (shots) await page.screenshot({ path: `${shots}/account-menu-switch-360.png` });
  await page.getByRole('menuitem', { name: 'Ruang siswa' }).click();
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(page.getByRole('heading', { level: 1, name: `Halo, ${applicant.name}!` })).toBeVisible();
  await context.close();
});
