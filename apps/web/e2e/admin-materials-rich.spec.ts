import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { collectPageErrors } from './support/console';
import { apiSignIn, apiSignUp, DEMO, DEMO_PASSWORD, signedInState, uniqueEmail } from './support/session';

async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= pages; page += 1) document.addPage([300, 300]).drawText(`Halaman ${page}`);
  return Buffer.from(await document.save());
}

async function signedIn(browser: Browser, base: string, email: string) {
  const signIn = await browser.newContext({ baseURL: base });
  const session = await apiSignIn(signIn.request, email, DEMO_PASSWORD);
  await signIn.close();
  return browser.newContext({ baseURL: base, storageState: signedInState(base, session) });
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the admin writes a formatted description with a formula and a sale price; a student sees both and buys it at the sale price', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const title = `Modul Gelombang ${Math.random().toString(36).slice(2, 7)}`;
  const admin = await signedIn(browser, base, DEMO.admin.email);
  const page = await admin.newPage();
  const errors = collectPageErrors(page);

  await page.goto('/#/admin/materi');
  await page.getByRole('button', { name: 'Tambah materi' }).click();
  await page.getByRole('textbox', { name: 'Judul' }).fill(title);
  await page.getByLabel('Ringkasan').fill('Rumus gelombang berjalan dan stasioner dengan latihan.');

  // The description: a section heading from the toolbar, a bold word by keyboard, a formula, a list.
  const description = page.getByRole('textbox', { name: 'Deskripsi' });
  await description.click();
  await page.getByRole('button', { name: 'Judul bagian' }).click();
  await description.pressSequentially('Isi modul');
  await description.press('Enter');
  await description.pressSequentially('Cepat rambat ');
  await description.press('ControlOrMeta+b');
  await description.pressSequentially('gelombang');
  await description.press('ControlOrMeta+b');
  await description.pressSequentially(' adalah $v = \\lambda f$.');
  await description.press('Enter');
  await page.getByRole('button', { name: 'Daftar berpoin' }).click();
  await description.pressSequentially('Gelombang berjalan');
  await expect(page.getByRole('button', { name: 'Daftar berpoin' })).toHaveAttribute('aria-pressed', 'true');
  // The toolbar is reachable by keyboard: arrows move between its buttons.
  await page.getByRole('button', { name: 'Tebal' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Miring' })).toBeFocused();

  await page.getByRole('combobox', { name: 'Pelajaran' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Tutor penulis' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Harga (Rp)').fill('50000');
  await page.getByLabel('Harga diskon (Rp)').fill('60000');
  await page.getByLabel('Halaman pratinjau').fill('2');
  await page
    .getByLabel('Pilih berkas PDF')
    .setInputFiles({ name: 'gelombang.pdf', mimeType: 'application/pdf', buffer: await pdfOf(5) });
  await page.getByRole('button', { name: 'Unggah materi' }).click();
  await expect(page.getByText('Harga diskon harus lebih kecil dari harga normal.')).toBeVisible();
  await page.getByLabel('Harga diskon (Rp)').fill('35000');
  await page.getByRole('button', { name: 'Pratinjau (dengan rumus)' }).click();
  await expect(page.locator('[data-rich-text-editor] .katex').first()).toBeVisible();
  await screenshots(page, 'materi-form-editor');
  await page.getByRole('button', { name: 'Unggah materi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Terbitkan', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tarik dari katalog' })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('textbox', { name: 'Deskripsi' }).locator('strong')).toHaveText('gelombang');

  const student = await signedIn(browser, base, DEMO.student.email);
  const visitor = await student.newPage();
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto(`/#/materi?q=${encodeURIComponent(title)}`);
  const card = visitor.locator('article, [data-card]').filter({ hasText: title }).first();
  await expect(card.getByText('Rp\u00a035.000')).toBeVisible();
  await expect(card.locator('del')).toContainText('Rp\u00a050.000');

  await visitor.goto(`/#/materi/detil/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const about = visitor.locator('[data-rich-text]');
  await expect(about.getByRole('heading', { level: 2, name: 'Isi modul' })).toBeVisible();
  await expect(about.locator('strong')).toHaveText('gelombang');
  await expect(about.locator('li')).toHaveText('Gelombang berjalan');
  await expect(about.locator('.katex').first()).toBeVisible();
  await expect(visitor.locator('del').first()).toContainText('Rp\u00a050.000');
  await screenshots(visitor, 'materi-publik-diskon');
  if (process.env.E2E_SCREENSHOT_DIR) {
    for (const width of [360, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await about.screenshot({
        path: `${process.env.E2E_SCREENSHOT_DIR}/materi-publik-deskripsi-${width}.png`,
      });
    }
  }

  // A new student buys the published material and pays the sale price, then owns it.
  const buyer = await apiSignUp(student.request, {
    name: 'Rina Kartika',
    email: uniqueEmail('materi-diskon'),
    password: 'rahasia123',
  });
  const buying = await browser.newContext({ baseURL: base, storageState: signedInState(base, buyer) });
  const shop = await buying.newPage();
  const shopErrors = collectPageErrors(shop);
  await shop.goto(`/#/materi/detil/${id}`);
  const box = shop.locator('[data-purchase-box]');
  await box.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await box.getByRole('link', { name: 'Lihat keranjang' }).click();
  await shop.goto('/#/checkout');
  await expect(shop.locator('[data-checkout-total]')).toHaveText('Rp\u00a035.000');
  await shop.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(shop.locator('[data-simulator] [data-order-total]')).toHaveText('Rp\u00a035.000');
  await shop.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(shop.locator('[data-order-detail] [data-order-status]').first()).toHaveText('Lunas');
  await shop.goto('/#/beranda/koleksi-materi');
  await expect(shop.getByText(title)).toBeVisible();

  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  expect(shopErrors).toEqual([]);
  await buying.close();
  await student.close();
  await admin.close();
});
