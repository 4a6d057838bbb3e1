import { expect, type Page, test } from '@playwright/test';
import type { TutorCalendar } from '@scola/contracts';
import { collectPageErrors } from './support/console';
import { DEMO, DEMO_PASSWORD, signInWithForm } from './support/session';

/**
 * The demo tutor (WIB, seeded Mon–Fri 16:00–20:00 and Sat 09:00–12:00) adds Sunday hours, sees them in the
 * calendar, then creates a private ICS link, reads the feed and revokes it. The Sunday hours are removed again at
 * the end, so other journeys find the seeded availability.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/tutor-jadwal-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The local (WIB, UTC+7) weekday (1 = Monday … 7 = Sunday) and `HH:MM` of an instant. */
function wib(iso: string): { weekday: number; time: string } {
  const local = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return {
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    time: local.toISOString().slice(11, 16),
  };
}

async function saveAvailability(page: Page) {
  await page.getByRole('button', { name: 'Simpan ketersediaan' }).click();
  await expect(page.getByText('Ketersediaan tersimpan.')).toBeVisible();
}

test('a tutor edits the weekly hours, sees them in the calendar, and creates then revokes the ICS link @smoke', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\//, { timeout: 30_000 });

  // Manage: the seeded hours are there; Sunday gets 10:00–12:00.
  await page.goto('/#/tutor/jadwal/kelola');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola jadwal' })).toBeVisible();
  await expect(page.getByLabel('Jam mulai Senin')).toHaveValue('16:00');
  await expect(page.getByLabel('Jam mulai Sabtu')).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Tambah jam pada hari Minggu' }).click();
  await page.getByLabel('Jam mulai Minggu').fill('10:00');
  await page.getByLabel('Jam selesai Minggu').fill('12:00');
  await shoot(page, 'kelola');
  await saveAvailability(page);

  // The calendar shows the week with the Sunday window the API now answers.
  const calendarAnswer = page.waitForResponse(
    (response) => /\/api\/tutor\/jadwal\?/.test(response.url()) && response.status() === 200,
  );
  await page.getByRole('link', { name: 'Lihat kalender' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal' })).toBeVisible();
  const calendar = ((await (await calendarAnswer).json()) as { data: TutorCalendar }).data;
  const windows = calendar.availability.map((window) => ({
    from: wib(window.startsAt),
    to: wib(window.endsAt),
  }));
  expect(windows).toContainEqual({ from: { weekday: 7, time: '10:00' }, to: { weekday: 7, time: '12:00' } });
  expect(
    windows.filter((window) => window.from.weekday <= 5).every((window) => window.from.time === '16:00'),
  ).toBe(true);
  const shaded = page.locator('[data-testid="tutor-calendar"] .scola-availability');
  await expect(shaded).toHaveCount(calendar.availability.length);
  await expect(page.getByText('Waktu ditampilkan dalam WIB (Waktu Indonesia Barat).')).toBeVisible();
  await shoot(page, 'kalender');

  // Calendar export: create the link, read the feed, revoke it (confirmed), the link answers 404.
  const card = page.getByRole('region', { name: 'Ekspor kalender' });
  await card.getByRole('button', { name: 'Buat tautan kalender' }).click();
  const field = card.getByLabel('Tautan kalender pribadi');
  await expect(field).toHaveValue(/\/api\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedPath = new URL(await field.inputValue()).pathname;
  const feed = await page.request.get(`${baseURL ?? ''}${feedPath}`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z/);
  await shoot(page, 'ekspor');

  await card.getByRole('button', { name: 'Cabut tautan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cabut tautan kalender?' });
  await dialog.getByRole('button', { name: 'Ya, cabut tautan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Buat tautan kalender' })).toBeVisible();
  expect((await page.request.get(`${baseURL ?? ''}${feedPath}`)).status()).toBe(404);

  // History lists past sessions (or says there are none), paged.
  await page.getByRole('link', { name: 'Riwayat sesi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat jadwal' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Riwayat sesi' }).or(page.getByText('Belum ada sesi yang lewat')),
  ).toBeVisible();
  await shoot(page, 'riwayat');

  // Put the seeded availability back.
  await page.goto('/#/tutor/jadwal/kelola');
  await page.getByRole('button', { name: /^Hapus rentang Minggu 10:00–12:00$/ }).click();
  await saveAvailability(page);
  expect(errors).toEqual([]);
});

test('a student exports the sessions of owned classes from the class collection, then revokes the link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await signInWithForm(page, DEMO.student.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/beranda$/, { timeout: 30_000 });
  await page.goto('/#/beranda/koleksi-kelas');
  const card = page.getByRole('region', { name: 'Ekspor kalender' });
  await card.getByRole('button', { name: 'Buat tautan kalender' }).click();
  const feedPath = new URL(await card.getByLabel('Tautan kalender pribadi').inputValue()).pathname;
  const ics = await (await page.request.get(`${baseURL ?? ''}${feedPath}`)).text();
  // The demo student owns two classes with sessions: their events are in the feed.
  expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(0);
  await shoot(page, 'siswa-ekspor');

  await card.getByRole('button', { name: 'Cabut tautan' }).click();
  await page
    .getByRole('dialog', { name: 'Cabut tautan kalender?' })
    .getByRole('button', { name: 'Ya, cabut tautan' })
    .click();
  await expect(card.getByRole('button', { name: 'Buat tautan kalender' })).toBeVisible();
  expect((await page.request.get(`${baseURL ?? ''}${feedPath}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});
