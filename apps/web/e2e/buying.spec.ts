import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type {
  CartResponse,
  CheckoutResponse,
  DataAnswer,
  LiveClassCard,
  LiveClassList,
  MaterialCard,
  MaterialList,
  Ownership,
  PurchasableItemType,
} from '@scola/contracts';
import { collectPageErrors } from './support/console';
import {
  type ApiSession,
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  signedInState,
  signInWithForm,
  uniqueEmail,
} from './support/session';

// Buying in the browser: a student adds a class and a material to the cart, applies SCOLAHEMAT, pays on the
// payment simulator and sees the paid order; an expired voucher is refused in Indonesian; a failed payment shows as
// failed; a visitor who adds to the cart signs in on the way; a pending order is cancelled with a confirmation.
//
// Set BUYING_SCREENSHOTS=<dir> to save the pages at 1280 and 360 px along the way.

const PASSWORD = 'rahasia123';
const SCREENSHOTS = process.env.BUYING_SCREENSHOTS;

type ItemType = PurchasableItemType;
/** What the journeys read of a catalogue card (a class or a material). */
type Item = Pick<LiveClassCard | MaterialCard, 'id' | 'title' | 'price'>;

/** `Rp 150.000` as the app writes it (no-break space). */
const rupiah = (amount: number) => `Rp\u00a0${new Intl.NumberFormat('id-ID').format(amount)}`;

async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewport);
}

async function owned(
  request: APIRequestContext,
  session: ApiSession,
  items: { type: ItemType; id: string }[],
) {
  const keys = items.map((item) => `${item.type}:${item.id}`).join(',');
  const answer = await request.get(`/api/koleksi/kepemilikan?items=${encodeURIComponent(keys)}`, {
    headers: { Authorization: session.token },
  });
  expect(answer.status()).toBe(200);
  return new Set(((await answer.json()) as DataAnswer<Ownership>).data.owned);
}

/** Classes with a seat left and materials that cost something, that `session`'s student does not own, at their price. */
async function buyableItems(request: APIRequestContext, session: ApiSession) {
  const classes = (
    (await (await request.get('/api/kelas?pageSize=50&sort=newest')).json()) as LiveClassList
  ).data
    .filter((item) => item.seatsLeft > 3 && item.finalPrice >= 100_000 && item.kind === 'group')
    .map((item) => ({ id: item.id, title: item.title, price: item.finalPrice }));
  const materials = (
    (await (await request.get('/api/materi?pageSize=50&sort=newest')).json()) as MaterialList
  ).data
    // The demo catalogue's materials (published days ago), not one another journey is publishing and withdrawing
    // right now; the price is what the buyer pays (a sale price when there is one).
    .filter((item) => !item.isFree && Date.parse(item.publishedAt) < Date.now() - 60 * 60 * 1000)
    .map((item) => ({ id: item.id, title: item.title, price: item.finalPrice }));
  const mine = await owned(request, session, [
    ...classes.map((item) => ({ type: 'kelas' as const, id: item.id })),
    ...materials.map((item) => ({ type: 'materi' as const, id: item.id })),
  ]);
  return {
    classes: classes.filter((item) => !mine.has(`kelas:${item.id}`)),
    materials: materials.filter((item) => !mine.has(`materi:${item.id}`)),
  };
}

async function emptyCart(request: APIRequestContext, session: ApiSession) {
  const answer = await request.get('/api/keranjang', { headers: { Authorization: session.token } });
  const { data } = (await answer.json()) as CartResponse;
  for (const line of data.lines) {
    await request.delete(`/api/keranjang/${line.itemType}/${line.itemId}`, {
      headers: { Authorization: session.token },
    });
  }
}

async function addToCart(
  request: APIRequestContext,
  session: ApiSession,
  itemType: ItemType,
  itemId: string,
) {
  const answer = await request.post('/api/keranjang', {
    headers: { Authorization: session.token },
    data: { itemType, itemId },
  });
  expect(answer.status(), `add ${itemType} ${itemId}`).toBe(201);
}

/** A new student with `material` in the cart, signed in in a new page. */
async function freshStudentWith(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const session = await apiSignUp(request, {
    name: 'Dewi Lestari',
    email: uniqueEmail(label),
    password: PASSWORD,
  });
  const { materials } = await buyableItems(request, session);
  const material = materials[0]!;
  await addToCart(request, session, 'materi', material.id);
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL, storageState: signedInState(baseURL, session) });
  return { session, material, page: await context.newPage() };
}

test('a student buys a class and a material with SCOLAHEMAT through the payment simulator @smoke', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const session = await apiSignIn(request, DEMO.student.email, DEMO_PASSWORD);
  await emptyCart(request, session);
  const { classes, materials } = await buyableItems(request, session);
  const liveClass: Item = classes[0]!;
  const material: Item = materials[0]!;

  await page.goto('/#/masuk');
  await signInWithForm(page, DEMO.student.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/beranda$/);

  // Class detail → add to cart.
  await page.goto(`/#/kelas/${liveClass.id}`);
  await expect(page.getByRole('heading', { level: 1, name: liveClass.title })).toBeVisible();
  const box = page.locator('[data-purchase-box]');
  await box.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(box.getByText('Sudah ada di keranjangmu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keranjang, 1 item' })).toBeVisible();

  // Material detail → add to cart.
  await page.goto(`/#/materi/detil/${material.id}`);
  await expect(page.getByRole('heading', { level: 1, name: material.title })).toBeVisible();
  await box.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByRole('link', { name: 'Keranjang, 2 item' })).toBeVisible();
  await box.getByRole('link', { name: 'Lihat keranjang' }).click();

  // The cart shows both with their current prices and the subtotal.
  await expect(page).toHaveURL(/#\/keranjang$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  const subtotal = liveClass.price + material.price;
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: liveClass.title })).toContainText(rupiah(liveClass.price));
  await expect(lines.filter({ hasText: material.title })).toContainText(rupiah(material.price));
  await expect(page.locator('[data-cart-subtotal]')).toHaveText(rupiah(subtotal));
  await snap(page, 'cart');

  // Voucher: SCOLAHEMAT (10 %, at most Rp 50.000, minimum Rp 100.000).
  await page.getByRole('link', { name: 'Pakai voucher' }).click();
  await expect(page).toHaveURL(/#\/checkout-voucher$/);
  const discount = Math.min(Math.floor(subtotal / 10), 50_000);
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill('scolahemat');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  const preview = page.locator('[data-voucher-preview="SCOLAHEMAT"]');
  await expect(preview).toContainText(`Diskon: −${rupiah(discount)}`);
  await expect(preview).toContainText(`Total setelah diskon: ${rupiah(subtotal - discount)}`);
  await snap(page, 'checkout-voucher');
  await page.getByRole('button', { name: 'Pakai voucher ini' }).click();

  // Checkout: the server's amounts.
  await expect(page).toHaveURL(/#\/checkout\?voucher=SCOLAHEMAT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await expect(page.locator('[data-checkout-line]')).toHaveCount(2);
  await expect(page.locator('[data-checkout-subtotal]')).toHaveText(rupiah(subtotal));
  await expect(page.locator('[data-checkout-discount]')).toHaveText(`−${rupiah(discount)}`);
  await expect(page.locator('[data-checkout-total]')).toHaveText(rupiah(subtotal - discount));
  await expect(page.locator('[data-payment-method-name]')).toHaveText('Simulator pembayaran');
  await snap(page, 'checkout');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  // The payment simulator: order number, total, countdown; pay.
  await expect(page).toHaveURL(/#\/pembayaran\/simulator\/[A-Z0-9-]+$/);
  const number = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Simulator pembayaran' })).toBeVisible();
  await expect(page.locator('[data-simulator] [data-order-number]')).toHaveText(number);
  await expect(page.locator('[data-simulator] [data-order-total]')).toHaveText(rupiah(subtotal - discount));
  await expect(page.locator('[data-countdown="running"]')).toContainText(/Bayar dalam \d{1,2}:\d{2}:\d{2}/);
  await snap(page, 'simulator');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  // The order's page: paid.
  await expect(page).toHaveURL(/#\/transaksi\/detil\?id=[0-9a-f-]{36}$/);
  const detail = page.locator(`[data-order-detail="${number}"]`);
  await expect(detail.locator('[data-order-status]').first()).toHaveText('Lunas');
  await expect(detail.getByText('Pembayaran berhasil. Item sudah masuk ke koleksimu.')).toBeVisible();
  await expect(detail.locator('[data-order-line]')).toHaveCount(2);
  await expect(detail.locator('[data-order-total]')).toHaveText(rupiah(subtotal - discount));
  await expect(detail.getByText('Voucher SCOLAHEMAT')).toBeVisible();
  await snap(page, 'order-detail');

  // The transactions list and the payment history show it as paid; the cart is empty.
  await page.goto('/#/transaksi');
  const card = page.locator(`[data-order="${number}"]`);
  await expect(card.locator('[data-order-status]')).toHaveText('Lunas');
  await expect(card.locator('[data-order-total]')).toHaveText(rupiah(subtotal - discount));
  await snap(page, 'orders');
  await page.goto('/#/beranda/payment-history');
  await expect(page.locator(`[data-order="${number}"] [data-order-status]`)).toHaveText('Lunas');
  await expect(page.getByRole('link', { name: 'Keranjang, 0 item' })).toBeVisible();
  await snap(page, 'payment-history');

  // The home lists what was just bought.
  await page.goto('/#/beranda');
  const purchases = page.locator('[data-purchases]');
  await expect(
    purchases.locator('[data-latest-purchase]').filter({ hasText: liveClass.title }),
  ).toBeVisible();
  await expect(purchases.locator('[data-latest-purchase]').filter({ hasText: material.title })).toBeVisible();
  await expect(purchases.locator('[data-owned-count="kelas"]')).not.toContainText(/^0/);
  await snap(page, 'dashboard');

  // The class page now says it is owned.
  await page.goto(`/#/kelas/${liveClass.id}`);
  await expect(page.locator('[data-owned-badge="kelas"]')).toBeVisible();
  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
});

test('an expired voucher is refused with the Indonesian reason, on both voucher and checkout pages', async ({
  page: firstPage,
  request,
  baseURL,
}) => {
  const { page } = await freshStudentWith(firstPage, request, baseURL ?? '', 'expired-voucher');
  // The voucher list says, for each usable voucher, whether it fits this cart (an expired one is not listed).
  await page.goto('/#/voucher-list');
  await expect(page.locator('[data-voucher]').first()).toBeVisible();
  await expect(page.locator('[data-voucher="KEDALUWARSA"]')).toHaveCount(0);
  await expect(page.locator('[data-voucher="SCOLAHEMAT"] [data-voucher-fit]')).toBeVisible();
  await snap(page, 'voucher-list');
  await page.goto('/#/checkout-voucher');
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill('KEDALUWARSA');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.locator('[data-voucher-refusal]')).toHaveText('Voucher ini sudah kedaluwarsa.');
  await expect(page.getByRole('button', { name: 'Pakai voucher ini' })).toBeDisabled();

  // A voucher whose minimum is not met says so too, with the minimum.
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill('MIN500K');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.locator('[data-voucher-refusal]')).toContainText(
    'Total belanjamu belum mencapai minimum pembelian voucher ini.',
  );

  await page.goto('/#/checkout?voucher=KEDALUWARSA');
  await expect(page.locator('[data-voucher-refusal]')).toHaveText('Voucher ini sudah kedaluwarsa.');
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Hapus voucher' }).click();
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeEnabled();
  await page.context().close();
});

test('failing the payment on the simulator shows the failed order, and its item is back in the cart', async ({
  page: firstPage,
  request,
  baseURL,
}) => {
  const { page, material } = await freshStudentWith(firstPage, request, baseURL ?? '', 'failed-payment');
  const errors = collectPageErrors(page);
  await page.goto('/#/checkout');
  await expect(page.locator('[data-checkout-total]')).toHaveText(rupiah(material.price));
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pembayaran\/simulator\//);
  await page.getByRole('button', { name: 'Gagalkan pembayaran' }).click();
  await expect(page).toHaveURL(/#\/transaksi\/detil\?id=/);
  await expect(page.locator('[data-order-detail] [data-order-status]').first()).toHaveText('Gagal');
  const note = page.locator('[data-status-note="failed"]');
  await expect(note).toContainText('Pembayaran gagal');
  await expect(note).toContainText('sudah kami kembalikan ke keranjang');
  await snap(page, 'failed-order');
  await note.getByRole('link', { name: 'Buka keranjang' }).click();
  await expect(page).toHaveURL(/#\/keranjang$/);
  await expect(page.locator(`[data-cart-line="materi:${material.id}"]`)).toBeVisible();
  await page.goto('/#/transaksi?status=failed');
  await expect(page.locator('[data-order] [data-order-status]')).toHaveText('Gagal');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a pending order can be paid again or cancelled after a confirmation', async ({
  page: firstPage,
  request,
  baseURL,
}) => {
  const { page, session, material } = await freshStudentWith(
    firstPage,
    request,
    baseURL ?? '',
    'cancel-order',
  );
  const checkout = await request.post('/api/checkout', {
    headers: { Authorization: session.token },
    data: {},
  });
  expect(checkout.status()).toBe(201);
  const { order } = ((await checkout.json()) as CheckoutResponse).data;

  // The same item goes into the cart again (refused at checkout below).
  await addToCart(request, session, 'materi', material.id);

  // The home shows the pending order with a way to pay it.
  await page.goto('/#/beranda');
  const waiting = page.locator(`[data-purchases] [data-pending-order="${order.number}"]`);
  await expect(waiting.getByRole('button', { name: `Bayar pesanan ${order.number}` })).toBeVisible();
  await snap(page, 'dashboard-pending');

  // Buying the same item again is refused with a link to the order that already holds it.
  await page.goto('/#/checkout');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Item ini sudah ada di pesananmu yang menunggu pembayaran.')).toBeVisible();
  await page.getByRole('link', { name: `Lihat pesanan ${order.number}` }).click();
  await expect(page.locator(`[data-order-detail="${order.number}"]`)).toBeVisible();
  await emptyCart(request, session);

  await page.goto('/#/transaksi');
  const card = page.locator(`[data-order="${order.number}"]`);
  await expect(card.locator('[data-order-status]')).toHaveText('Menunggu pembayaran');
  await expect(card.locator('[data-countdown="running"]')).toBeVisible();
  // Pay again opens the simulator for this order; back to the list.
  await card.getByRole('button', { name: `Bayar pesanan ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/pembayaran/simulator/${order.number}$`));
  await page.goBack();

  await card.getByRole('button', { name: `Batalkan pesanan ${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan pesanan?' });
  await expect(dialog).toContainText(order.number);
  await dialog.getByRole('button', { name: 'Jangan batalkan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('[data-order-status]')).toHaveText('Menunggu pembayaran');
  await card.getByRole('button', { name: `Batalkan pesanan ${order.number}` }).click();
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(card.locator('[data-order-status]')).toHaveText('Dibatalkan');
  await page.context().close();
});

test('a visitor who adds to the cart signs in on the way and finds the item in the cart', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('visitor-cart');
  const session = await apiSignUp(request, { name: 'Rudi Hartono', email, password: PASSWORD });
  const { materials } = await buyableItems(request, session);
  const material = materials[0]!;

  await page.goto(`/#/materi/detil/${material.id}`);
  const box = page.locator('[data-purchase-box]');
  await box.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page).toHaveURL(/#\/masuk$/);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#/materi/detil/${material.id}$`));
  await expect(box.getByText('Sudah ada di keranjangmu')).toBeVisible({ timeout: 15_000 });
  await page.goto('/#/keranjang');
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);

  // Removing asks first.
  await page.getByRole('button', { name: `Hapus ${material.title} dari keranjang` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus dari keranjang?' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cari kelas' })).toBeVisible();
});
