import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { DEMO, DEMO_PASSWORD, type DemoRole, signInWithForm } from './support/session';

const roles: DemoRole[] = ['student', 'tutor', 'admin'];

for (const role of roles) {
  test(`the demo ${role} (${DEMO[role].email}) signs in from the landing page`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await signInWithForm(page, DEMO[role].email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/#\/beranda$/);
    await expect(page.getByRole('heading', { level: 1, name: `Halo, ${DEMO[role].name}!` })).toBeVisible();
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
  await expect(page).toHaveURL(/#\/beranda$/);
  await page.getByRole('button', { name: `Menu akun ${DEMO.admin.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Ruang Tutor' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page.locator('[data-layout="layout-admin"]')).toBeVisible();

  await page.goto('/#/admin/tutor-jadwal');
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal tutor' })).toBeVisible();
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
});

test('the tutor reaches the tutor workspace and a page still planned there, not the admin area', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/beranda$/);
  await page.getByRole('button', { name: `Menu akun ${DEMO.tutor.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Ruang Tutor' }).click();
  await expect(page).toHaveURL(/#\/tutor\/beranda$/);
  await expect(page.locator('[data-layout="frontend-tutor"]')).toBeVisible();
  await page.goto('/#/tutor/jadwal');
  await expect(page.locator('[data-planned-page="/tutor/jadwal"]')).toBeVisible();
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
  await page.goto('/#/admin');
  await expect(page.locator('[data-error-page][data-status="403"]')).toBeVisible();
});
