import { expect, type Page, test } from '@playwright/test';
import type { SearchGroupsResponse, SearchSuggestionsResponse } from '@scola/contracts';
import { collectPageErrors } from './support/console';

// Issue 16: one search for every kind of item. The landing page's search opens grouped results, the search box
// suggests items while typing (a combobox), and a typo that finds nothing offers the corrected spelling.

// Each journey takes a few seconds on an idle machine; the shared test machines run at a load of 25+.
test.describe.configure({ timeout: 60_000 });

/** A demo word found in several kinds (class, material and course titles, tutors' headlines). */
const WORD = 'menulis';

const groupTitles = {
  classes: 'Kelas',
  packages: 'Paket kelas',
  materials: 'Materi',
  courses: 'Kursus lifeskill',
  tutors: 'Tutor',
} as const;

/** Screenshots at 360 and 1280 px when `E2E_SCREENSHOT_DIR` is set (ADR 0061's pictures). */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/cari-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the landing search opens results grouped by kind, each with "Lihat semua" to its list', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const answer = (await (await request.get(`/api/cari?q=${WORD}`)).json()) as SearchGroupsResponse;
  const found = (Object.keys(groupTitles) as (keyof typeof groupTitles)[]).filter(
    (name) => answer.data[name].total > 0,
  );
  expect(found.length).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Cari kelas, pelajaran, atau tutor' });
  await field.fill(WORD);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/cari\\?q=${WORD}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Cari kelas, paket/ })).toHaveValue(WORD);
  for (const name of found) {
    const section = page.getByRole('region', { name: groupTitles[name], exact: true });
    await expect(section.locator('[data-card]')).toHaveCount(answer.data[name].items.length);
    await expect(section.getByRole('link', { name: /^Lihat semua/ })).toContainText(
      `Lihat semua (${answer.data[name].total})`,
    );
  }
  await shoot(page, 'hasil');
  await page
    .getByRole('region', { name: groupTitles[found[0]!] })
    .getByRole('link', { name: /^Lihat semua/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${WORD}$`));
  expect(errors).toEqual([]);
});

test('typing in the search box suggests items; choosing one opens its page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Cari kelas, pelajaran, atau tutor' });
  // The answer for the whole word: a pause while typing may show a shorter word's suggestions first, which the
  // list then replaces (choosing by position in those would pick another option).
  const answered = page.waitForResponse((response) =>
    /\/api\/cari\/saran\?q=matemat(?:&|$)/.test(response.url()),
  );
  await field.pressSequentially('matemat', { delay: 30 });
  const { data } = (await (await answered).json()) as SearchSuggestionsResponse;
  const list = page.getByRole('listbox', { name: 'Saran pencarian' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // The first class suggestion: highlighted with the arrows, opened with Enter.
  const index = data.suggestions.findIndex((suggestion) => suggestion.kind === 'class');
  expect(index).toBeGreaterThanOrEqual(0);
  const title = data.suggestions[index]!.label;
  await expect(list.getByRole('option')).toHaveCount(data.suggestions.length);
  await expect(list.getByRole('option').nth(index)).toContainText(title);
  await shoot(page, 'saran', { fullPage: false });
  for (let step = 0; step <= index; step += 1) await field.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toContainText(title);
  await field.press('Enter');
  await expect(page).toHaveURL(/#\/kelas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a typo that finds nothing offers "Mungkin maksud kamu" with the corrected search', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/cari?q=bioolgii');
  await expect(page.getByRole('heading', { name: 'Tidak ada yang cocok dengan “bioolgii”' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Mungkin maksud kamu:')).toBeVisible();
  await shoot(page, 'kosong');
  await page.getByRole('link', { name: 'biologi', exact: true }).click();
  await expect(page).toHaveURL(/#\/cari\?q=biologi$/);
  await expect(page.getByRole('region').first()).toBeVisible();
  expect(errors).toEqual([]);
});
