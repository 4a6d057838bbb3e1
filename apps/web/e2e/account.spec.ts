import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { apiSignUp, readResetLink, signInWithForm, uniqueEmail } from './support/session';

const PASSWORD = 'rahasia123';

test('a profile update persists after a reload and shows in the header', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('profile');
  await apiSignUp(page.request, { name: 'Ayu Kartika', email, password: PASSWORD });
  await page.goto('/#/beranda/profil');
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

  await page.getByLabel('Nama lengkap').fill('Ayu Kartika Sari');
  await page.getByLabel('Nomor HP').fill('0812-3456-7890');
  await page.getByLabel('URL foto profil').fill(`${baseURL ?? ''}/favicon.svg`);
  await page.getByLabel('Jenjang').selectOption('SMP');
  await expect(page.getByLabel('Kelas')).toBeEnabled();
  await page.getByLabel('Kelas').selectOption('8');
  await page.getByLabel('Kota').fill('Semarang');
  await page.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(page.getByText('Profil berhasil disimpan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu akun Ayu Kartika Sari' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Ayu Kartika Sari');
  await expect(page.getByLabel('Nomor HP')).toHaveValue('+6281234567890');
  await expect(page.getByLabel('Jenjang')).toHaveValue('SMP');
  await expect(page.getByLabel('Kelas')).toHaveValue('8');
  await expect(page.getByLabel('Kota')).toHaveValue('Semarang');

  // UTBK has no grades: the grade is cleared and the field disabled.
  await page.getByLabel('Jenjang').selectOption('UTBK');
  await expect(page.getByLabel('Kelas')).toBeDisabled();
  await expect(page.getByLabel('Kelas')).toHaveValue('');
  // Validation speaks Indonesian and sends nothing.
  await page.getByLabel('Nomor HP').fill('12345');
  await page.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(page.getByText(/Nomor HP tidak valid/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a password change works, and the old password stops working', async ({ page, request }) => {
  const email = uniqueEmail('password');
  await apiSignUp(request, { name: 'Fajar Nugroho', email, password: PASSWORD });
  await page.goto('/#/beranda/password');
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Ganti kata sandi' })).toBeVisible();

  // A wrong current password is named on its field.
  await page.getByLabel('Kata sandi saat ini').fill('bukanini123');
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandiBaru789');
  await page.getByLabel('Ulangi kata sandi baru').fill('sandiBaru789');
  await page.getByRole('button', { name: 'Ganti kata sandi' }).click();
  await expect(page.getByText('Kata sandi saat ini salah.').first()).toBeVisible();

  await page.getByLabel('Kata sandi saat ini').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ganti kata sandi' }).click();
  await expect(page.getByText('Kata sandi berhasil diganti')).toBeVisible();
  await expect(
    page.getByText(/Semua sesi lain di perangkat dan peramban lain sudah dikeluarkan/),
  ).toBeVisible();

  // This session stays; the old password no longer signs in, the new one does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ganti kata sandi' })).toBeVisible();
  const old = await request.post('/api/auth/scola/signin', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/scola/signin', { data: { email, password: 'sandiBaru789' } });
  expect(fresh.status()).toBe(200);
});

test('a forgotten password is reset through the e-mailed link, then used to sign in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await apiSignUp(request, { name: 'Lina Marlina', email, password: PASSWORD });

  await page.goto('/');
  await page.locator('[data-sign-in-form]').getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/#\/lupa-password$/);
  // The page is loaded lazily: fill its field, not the sign-in form's one on the way out.
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa kata sandi' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText('Periksa emailmu')).toBeVisible();
  await expect(page.getByText(`Jika ${email} terdaftar di Scola`)).toBeVisible();

  // An unknown address gets exactly the same answer.
  await page.getByRole('button', { name: 'Kirim ke email lain' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText('Periksa emailmu')).toBeVisible();

  const link = await readResetLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat kata sandi baru' })).toBeVisible();
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandiLupa321');
  await page.getByLabel('Ulangi kata sandi baru').fill('sandiLupa321');
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.locator('[data-reset-done]')).toBeVisible();

  await signInWithForm(page, email, 'sandiLupa321');
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Lina Marlina!' })).toBeVisible();

  // The link works once only.
  await page.goto(link);
  await expect(page).toHaveURL(/reset-password/);
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandiLagi654');
  await page.getByLabel('Ulangi kata sandi baru').fill('sandiLagi654');
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.getByRole('alert')).toContainText('tidak valid, sudah dipakai, atau sudah kedaluwarsa');
});
