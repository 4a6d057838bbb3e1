import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import type { ListAnswer, MaterialList, OwnedSkillCourse, TutorList } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { apiSignUp, DEMO, openSignedInContext, signInWithForm, uniqueEmail } from './support/session';

// Preview pages sell (issue 17, item 4): a visitor on a material's PDF preview sees its price and adds it to the
// cart from there (signing in on the way); the demo student on the preview of a course they own sees "owned"
// instead of buying (read only); a tutor card in /tutor offers the free trial. New accounts for anything that
// changes data. Set PREVIEW_SELL_SCREENSHOTS=<dir> to save the pages at 1280 and 360 px.

const PASSWORD = 'rahasia123';
const SHOTS = process.env.PREVIEW_SELL_SCREENSHOTS;

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** `Rp 150.000` as the app writes it (no-break space). */
const rupiah = (amount: number) => `Rp\u00a0${new Intl.NumberFormat('id-ID').format(amount)}`;

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function paidMaterial(request: APIRequestContext) {
  const list = (await (await request.get('/api/materi?pageSize=50&sort=newest')).json()) as MaterialList;
  const paid = list.data.filter((item) => item.finalPrice > 0);
  return paid.find((item) => item.salePrice !== null) ?? paid[0]!;
}

test('a visitor on a material preview sees its price and adds it to the cart from there', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('preview-sell');
  await apiSignUp(request, { name: 'Sari Wulandari', email, password: PASSWORD });
  const material = await paidMaterial(request);

  await page.goto(`/#/materi/preview/${material.id}`);
  await expect(page.getByRole('heading', { level: 1, name: material.title })).toBeVisible();
  const bar = page.locator('[data-preview-purchase]');
  await expect(bar).toContainText(rupiah(material.finalPrice));
  if (material.salePrice !== null) await expect(bar.locator('del')).toContainText(rupiah(material.price));
  await screenshots(page, 'material-preview-visitor');

  // On a phone the action is on screen without scrolling through the PDF.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(bar.getByRole('button', { name: 'Tambah ke keranjang' })).toBeInViewport();
  await bar.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page).toHaveURL(/#\/masuk$/);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#/materi/preview/${material.id}$`));
  await expect(bar.getByText('Sudah ada di keranjangmu')).toBeVisible();
  await screenshots(page, 'material-preview-in-cart');
  await page.goto('/#/keranjang');
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.locator('[data-cart-line]')).toContainText(material.title);
  expect(errors).toEqual([]);
});

test('the demo student on the preview of an owned course sees "owned" instead of buying', async ({
  browser,
  baseURL,
}) => {
  const { page, token, context } = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const answer = await context.request.get('/api/koleksi/lifeskill', { headers: { Authorization: token } });
  const [course] = ((await answer.json()) as ListAnswer<OwnedSkillCourse>).data;
  await page.goto(`/#/lifeskill/preview/${course!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
  const bar = page.locator('[data-preview-purchase]');
  await expect(bar.locator('[data-owned-badge="lifeskill"]')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Tambah ke keranjang' })).toHaveCount(0);
  await screenshots(page, 'course-preview-owned');
  expect(errors).toEqual([]);
  await context.close();
});

test('a tutor card in /tutor offers a free trial that opens the free trial page', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const tutors = (await (await request.get('/api/tutor?pageSize=12')).json()) as TutorList;
  const [first] = tutors.data;
  await page.goto('/#/tutor');
  const card = page.locator('[data-card="tutor"]').filter({ hasText: first!.name }).first();
  await expect(card).toBeVisible();
  await screenshots(page, 'tutor-list');
  await card.getByRole('link', { name: `Coba gratis bersama ${first!.name}` }).click();
  await expect(page).toHaveURL(/#\/daftarfreetrial$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
