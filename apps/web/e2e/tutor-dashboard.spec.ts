import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { DEMO, DEMO_PASSWORD, signInWithForm } from './support/session';

/**
 * The demo tutor signs in and lands on the tutor dashboard: the week's sessions with their meeting links, this
 * month's earnings (chart and its table for screen readers) and the latest reviews, from the seeded demo data.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/tutor-beranda-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the demo tutor lands on the dashboard and sees sessions with a join link, earnings and reviews @smoke', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\/beranda$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda tutor' })).toBeVisible();

  const sessions = page.locator('[data-dashboard-card="sessions"]');
  const join = sessions.getByRole('link', { name: /^Gabung ke sesi / }).first();
  await expect(join).toBeVisible();
  await expect(join).toHaveAttribute('href', /^https:\/\//);
  await expect(join).toHaveAttribute('target', '_blank');
  const schedule = sessions.getByRole('link', { name: /^Jadwal kelas / }).first();
  await expect(schedule).toHaveAttribute('href', /#\/tutor\/kelas\/[0-9a-f-]+\/jadwal$/);

  const earnings = page.locator('[data-dashboard-card="earnings"]');
  await expect(earnings.locator('[data-chart-canvas] svg').first()).toBeVisible({ timeout: 15_000 });
  const table = earnings.getByRole('table', { name: 'Pendapatan per hari bulan ini' });
  await expect(table.getByRole('row').nth(1)).toContainText('Rp');
  await expect(earnings.getByRole('link', { name: 'Lihat pendapatan' })).toHaveAttribute(
    'href',
    /#\/tutor\/pendapatan$/,
  );

  const reviews = page.locator('[data-dashboard-card="reviews"]');
  await expect(reviews.locator('[data-dashboard-review]').first()).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Lihat ulasan' })).toHaveAttribute(
    'href',
    /#\/tutor\/ulasan$/,
  );
  await expect(page.locator('[data-dashboard-card="enrolments"]')).toBeVisible();
  await shoot(page, 'isi');

  // The link to the class's schedule opens it.
  await schedule.click();
  await expect(page).toHaveURL(/#\/tutor\/kelas\/[0-9a-f-]+\/jadwal$/);
  expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});
