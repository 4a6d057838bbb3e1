/**
 * Helpers shared by the journeys: money as the web shows it, dates of the tutor's week, a new verified tutor,
 * paying the cart through the payment simulator, and an order of a paid material made through the API.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CheckoutResponse, MaterialList } from '@scola/contracts';
import { type ApiSession, apiSignIn, DEMO, DEMO_PASSWORD } from './session';
import { type Applicant, submittedApplicant } from './tutor-applicant';

/** `150000` → `Rp 150.000` as the web shows it (no-break space). */
export const rupiah = (amount: number) =>
  `Rp\u00a0${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;

const DAY = 24 * 60 * 60 * 1000;
const WIB = 7 * 60 * 60 * 1000;

/** `YYYY-MM-DD` (WIB) of the Monday at least `weeks` weeks from now, and of the days after it. */
export function mondayIn(weeks: number): { date: string; plus: (days: number) => string } {
  const wib = new Date(Date.now() + WIB + weeks * 7 * DAY);
  const monday =
    Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate()) + ((8 - wib.getUTCDay()) % 7) * DAY;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { date: iso(monday), plus: (days) => iso(monday + days * DAY) };
}

/**
 * A new tutor nobody else's journey knows: an applicant (through the API) whom the demo admin approves (API), signed
 * in again so that the session carries the tutor role.
 */
export async function verifiedTutor(
  request: APIRequestContext,
  label: string,
): Promise<Applicant & { tutor: ApiSession }> {
  const applicant = await submittedApplicant(request, label);
  const admin = await apiSignIn(request, DEMO.admin.email, DEMO_PASSWORD);
  const approved = await request.post(`/api/admin/tutor/pendaftaran/${applicant.application.id}/setujui`, {
    headers: { Authorization: admin.token },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { ...applicant, tutor: await apiSignIn(request, applicant.email, 'rahasia123') };
}

/** From the cart page: checkout, pay on the simulator, and wait for the paid order. */
export async function payCart(page: Page): Promise<void> {
  await page.locator('[data-checkout-button]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pembayaran\/simulator\/[A-Z0-9-]+$/);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/#\/transaksi\/detil\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('[data-order-status]').first()).toHaveText('Lunas');
}

/** The student puts a paid demo material in the cart and checks out (through the API); answers the new order. */
export async function checkOutPaidMaterial(
  request: APIRequestContext,
  student: ApiSession,
): Promise<CheckoutResponse['data']['order']> {
  const auth = { Authorization: student.token };
  const materials = (await (await request.get('/api/materi?pageSize=50&sort=newest')).json()) as MaterialList;
  const material = materials.data.find((item) => !item.isFree && item.price > 0);
  expect(material, 'a paid material in the demo catalogue').toBeDefined();
  const added = await request.post('/api/keranjang', {
    headers: auth,
    data: { itemType: 'materi', itemId: material?.id },
  });
  expect(added.status()).toBe(201);
  const checkout = await request.post('/api/checkout', { headers: auth, data: {} });
  expect(checkout.status()).toBe(201);
  return ((await checkout.json()) as CheckoutResponse).data.order;
}
