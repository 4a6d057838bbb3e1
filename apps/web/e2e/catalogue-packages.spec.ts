import { expect, test } from '@playwright/test';
import type { ClassPackageDetail, ClassPackageList } from '@scola/contracts';
import { collectPageErrors } from './support/console';

test('class packages are findable: from the class list, in their own list, and from each class they hold', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const list = (await (await request.get('/api/kelas-paket?sort=newest')).json()) as ClassPackageList;
  expect(list.meta.total).toBeGreaterThan(0);
  const first = list.data[0]!;

  await page.goto('/#/kelas');
  await page.getByRole('link', { name: 'Hemat dengan paket kelas' }).click();
  await expect(page).toHaveURL(/#\/kelas-paket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paket kelas' })).toBeVisible();
  await expect(page.getByText(`${list.meta.total} paket ditemukan`)).toBeVisible();
  await page.getByLabel('Urutkan', { exact: true }).selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await page.getByRole('heading', { level: 2, name: first.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/kelas-paket/${first.id}$`));

  // A class of the package names the package on its own page.
  const detail = (await (await request.get(`/api/kelas-paket/${first.id}`)).json()) as {
    data: ClassPackageDetail;
  };
  const liveClass = detail.data.classes[0]!;
  await page.goto(`/#/kelas/${liveClass.id}`);
  const section = page.locator('[data-packages-of-class]');
  await expect(section.getByRole('link', { name: first.title })).toBeVisible();
  await section.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`#/kelas-paket/${first.id}$`));

  // The footer of every public page links the list too.
  await page.goto('/#/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Paket kelas' }).click();
  await expect(page).toHaveURL(/#\/kelas-paket$/);
  expect(errors).toEqual([]);
});
