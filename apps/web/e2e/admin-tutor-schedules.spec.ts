import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { DEMO, DEMO_PASSWORD, signInWithForm } from './support/session';

/**
 * The admin's view of every tutor's sessions, on the demo catalogue (read only: it changes nothing). The database
 * refuses overlapping sessions of one tutor (ADR 0032), so there is no overlap flag; each session shows its status, a
 * cancelled one with the tutor's reason (a demo session is cancelled).
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/tutor-jadwal-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the admin sees the tutors’ upcoming sessions, narrows them to one tutor and one subject, then the past @smoke', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 30_000 });

  await page.goto('/#/admin/tutor-jadwal');
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal tutor' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jadwal sesi tutor' });
  // Upcoming by default: seeded sessions of several tutors, soonest first, grouped under their (WIB) day.
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toContainText('WIB');
  await expect(table).toContainText(DEMO.tutor.name);
  await expect(page.getByRole('button', { name: 'Mendatang', pressed: true })).toBeVisible();
  await expect(page.getByText(/^\d+ sesi$/)).toBeVisible();
  await shoot(page, 'semua');

  // One tutor, found by typing part of her name.
  await page.getByLabel('Tutor', { exact: true }).fill('Sri Hand');
  await page.getByRole('option', { name: /Sri Handayani/ }).click();
  await expect(table).not.toContainText(DEMO.tutor.name);
  await expect(table).toContainText('Sri Handayani');
  await expect(table).toContainText('IPA SMP: Gaya, Usaha, dan Energi');

  // And one subject: her physics classes only, each a link to the class's public page.
  await page.getByLabel('Mata pelajaran').selectOption({ label: 'Fisika' });
  await expect(table).not.toContainText('IPA SMP: Gaya, Usaha, dan Energi');
  await expect(table).toContainText('Fisika (SMA)');
  const classLink = table.getByRole('link', { name: 'Kinematika Gerak Lurus dan Parabola' }).first();
  await expect(classLink).toHaveAttribute('href', /\/kelas\//);
  await shoot(page, 'disaring');

  // The past: the demo's archived class has ended, latest session first.
  await page.getByRole('button', { name: 'Lampau' }).click();
  await expect(table).toContainText('Gelombang dan Bunyi (angkatan 2025)');
  await expect(table).toContainText('Diarsipkan');
  await expect(table.getByText('Selesai').first()).toBeVisible();
  await expect(table).not.toContainText('Terjadwal');
  await shoot(page, 'lampau');
  // A range without sessions: the empty state, with a way back.
  await page.getByLabel('Dari tanggal').fill('2099-01-01');
  await page.getByLabel('Sampai tanggal').fill('2099-01-02');
  await expect(page.getByRole('heading', { level: 2, name: 'Tidak ada sesi yang cocok' })).toBeVisible();
  await shoot(page, 'kosong');
  expect(errors).toEqual([]);

  // A class's link opens its public page (where the cart refuses an admin: not this page's concern); back, the
  // filters are still set (they live in the address).
  await page.getByLabel('Dari tanggal').fill('');
  await page.getByLabel('Sampai tanggal').fill('');
  await page.getByRole('button', { name: 'Mendatang' }).click();
  await classLink.click();
  await expect(page).toHaveURL(/#\/kelas\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kinematika Gerak Lurus dan Parabola' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal tutor' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tutor' })).toHaveValue('Sri Handayani');
  await expect(page.getByLabel('Mata pelajaran')).toHaveValue(/.+/);
  await expect(table).toContainText('Kinematika Gerak Lurus dan Parabola');
  await expect(table).not.toContainText('IPA SMP: Gaya, Usaha, dan Energi');
  await page.getByRole('button', { name: 'Hapus saringan' }).first().click();
  await expect(table).toContainText(DEMO.tutor.name);
});

test('a cancelled session shows its status and the tutor’s reason', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 30_000 });
  await page.goto('/#/admin/tutor-jadwal');
  const table = page.getByRole('table', { name: 'Jadwal sesi tutor' });
  await page.getByLabel('Tutor', { exact: true }).fill(DEMO.tutor.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(DEMO.tutor.name) }).click();
  const cancelled = table.locator('tr', { has: page.locator('[data-cancel-reason]') }).first();
  await expect(cancelled).toContainText('Dibatalkan');
  await expect(cancelled).toContainText('Alasan: Tutor mengikuti pelatihan guru nasional.');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sessions stack as cards under their day, nothing wider than the screen', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 30_000 });
    await page.goto('/#/admin/tutor-jadwal');
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal tutor' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const firstCard = page.locator('li[data-session-id]').first();
    await expect(firstCard).toContainText('WIB');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
