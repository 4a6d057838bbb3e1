import { type APIRequestContext, expect, test } from '@playwright/test';
import type { CheckoutResponse, DataAnswer, MaterialList, Ownership } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import {
  type ApiSession,
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  signedInState,
  uniqueEmail,
} from './support/session';

async function owns(request: APIRequestContext, session: ApiSession, materialId: string) {
  const key = encodeURIComponent(`materi:${materialId}`);
  const answer = await request.get(`/api/koleksi/kepemilikan?items=${key}`, {
    headers: { Authorization: session.token },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as DataAnswer<Ownership>).data.owned.length === 1;
}

test('an admin refunds a paid order from its admin view and the student loses access @smoke', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const api = await browser.newContext({ baseURL: base });
  const request = api.request;
  const student = await apiSignUp(request, {
    name: 'Pembeli Refund',
    email: uniqueEmail('refund'),
    password: 'rahasia123',
  });
  const auth = { Authorization: student.token };
  const materials = (await (await request.get('/api/materi?pageSize=50&sort=newest')).json()) as MaterialList;
  const material = materials.data.find((item) => !item.isFree && item.price > 0);
  expect(material, 'a paid material in the demo catalogue').toBeDefined();
  const materialId = material?.id ?? '';
  expect(
    (
      await request.post('/api/keranjang', {
        headers: auth,
        data: { itemType: 'materi', itemId: materialId },
      })
    ).status(),
  ).toBe(201);
  const checkout = (await (
    await request.post('/api/checkout', { headers: auth, data: {} })
  ).json()) as CheckoutResponse;
  const { number } = checkout.data.order;
  const paid = await request.post(`/api/pembayaran/simulator/${number}`, {
    headers: auth,
    data: { result: 'pay' },
  });
  expect(paid.status()).toBe(200);
  expect(await owns(request, student, materialId)).toBe(true);

  const admin = await apiSignIn(request, DEMO.admin.email, DEMO_PASSWORD);
  const context = await browser.newContext({ baseURL: base, storageState: signedInState(base, admin) });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/#/admin/transaksi');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi' })).toBeVisible();
  await page.getByLabel('Nomor pesanan atau e-mail').fill(number);
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await expect(page.locator('[data-order-status="paid"]')).toBeVisible();

  await page.getByRole('button', { name: 'Kembalikan dana seluruh pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: `Kembalikan dana pesanan ${number}` });
  await dialog.getByRole('button', { name: 'Kembalikan dana' }).click();
  await expect(dialog.getByText('Alasan minimal 5 karakter.')).toBeVisible();
  await dialog.getByLabel('Alasan').fill('Materi ditarik oleh tutor');
  // A double click refunds once: the dialog's idempotency key is the same for both.
  await dialog.getByRole('button', { name: 'Kembalikan dana' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-order-status="refunded"]')).toBeVisible();
  await expect(page.getByText(/Materi ditarik oleh tutor/)).toHaveCount(1);

  expect(await owns(request, student, materialId)).toBe(false);
  const detail = await request.get(`/api/admin/transaksi/${checkout.data.order.id}`, {
    headers: { Authorization: admin.token },
  });
  expect(((await detail.json()) as { data: { refunds: unknown[] } }).data.refunds).toHaveLength(1);

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) {
    const snap = async (name: string) => {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
    };
    await snap('admin-order');
    await page.goto('/#/admin/transaksi');
    await expect(page.getByRole('table', { name: 'Daftar transaksi' })).toBeVisible();
    await snap('admin-orders');
  }
  expect(errors).toEqual([]);
  await context.close();
  await api.close();
});
