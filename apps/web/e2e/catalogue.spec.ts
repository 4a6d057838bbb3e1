import { expect, type Page, test } from '@playwright/test';
import { findClass, INDONESIAN_SESSION_TIME } from './support/catalogue';
import { collectPageErrors } from './support/console';

// A visitor finds a class from the landing page: search → grouped results → the classes → the class, with its sessions' Indonesian
// dates; filters live in the URL (reload and back keep them). On a desktop and on a 360 px phone.

async function searchFromLanding(page: Page, text: string) {
  await page.goto('/');
  await expect(page.locator('[data-sign-in-form]')).toBeVisible(); // the sign-in stays on the landing page
  const field = page.getByRole('combobox', { name: 'Cari kelas, pelajaran, atau tutor' });
  await field.fill(text);
  await field.press('Enter');
  // The search across every kind (issue 16) groups the results; its classes lead to the class list.
  await expect(page).toHaveURL(/#\/cari\?q=/);
  await page
    .getByRole('region', { name: 'Kelas', exact: true })
    .getByRole('link', { name: /^Lihat semua/ })
    .click();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px phone', width: 360, height: 740 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('search from the landing page → results → the class with its session dates', async ({
      page,
      request,
    }) => {
      const errors = collectPageErrors(page);
      const expected = await findClass(request, 'q=fungsi%20kuadrat');
      await searchFromLanding(page, 'fungsi kuadrat');

      await expect(page).toHaveURL(/#\/kelas\?q=fungsi(\+|%20)kuadrat$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kelas' })).toBeVisible();
      await expect(page.locator('[data-result-summary]')).toHaveText(/\d+ kelas ditemukan/);
      const card = page.locator('[data-card="class"]').filter({ hasText: expected.title });
      await expect(card).toBeVisible();
      await expect(card).toContainText(/Rp\s[\d.]+/);
      await card.getByRole('link', { name: expected.title }).click();

      await expect(page).toHaveURL(new RegExp(`#/kelas/${expected.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page).toHaveTitle(`${expected.title} · Scola`);
      const dates = page.locator('[data-session-date]');
      await expect(dates).toHaveCount(expected.sessionCount);
      await expect(dates.first()).toBeVisible();
      await expect(dates.first()).toHaveText(INDONESIAN_SESSION_TIME);
      await expect(page.locator('[data-purchase-box]')).toContainText(/Rp\s[\d.]+/);
      // A visitor may add it to the cart: signing in comes first (buying.spec.ts follows that path).
      await expect(
        page.locator('[data-purchase-box]').getByRole('button', { name: 'Tambah ke keranjang' }),
      ).toBeEnabled();
      // The about text's formulas are typeset (KaTeX loaded for this page).
      await expect(page.locator('[data-rich-text] .katex').first()).toBeVisible();
      await expect(page.locator('[data-reviews] [data-review]').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('filters live in the URL: they survive a reload, and back walks through them @smoke', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/kelas');
  const summary = page.locator('[data-result-summary]');
  await expect(summary).toHaveText(/\d+ kelas ditemukan/, { timeout: 15_000 });
  const allCount = Number((await summary.textContent())?.match(/\d+/)?.[0]);

  await page.getByLabel('Jenjang', { exact: true }).selectOption('SMA');
  await expect(page).toHaveURL(/#\/kelas\?jenjang=SMA$/);
  await page.getByLabel('Urutkan', { exact: true }).selectOption('price_asc');
  await expect(page).toHaveURL(/#\/kelas\?jenjang=SMA&sort=price_asc$/);
  await expect(summary).not.toHaveText(`${allCount} kelas ditemukan`);
  const smaSummary = (await summary.textContent()) ?? '';
  const cards = page.locator('[data-card="class"]');
  await expect(cards.first()).toContainText('SMA');
  const prices = async () =>
    await page
      .locator('[data-card="class"] [data-price]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));
  // The list keeps the previous answer on screen while the sorted one loads: wait for the sorted one.
  const ascending = (values: number[]) =>
    values.length > 0 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
  await expect.poll(async () => ascending(await prices()), { timeout: 15_000 }).toBe(true);
  const sorted = await prices();

  await page.reload();
  await expect(page.getByLabel('Jenjang', { exact: true })).toHaveValue('SMA');
  await expect(page.getByLabel('Urutkan', { exact: true })).toHaveValue('price_asc');
  await expect(summary).toHaveText(smaSummary);
  expect(await prices()).toEqual(sorted);
  await expect(page.getByRole('list', { name: 'Filter yang dipakai' })).toContainText('Jenjang: SMA');

  await page.goBack();
  await expect(page).toHaveURL(/#\/kelas\?jenjang=SMA$/);
  await expect(page.getByLabel('Urutkan', { exact: true })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/#\/kelas$/);
  await expect(page.getByLabel('Jenjang', { exact: true })).toHaveValue('');
  await expect(summary).toHaveText(`${allCount} kelas ditemukan`);

  // A shared link with a bad value still works: the bad value is dropped.
  await page.goto('/#/kelas?jenjang=KULIAH&q=kimia');
  await expect(page).toHaveURL(/#\/kelas\?q=kimia$/);
  await expect(page.locator('[data-card="class"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

// One test per kind: five landing loads and detail pages in one test outran the test timeout on a busy CI machine.
for (const [section, detail] of [
  ['featured-classes', /#\/kelas\/[0-9a-f-]{36}$/],
  ['featured-packages', /#\/kelas-paket\/[0-9a-f-]{36}$/],
  ['featured-courses', /#\/lifeskill\/detil\/[0-9a-f-]{36}$/],
  ['featured-materials', /#\/materi\/detil\/[0-9a-f-]{36}$/],
  ['featured-tutors', /#\/tutor\/detil\/[0-9a-f-]{36}$/],
] as const) {
  test(`the landing page's ${section} lead to their detail pages`, async ({ page }) => {
    await page.goto('/');
    // The showcase loads when the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'Cara belajar di Scola' }).scrollIntoViewIfNeeded();
    const block = page.locator(`[data-home-section="${section}"]`);
    await block.scrollIntoViewIfNeeded();
    const link = block.locator('[data-card] h3 a').first();
    await expect(link).toBeVisible();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(detail);
    await expect(page.locator('[data-detail-title]')).toHaveText(title);
  });
}
