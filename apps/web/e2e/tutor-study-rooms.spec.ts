import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { mondayIn } from './support/journey';
import { DEMO, DEMO_PASSWORD, signInWithForm } from './support/session';

/**
 * A demo tutor makes a study-room master (subject and grade, description, a file), a weekly series of three rooms
 * from it (the dates previewed in WIB first), edits one room, deletes another (no participants), and is refused a
 * room over one of them with the room named.
 */

// Not a demo master's title (the seed gives the demo tutor masters of its own).
const TITLE = 'Integral Tentu: Latihan Bersama';

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/tutor-ruang-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a tutor makes a master with a file, a weekly series of three rooms from it, edits and deletes rooms, and is refused an overlap', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const subjects = (await (await page.request.get('/api/pelajaran?pageSize=100')).json()) as {
    data: { id: string; name: string; level: string }[];
  };
  const subject =
    subjects.data.find((item) => item.level === 'SMA' && item.name.startsWith('Matematika')) ??
    subjects.data.find((item) => item.level === 'SMA');
  expect(subject).toBeDefined();

  await page.goto('/');
  await signInWithForm(page, DEMO.tutor.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/tutor\//, { timeout: 30_000 });

  // The master.
  await page.goto('/#/tutor/master-study-room');
  await expect(page.getByRole('heading', { level: 1, name: 'Master ruang belajar' })).toBeVisible();
  await shoot(page, 'master-kosong');
  await page.getByRole('link', { name: 'Tambah master' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah master ruang belajar' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan master' }).click();
  await expect(page.getByText('Pilih mata pelajaran.')).toBeVisible();
  await page.getByLabel('Mata pelajaran').selectOption(subject?.id ?? '');
  await page.getByLabel('Kelas', { exact: true }).selectOption('12');
  await page.getByLabel('Judul').fill(TITLE);
  const editor = page.getByRole('textbox', { name: 'Deskripsi' });
  await editor.click();
  await editor.pressSequentially('Latihan integral tak tentu dan tentu, bersama-sama.');
  await page.getByLabel('Kapasitas').fill('3');
  await shoot(page, 'master-form');
  await page.getByRole('button', { name: 'Simpan master' }).click();
  await expect(page.getByText('Master tersimpan. Unggah berkasnya di bawah')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/add-master-study-room\?id=/);
  await page.getByTestId('template-file-input').setInputFiles({
    name: 'soal-integral.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  });
  await expect(page.getByRole('list', { name: 'Berkas master' }).getByText('soal-integral.pdf')).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'master-berkas');

  // A weekly series from it: three Mondays, 05.00 WIB, far from the demo sessions.
  await page.getByRole('link', { name: 'Buat ruang dari master' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah ruang belajar' })).toBeVisible();
  const week = mondayIn(11);
  await page.getByRole('button', { name: 'Mingguan' }).click();
  await page.getByLabel('Tanggal mulai').fill(week.date);
  await page.getByLabel('Jam mulai (WIB)').fill('05:00');
  await page.getByRole('checkbox', { name: 'Senin' }).check();
  await page.getByLabel('Sampai tanggal').fill(week.plus(14));
  await page.getByLabel(/Tautan pertemuan/).fill('https://meet.jit.si/scola-integral');
  const preview = page.getByRole('list', { name: 'Tanggal ruang' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByRole('listitem').first()).toContainText('05.00–06.30\u00a0WIB');
  await shoot(page, 'tambah-ruang');
  await page.getByRole('button', { name: 'Buat seri ruang' }).click();
  await expect(page).toHaveURL(/#\/tutor\/study-room$/, { timeout: 30_000 });
  await expect(page.getByText('3 ruang belajar dibuat.')).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Ruang belajar' });
  await expect(rooms.getByRole('article', { name: TITLE })).toHaveCount(3);
  await expect(rooms.getByText('0/3 kursi terisi').first()).toBeVisible();
  await shoot(page, 'ruang-saya');

  // Edit the first (a copy: the master keeps its capacity), delete the last.
  await rooms
    .getByRole('button', { name: `Ubah ruang ${TITLE}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Ubah ruang ${TITLE}` });
  await expect(dialog.getByRole('textbox', { name: 'Tautan pertemuan' })).toHaveValue(
    'https://meet.jit.si/scola-integral',
  );
  await dialog.getByLabel('Kapasitas').fill('5');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`Perubahan “${TITLE}” tersimpan.`)).toBeVisible();
  await expect(rooms.getByText('0/5 kursi terisi')).toBeVisible();
  await rooms
    .getByRole('button', { name: `Hapus ruang ${TITLE}` })
    .last()
    .click();
  await page.getByRole('dialog', { name: 'Hapus ruang ini?' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(`“${TITLE}” dihapus.`)).toBeVisible();
  await expect(rooms.getByRole('article', { name: TITLE })).toHaveCount(2);

  // One more room over the first one is refused, naming it.
  await page.goto('/#/tutor/master-study-room');
  await page
    .getByRole('article', { name: TITLE })
    .getByRole('link', { name: 'Buat ruang dari master' })
    .click();
  await page.getByLabel(/^Tanggal/).fill(week.date);
  await page.getByLabel('Jam mulai (WIB)').fill('05:30');
  await page.getByRole('button', { name: 'Buat ruang' }).click();
  await expect(page.getByText('Waktu ini bentrok dengan sesi lain yang sudah kamu jadwalkan.')).toBeVisible();
  await expect(page.getByText(new RegExp(`Bentrok dengan “${TITLE}”`))).toBeVisible();
  await shoot(page, 'bentrok');

  await page.goto('/#/tutor/master-study-room');
  await expect(page.getByRole('article', { name: TITLE }).getByText('2 ruang akan datang')).toBeVisible();
  await shoot(page, 'master-daftar');
  // The refused overlap is the one failed request (409).
  expect(errors.filter((line) => !line.includes('status of 409'))).toEqual([]);
});
