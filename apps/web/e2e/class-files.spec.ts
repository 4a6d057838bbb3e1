import { type Browser, expect, type Page, test } from '@playwright/test';
import type { ClassFileList } from '@scola/contracts';
import { readFile } from 'node:fs/promises';
import { findClass } from './support/catalogue';
import { collectPageErrors } from './support/console';
import { DEMO, openSignedInContext } from './support/session';

/**
 * The class space's files (`berkas`): the demo tutor uploads a PDF to a demo class, and the enrolled demo student,
 * whose page is already open, sees it appear (through the class's room) and downloads the very same bytes.
 */

const CLASS_TITLE = 'Fungsi Kuadrat dan Grafiknya';

async function classIdOf(page: Page): Promise<string> {
  return (await findClass(page.request, `q=${encodeURIComponent(CLASS_TITLE)}`)).id;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/berkas-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const opened = await openSignedInContext(browser, baseURL ?? '', email);
  await opened.page.setViewportSize({ width: 1280, height: 900 });
  return opened;
}

test('the tutor uploads a PDF; the student sees it appear and downloads the same bytes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tutor = await signedIn(browser, baseURL, DEMO.tutor.email);
  const student = await signedIn(browser, baseURL, DEMO.student.email);
  const errors = [...collectPageErrors(tutor.page), ...collectPageErrors(student.page)];
  const classId = await classIdOf(student.page);
  const name = `Latihan mandiri ${Date.now()}.pdf`;
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  try {
    await student.page.goto(`/#/kelas/detail/${classId}/berkas`);
    const studentList = student.page.getByRole('list', { name: 'Daftar berkas kelas' });
    await expect(studentList).toBeVisible({ timeout: 30_000 });
    await expect(student.page.getByRole('button', { name: 'Pilih berkas' })).toHaveCount(0);

    await tutor.page.goto(`/#/tutor/kelas/detail/${classId}/berkas`);
    await expect(
      tutor.page.getByRole('heading', { name: 'Berkas kelas', level: 2, exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await tutor.page.getByTestId('class-file-input').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(tutor.page.getByText(`${name} berhasil diunggah.`)).toBeAttached();
    await expect(tutor.page.getByRole('heading', { name, level: 3 })).toBeVisible();
    await shoot(tutor.page, 'tutor');

    // The student's page was not reloaded: the room's announcement brought the file.
    const item = studentList.getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item).toContainText(`PDF · ${pdf.byteLength} B`);
    await expect(item).toContainText(DEMO.tutor.name);
    await shoot(student.page, 'siswa');
    const [download] = await Promise.all([
      student.page.waitForEvent('download'),
      item.getByRole('link', { name: `Unduh ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(Buffer.compare(await readFile((await download.path()) ?? ''), pdf)).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    // Leave the demo class as it was for the other journeys.
    const listed = await tutor.page.request.get(`/api/ruang-kelas/${classId}/berkas?pageSize=100`, {
      headers: { authorization: tutor.token },
    });
    const mine = ((await listed.json()) as ClassFileList).data.filter((file) => file.name === name);
    for (const file of mine) {
      await tutor.page.request.delete(`/api/ruang-kelas/${classId}/berkas/${file.id}`, {
        headers: { authorization: tutor.token },
      });
    }
    await tutor.context.close();
    await student.context.close();
  }
});

test('a student sees the class files with their download links, and no upload @smoke', async ({
  browser,
  baseURL,
}) => {
  const student = await signedIn(browser, baseURL, DEMO.student.email);
  const classId = await classIdOf(student.page);
  await student.page.goto(`/#/kelas/detail/${classId}/berkas`);
  const list = student.page.getByRole('list', { name: 'Daftar berkas kelas' });
  const seeded = list.getByRole('listitem').filter({ hasText: 'Modul pertemuan 1.pdf' });
  await expect(seeded).toBeVisible({ timeout: 30_000 });
  await expect(seeded.getByRole('link', { name: 'Unduh Modul pertemuan 1.pdf' })).toHaveAttribute(
    'href',
    /\/api\/berkas\/privat\/class-files\/.+\.pdf\?token=/,
  );
  await expect(student.page.getByRole('button', { name: 'Pilih berkas' })).toHaveCount(0);
  await student.context.close();
});
