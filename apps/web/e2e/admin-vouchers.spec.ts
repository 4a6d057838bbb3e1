import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { MaterialList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { apiSignIn, apiSignUp, DEMO, DEMO_PASSWORD, signedInState, uniqueEmail } from './support/session';

// The admin creates a voucher in the browser, a new student uses it at checkout and pays, the admin sees the usage,
// is refused a quota below it, and deactivates the voucher. Set E2E_SCREENSHOT_DIR=<dir> to save the admin voucher
// pages at 1280 and 360 px.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const rupiah = (amount: number) => `Rp\u00a0${new Intl.NumberFormat('id-ID').format(amount)}`;

async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-voucher-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Paid materials priced at least `minimum`. */
async function aMaterials(request: APIRequestContext, minimum: number) {
  const list = (await (await request.get('/api/materi?pageSize=50&sort=newest')).json()) as MaterialList;
  return list.data.filter((item) => !item.isFree && item.price >= minimum);
}

/** A paid material priced at least `minimum`, for a new student's cart. */
async function aMaterial(request: APIRequestContext, minimum: number) {
  const material = (await aMaterials(request, minimum))[0];
  if (!material) throw new Error('no material to buy');
  return material;
}

test('an admin creates a voucher, a student uses it at checkout, the admin sees the usage and deactivates it @smoke', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const code = `ADM${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const admin = await apiSignIn(request, DEMO.admin.email, DEMO_PASSWORD);
  const adminContext = await browser.newContext({ baseURL: base, storageState: signedInState(base, admin) });
  const page = await adminContext.newPage();
  const errors = collectPageErrors(page);

  // Create: fixed Rp 12.000, quota 5, once per student.
  await page.goto('/#/admin/voucher');
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
  await snap(page, 'list');
  await page.getByRole('link', { name: 'Tambah voucher' }).click();
  await expect(page).toHaveURL(/#\/admin\/tambah-voucher$/);
  const form = page.locator('[data-voucher-form]');
  await form.getByLabel('Kode voucher').fill(code.toLowerCase());
  await form.getByLabel('Judul').fill('Hemat uji admin');
  await form.getByLabel('Nilai potongan').fill('12000');
  await form.getByLabel('Kuota total').fill('5');
  await snap(page, 'create');
  await form.getByRole('button', { name: 'Simpan voucher' }).click();
  await expect(page).toHaveURL(/#\/admin\/voucher$/);
  const row = page.locator(`[data-voucher-code="${code}"]`);
  await expect(row).toContainText('0 / 5 dipakai');
  await expect(row).toContainText('Aktif');

  // The same code in another case is refused on the code field.
  await page.goto('/#/admin/tambah-voucher');
  await form.getByLabel('Kode voucher').fill(code.toLowerCase());
  await form.getByLabel('Judul').fill('Kembar');
  await form.getByLabel('Nilai potongan').fill('5000');
  await form.getByRole('button', { name: 'Simpan voucher' }).click();
  await expect(form.getByText('Kode voucher ini sudah dipakai voucher lain')).toBeVisible();

  // A new student applies the code (lower case) and pays on the simulator.
  const material = await aMaterial(request, 12_000);
  const student = await apiSignUp(request, {
    name: 'Rina Wulandari',
    email: uniqueEmail('admin-voucher'),
    password: 'rahasia123',
  });
  const added = await request.post('/api/keranjang', {
    headers: { Authorization: student.token },
    data: { itemType: 'materi', itemId: material.id },
  });
  expect(added.status()).toBe(201);
  const studentContext = await browser.newContext({
    baseURL: base,
    storageState: signedInState(base, student),
  });
  const shop = await studentContext.newPage();
  await shop.goto('/#/checkout-voucher');
  await shop.getByRole('textbox', { name: 'Kode voucher' }).fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Terapkan' }).click();
  await expect(shop.locator(`[data-voucher-preview="${code}"]`)).toContainText(`Diskon: −${rupiah(12_000)}`);
  await shop.getByRole('button', { name: 'Pakai voucher ini' }).click();
  await expect(shop.locator('[data-checkout-discount]')).toHaveText(`−${rupiah(12_000)}`);
  await shop.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(shop).toHaveURL(/#\/pembayaran\/simulator\//);
  await shop.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(shop.locator('[data-order-status]').first()).toHaveText('Lunas');

  // The admin sees the use and the discount given; a quota below the uses is refused on its field.
  await page.goto('/#/admin/voucher');
  await expect(row).toContainText('1 / 5 dipakai');
  await expect(row).toContainText(rupiah(12_000));
  await row.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(/#\/admin\/ubah-voucher\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('[data-usage="paidUses"]')).toHaveText('1');
  await expect(page.locator('[data-usage="totalDiscount"]')).toHaveText(rupiah(12_000));
  await snap(page, 'edit');
  await form.getByLabel('Kuota total').fill('0');
  await form.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(form.getByText('Kuota tidak boleh lebih kecil dari pemakaian yang sudah ada.')).toBeVisible();

  // Deactivate, with a confirmation: the student can no longer apply it.
  await page.goto('/#/admin/voucher');
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  const confirm = page.getByRole('dialog', { name: `Nonaktifkan voucher ${code}?` });
  await confirm.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Nonaktif');
  await expect(row.getByRole('button', { name: 'Aktifkan lagi' })).toBeVisible();
  const other = (await aMaterials(request, 1)).find((item) => item.id !== material.id);
  await request.post('/api/keranjang', {
    headers: { Authorization: student.token },
    data: { itemType: 'materi', itemId: other?.id },
  });
  const check = await request.post('/api/voucher/cek', {
    headers: { Authorization: student.token },
    data: { code },
  });
  expect(check.status()).toBe(422);
  expect(((await check.json()) as { error: { code: string } }).error.code).toBe('VOUCHER_INACTIVE');

  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  await adminContext.close();
  await studentContext.close();
});
