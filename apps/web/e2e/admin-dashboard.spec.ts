import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AdminDashboard, AdminDashboardResponse } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { checkOutPaidMaterial } from './support/journey';
import { apiSignIn, apiSignUp, DEMO, DEMO_PASSWORD, signInWithForm, uniqueEmail } from './support/session';

// The admin dashboard: the admin signs in, `/#/admin` lands on `/#/admin/beranda`, the KPI cards show what
// `GET /api/admin/beranda` answers, the sales chart draws (with its table for screen readers), and a student's
// purchase raises today's figures after a reload. Other journeys buy and refund at the same time on the same
// database, so the figures are compared with a fresh API answer (retried) and the purchase as "at least".
//
// Set E2E_SCREENSHOT_DIR=<dir> to also save the loaded, loading and error states at 1280 and 360 px.

/** `Rp 1.234.000` / `-Rp 5.000` → the integer. */
function rupiahValue(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}

async function figuresOf(request: APIRequestContext, token: string): Promise<AdminDashboard> {
  const answer = await request.get('/api/admin/beranda', { headers: { Authorization: token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AdminDashboardResponse).data;
}

const kpi = (page: Page, name: string): Locator => page.locator(`[data-kpi="${name}"] [data-kpi-value]`);

/** What the cards of the "today" period show. */
async function shownToday(page: Page) {
  await expect(page.locator('[data-kpi-period="today"]')).toBeVisible();
  const note = (await page.locator('[data-kpi="sales"] p').last().textContent()) ?? '';
  return {
    sales: rupiahValue((await kpi(page, 'sales').textContent()) ?? ''),
    grossSales: rupiahValue(note.split('−')[0] ?? ''),
    paidOrders: Number(((await kpi(page, 'paidOrders').textContent()) ?? '').replace(/\D/g, '')),
    newStudents: Number(((await kpi(page, 'newStudents').textContent()) ?? '').replace(/\D/g, '')),
    pendingVerifications: Number(
      ((await kpi(page, 'pendingVerifications').textContent()) ?? '').replace(/\D/g, ''),
    ),
  };
}

/** The page, reloaded, shows the figures the API answers (retried while other journeys change them). */
async function expectPageMatchesApi(page: Page, request: APIRequestContext, token: string) {
  let figures: AdminDashboard | undefined;
  await expect(async () => {
    figures = await figuresOf(request, token);
    await page.reload();
    const shown = await shownToday(page);
    const today = figures.periods.today;
    expect(shown).toEqual({
      sales: today.sales,
      grossSales: today.grossSales,
      paidOrders: today.paidOrders,
      newStudents: today.newStudents,
      pendingVerifications: figures.pendingVerifications,
    });
  }).toPass({ timeout: 30_000 });
  return figures as AdminDashboard;
}

/** A new student buys a paid material through the simulator; answers the order's total. */
async function studentBuysSomething(request: APIRequestContext): Promise<number> {
  const student = await apiSignUp(request, {
    name: 'Pembeli Dasbor',
    email: uniqueEmail('dasbor'),
    password: 'rahasia123',
  });
  const order = await checkOutPaidMaterial(request, student);
  const paid = await request.post(`/api/pembayaran/simulator/${order.number}`, {
    headers: { Authorization: student.token },
    data: { result: 'pay' },
  });
  expect(paid.status()).toBe(200);
  return order.total;
}

test('the admin’s dashboard shows the API’s figures, draws the sales, and counts a new purchase @smoke', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 20_000 });
  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/admin\/beranda$/);
  await expect(page.locator('[data-layout="layout-admin"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ringkasan angka' })).toBeVisible();

  const admin = await apiSignIn(request, DEMO.admin.email, DEMO_PASSWORD);
  const before = await expectPageMatchesApi(page, request, admin.token);
  const shownBefore = await shownToday(page);
  await expect(page.getByRole('link', { name: 'Buka antrean verifikasi' })).toHaveAttribute(
    'href',
    '#/admin/tutor',
  );

  const total = await studentBuysSomething(request);
  expect(total).toBeGreaterThan(0);
  const after = await figuresOf(request, admin.token);
  expect(after.periods.today.grossSales).toBeGreaterThanOrEqual(before.periods.today.grossSales + total);
  expect(after.periods.today.paidOrders).toBeGreaterThanOrEqual(before.periods.today.paidOrders + 1);
  expect(after.periods.today.newStudents).toBeGreaterThanOrEqual(before.periods.today.newStudents + 1);

  await page.reload();
  const shownAfter = await shownToday(page);
  expect(shownAfter.grossSales).toBeGreaterThanOrEqual(shownBefore.grossSales + total);
  expect(shownAfter.paidOrders).toBeGreaterThanOrEqual(shownBefore.paidOrders + 1);
  expect(shownAfter.newStudents).toBeGreaterThanOrEqual(shownBefore.newStudents + 1);

  // The chart (Recharts, loaded on this page only) draws bars, and its table carries the same 30 days.
  const chart = page.locator('[data-sales-chart]');
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  const table = page.getByRole('table', {
    name: 'Penjualan bersih dan pesanan dibayar per hari, 30 hari terakhir',
  });
  await expect(table).toBeAttached();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(page.locator('[data-top-items] li').first()).toBeVisible();

  // The period switch shows the 30 days' figures.
  await page.getByRole('button', { name: '30 hari' }).click();
  await expect(page.locator('[data-kpi-period="last30Days"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('screenshots of the dashboard: loaded, loading, error', async ({ page, request }) => {
  const shots = process.env.E2E_SCREENSHOT_DIR;
  test.skip(!shots, 'set E2E_SCREENSHOT_DIR to take them');
  test.setTimeout(120_000);
  const snap = async (name: string) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
  };
  await studentBuysSomething(request);
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 20_000 });
  await page.goto('/#/admin/beranda');
  await expect(page.locator('[data-sales-chart] svg').first()).toBeVisible();
  await snap('admin-dashboard');

  // The empty chart state: the real answer with 30 days of nothing.
  await page.route('**/api/admin/beranda', async (route) => {
    const answer = (await (await route.fetch()).json()) as AdminDashboardResponse;
    const salesByDay = answer.data.salesByDay.map((day) => ({ ...day, sales: 0, paidOrders: 0 }));
    await route.fulfill({ json: { data: { ...answer.data, salesByDay, topItems: [] } } });
  });
  await page.reload();
  await expect(page.locator('[data-chart-empty]')).toBeVisible();
  await snap('admin-dashboard-empty');
  await page.unrouteAll({ behavior: 'wait' });

  // Loading: the answer held back; then the error: the API refuses every time (the query's retries included).
  let mode: 'hold' | 'fail' = 'hold';
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/beranda', async (route) => {
    if (mode === 'hold') {
      await held;
      await route.abort();
      return;
    }
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Layanan tidak tersedia.' } }),
    });
  });
  await page.reload();
  await expect(page.locator('[data-dashboard-loading]')).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/admin-dashboard-loading-${width}.png`, fullPage: true });
  }
  mode = 'fail';
  release();
  await page.reload();
  await expect(page.locator('[data-admin-kpis] [data-load-error]')).toBeVisible({ timeout: 30_000 });
  await snap('admin-dashboard-error');
});
