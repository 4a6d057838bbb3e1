import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { DEMO, DEMO_PASSWORD, type DemoRole, signInWithForm } from './support/session';

/** Where each demo account lands (its role's home, ADR 0029) and what the page shows. */
const homes: Record<DemoRole, { url: RegExp; heading: string }> = {
  student: { url: /#\/beranda$/, heading: `Halo, ${DEMO.student.name}!` },
  tutor: { url: /#\/tutor\/beranda$/, heading: 'Beranda tutor' },
  admin: { url: /#\/admin\/beranda$/, heading: 'Beranda admin' },
};

for (const role of Object.keys(homes) as DemoRole[]) {
  test(`the demo ${role} (${DEMO[role].email}) signs in from the landing page and lands home`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await signInWithForm(page, DEMO[role].email, DEMO_PASSWORD);
    await expect(page).toHaveURL(homes[role].url, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: homes[role].heading })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the student opening /admin/akun sees the no-access page with a way home', async ({ page }) => {
  await page.goto('/');
  await signInWithForm(page, DEMO.student.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/beranda$/);

  await page.goto('/#/admin/akun');
  const noAccess = page.locator('[data-error-page][data-status="403"]');
  await expect(noAccess).toBeVisible();
  await expect(
    noAccess.getByRole('heading', { name: 'Kamu tidak punya akses ke halaman ini' }),
  ).toBeVisible();
  await expect(page.locator('[data-planned-page]')).toHaveCount(0);
  await noAccess.getByRole('link', { name: 'Ke beranda saya' }).click();
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(page.getByRole('heading', { level: 1, name: `Halo, ${DEMO.student.name}!` })).toBeVisible();

  await page.goto('/#/tutor/kelas');
  await expect(page.locator('[data-error-page][data-status="403"]')).toBeVisible();
  // The public tutor pages stay open to a student (without an id: the list of tutors).
  await page.goto('/#/tutor/detil');
  await expect(page).toHaveURL(/#\/tutor$/);
  await expect(
    page.locator('[data-layout="frontend"]').getByRole('heading', { level: 1, name: 'Tutor' }),
  ).toBeVisible();
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
});

test('the admin reaches the admin area from the account menu', async ({ page }) => {
  await page.goto('/');
  await signInWithForm(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/admin\/beranda$/, { timeout: 20_000 });
  await page.goto('/#/kelas');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas' })).toBeVisible();
  await page.getByRole('button', { name: `Menu akun ${DEMO.admin.name}` }).click();
  // One role: no area switch, "Beranda" is the admin's home.
  await expect(page.getByRole('menuitem', { name: 'Ruang Tutor' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Ruang siswa' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(/#\/admin\/beranda$/);
  await expect(page.locator('[data-layout="layout-admin"]')).toBeVisible();

  await page.goto('/#/admin/tutor-jadwal');
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal tutor' })).toBeVisible();
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
});

test('the tutor reaches the tutor workspace and its study-room masters, not the admin area', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\/beranda$/, { timeout: 20_000 });
  await page.goto('/#/kelas');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas' })).toBeVisible();
  await page.getByRole('button', { name: `Menu akun ${DEMO.tutor.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(/#\/tutor\/beranda$/);
  // A workspace page not in the account menu is reachable by its address.
  await page.goto('/#/tutor/master-study-room');
  await expect(page.getByRole('heading', { level: 1, name: 'Master ruang belajar' })).toBeVisible();
  await expect(page.locator('[data-planned-page]')).toHaveCount(0);
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
  await page.goto('/#/admin');
  await expect(page.locator('[data-error-page][data-status="403"]')).toBeVisible();
});
