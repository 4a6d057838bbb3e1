import { type APIRequestContext, expect, test } from '@playwright/test';
import type { DataAnswer, EarningsBalance, PayoutList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { rupiah } from './support/journey';
import { type ApiSession, apiSignIn, DEMO, DEMO_PASSWORD, signedInState } from './support/session';

// Issue 12: a demo tutor with a balance (the seed's paid orders, credited at start) requests a payout, an admin
// marks it paid with a transfer reference, and the tutor sees it paid and the balance reduced.

async function balanceOf(request: APIRequestContext, session: ApiSession): Promise<EarningsBalance> {
  const answer = await request.get('/api/tutor/pendapatan', { headers: { Authorization: session.token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as DataAnswer<EarningsBalance>).data;
}

test('a tutor requests a payout, the admin marks it paid, the tutor sees it paid and the balance reduced @smoke', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const api = await browser.newContext({ baseURL: base });
  const tutor = await apiSignIn(api.request, DEMO.tutor.email, DEMO_PASSWORD);
  const admin = await apiSignIn(api.request, DEMO.admin.email, DEMO_PASSWORD);
  const before = await balanceOf(api.request, tutor);
  expect(before.withdrawable, 'the seeded sales give the demo tutor a balance').toBeGreaterThanOrEqual(
    50_000,
  );

  const tutorContext = await browser.newContext({ baseURL: base, storageState: signedInState(base, tutor) });
  const page = await tutorContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/tutor/pendapatan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pendapatan' })).toBeVisible();
  await expect(page.locator('[data-balance="withdrawable"] dd')).toHaveText(rupiah(before.withdrawable));
  await expect(page.getByRole('table', { name: 'Riwayat pendapatan' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Ajukan pencairan' });
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click();
  await expect(form.getByText('Isi jumlah bilangan bulat rupiah, minimal Rp\u00a050.000.')).toBeVisible();
  await form.getByLabel('Jumlah (Rp)').fill(String(before.withdrawable + 1));
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click();
  await expect(form.getByText(/Jumlah melebihi saldo yang dapat dicairkan/)).toBeVisible();
  await form.getByLabel('Jumlah (Rp)').fill('50000');
  await form.getByLabel('Nama bank').fill('BCA');
  await form.getByLabel('Nomor rekening').fill('1234567890');
  await form.getByLabel('Nama pemilik rekening').fill(DEMO.tutor.name);
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click();
  await expect(form.getByRole('status')).toContainText('Pencairan Rp\u00a050.000 diajukan');
  await expect(page.locator('[data-balance="reserved"] dd')).toHaveText(rupiah(before.reserved + 50_000));

  const mine = (await (
    await api.request.get('/api/tutor/pencairan', { headers: { Authorization: tutor.token } })
  ).json()) as PayoutList;
  const payout = mine.data[0];
  expect(payout).toMatchObject({ amount: 50_000, status: 'requested' });
  const row = page.locator(`[data-payout="${payout?.id}"]`);
  await expect(row.locator('[data-payout-status="requested"]')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: base, storageState: signedInState(base, admin) });
  const adminPage = await adminContext.newPage();
  const adminErrors = collectPageErrors(adminPage);
  await adminPage.goto('/#/admin/pencairan');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Pencairan dana' })).toBeVisible();
  await adminPage.getByLabel('Cari nama atau email tutor').fill(DEMO.tutor.email);
  await adminPage.getByRole('button', { name: 'Cari', exact: true }).click();
  const queued = adminPage.locator(`[data-payout="${payout?.id}"]`);
  await queued.getByRole('button', { name: 'Tandai dibayar' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Tandai pencairan sudah dibayar' });
  await dialog.getByRole('button', { name: 'Tandai dibayar' }).click();
  await expect(dialog.getByText('Referensi transfer minimal 3 karakter.')).toBeVisible();
  const reference = `TRF-${Date.now()}`;
  await dialog.getByLabel('Referensi transfer').fill(reference);
  await dialog.getByRole('button', { name: 'Tandai dibayar' }).click();
  await expect(dialog).toBeHidden();
  // The queue shows waiting requests: the paid one leaves it; with every status it shows as transferred.
  await expect(queued).toBeHidden();
  await adminPage.getByLabel('Status').click();
  await adminPage.getByRole('option', { name: 'Semua status' }).click();
  await expect(queued.locator('[data-payout-status="paid"]')).toBeVisible();
  await expect(queued.getByText(`Referensi: ${reference}`)).toBeVisible();

  await page.reload();
  await expect(row.locator('[data-payout-status="paid"]')).toBeVisible();
  await expect(row.getByText(`Referensi transfer: ${reference}`)).toBeVisible();
  const after = await balanceOf(api.request, tutor);
  expect(after).toMatchObject({
    withdrawable: before.withdrawable - 50_000,
    reserved: before.reserved,
    paidOut: before.paidOut + 50_000,
  });
  await expect(page.locator('[data-balance="withdrawable"] dd')).toHaveText(rupiah(after.withdrawable));
  await expect(page.locator('[data-balance="paidOut"] dd')).toHaveText(rupiah(after.paidOut));

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) {
    for (const [name, shown] of [
      ['tutor-earnings', page],
      ['admin-payouts', adminPage],
    ] as const) {
      for (const width of [1280, 360]) {
        await shown.setViewportSize({ width, height: 900 });
        await shown.waitForTimeout(400);
        await shown.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
    }
  }
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await tutorContext.close();
  await adminContext.close();
  await api.close();
});
