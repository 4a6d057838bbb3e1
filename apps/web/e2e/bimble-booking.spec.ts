import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { ClassSlotsResponse, LiveClassList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { apiSignUp, signedInState, uniqueEmail } from './support/session';

// Bimble booking in the browser: a student opens the demo bimble class, picks two free slots (shown in the
// student's own zone, here WITA), adds them to the cart, pays on the payment simulator; a second student no longer
// sees those two slots.
//
// Set BIMBLE_SCREENSHOTS=<dir> to save the pages at 1280 and 360 px along the way.

const SCREENSHOTS = process.env.BIMBLE_SCREENSHOTS;
const DEMO_BIMBLE_TITLE = 'Bimbel Privat Matematika SMA (1 siswa)';

// The student is in Makassar (UTC+8) while the tutor's hours are in WIB (UTC+7): the page converts.
test.use({ timezoneId: 'Asia/Makassar' });

/** Full pages at 1280 and 360 px; with `focus`, also the phone's screen scrolled to it. */
async function snap(page: Page, name: string, focus?: Locator) {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (focus) {
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-360-screen.png` });
  }
  await page.setViewportSize(viewport);
}

async function demoBimbleClassId(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/kelas?jenis=bimble&pageSize=50')).json()) as LiveClassList;
  const found = list.data.find((item) => item.title === DEMO_BIMBLE_TITLE);
  expect(found, 'the demo bimble class').toBeTruthy();
  return found!.id;
}

async function freeSlotStarts(request: APIRequestContext, classId: string): Promise<Set<string>> {
  const answer = (await (await request.get(`/api/kelas/${classId}/slot`)).json()) as ClassSlotsResponse;
  return new Set(answer.data.slots.map((slot) => slot.startsAt));
}

/** A new student in Makassar (the account's zone and the browser's), signed in in a new browser context. */
async function newStudent(browser: Browser, request: APIRequestContext, baseURL: string, label: string) {
  const session = await apiSignUp(request, {
    name: 'Rina Kartika',
    email: uniqueEmail(label),
    password: 'rahasia123',
  });
  // Signed in, times are shown in the account's zone (`/pengaturan`, ADR 0050): this student lives in Makassar.
  const zone = await request.patch('/api/akun/pengaturan', {
    headers: { authorization: session.token },
    data: { timeZone: 'Asia/Makassar' },
  });
  expect(zone.status()).toBe(200);
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Makassar',
    storageState: signedInState(baseURL, session),
  });
  return context.newPage();
}

test('a student books two bimble slots and pays; a second student no longer sees them', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const classId = await demoBimbleClassId(request);
  const page = await newStudent(browser, request, baseURL!, 'bimble-a');
  const errors = collectPageErrors(page);

  // The class page: the booking section with the student's zone, a tab per day, slots as chips.
  await page.goto(`/#/kelas/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_BIMBLE_TITLE })).toBeVisible();
  const picker = page.locator('[data-slot-picker]');
  await expect(page.getByRole('heading', { name: 'Pesan jadwal bimbel' })).toBeVisible();
  await expect(picker.locator('[data-viewer-zone="Asia/Makassar"]')).toBeVisible();
  // The second day with slots (today's first slots may be too close to the notice while the test runs).
  const day = picker.getByRole('tab').nth(1);
  const dayKey = await day.getAttribute('data-slot-day');
  await day.click();
  const chips = picker.locator('[data-slot]');
  await expect(chips.first()).toBeVisible();
  const chosen = [
    await chips.nth(0).getAttribute('data-slot'),
    await chips.nth(1).getAttribute('data-slot'),
  ] as string[];
  await chips.nth(0).click();
  await chips.nth(1).click();
  await expect(chips.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.locator('[data-slot-summary="2"]')).toBeVisible();
  await snap(page, 'class-slots', picker);
  await picker.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(picker.locator('[data-slots-added="2"]')).toContainText('2 jadwal masuk ke keranjang.');

  // The cart: two slot lines of the class with their times in WITA.
  await picker.getByRole('link', { name: 'Lihat keranjang' }).click();
  await expect(page).toHaveURL(/#\/keranjang$/);
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  for (const startsAt of chosen) {
    await expect(page.locator(`[data-cart-line][data-slot="${startsAt}"] [data-slot-time]`)).toContainText(
      /\d{2}\.\d{2}–\d{2}\.\d{2} WITA/,
    );
  }
  await snap(page, 'cart-slots', lines.first());

  // Checkout and the payment simulator.
  await page.locator('[data-checkout-button]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await expect(page.locator('[data-checkout-line][data-slot]')).toHaveCount(2);
  await snap(page, 'checkout-slots', page.locator('[data-checkout-line]').first());
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pembayaran\/simulator\/[A-Z0-9-]+$/);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/#\/transaksi\/detil\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('[data-order-status]').first()).toHaveText('Lunas');
  await snap(page, 'order-slots');
  expect(errors).toEqual([]);

  // The API no longer offers them, and a second student's page does not show them.
  const free = await freeSlotStarts(request, classId);
  for (const startsAt of chosen) expect(free.has(startsAt)).toBe(false);
  const other = await newStudent(browser, request, baseURL!, 'bimble-b');
  await other.goto(`/#/kelas/${classId}`);
  const otherPicker = other.locator('[data-slot-picker]');
  await expect(otherPicker.getByRole('tab').first()).toBeVisible();
  const sameDay = otherPicker.locator(`[data-slot-day="${dayKey}"]`);
  if ((await sameDay.count()) > 0) {
    await sameDay.click();
    await expect(otherPicker.locator('[data-slot]').first()).toBeVisible();
  }
  for (const startsAt of chosen)
    await expect(otherPicker.locator(`[data-slot="${startsAt}"]`)).toHaveCount(0);
});
