import { expect, type Page, test } from '@playwright/test';
import type { DiscussionThread } from '@scola/contracts';
import sharp from 'sharp';
import { collectPageErrors } from './support/console';
import { DEMO, openSignedInContext } from './support/session';

/**
 * Class discussions (ADR 0041) between the demo student and the demo tutor of "Fungsi Kuadrat dan Grafiknya": a
 * question with a formula appears on the tutor's open list without reload, the tutor answers with a formula and
 * marks it the answer, and the student's open thread shows the answer mark; a picture the student adds to a reply
 * shows on the tutor's page (ADR 0047).
 */
const CLASS_TITLE = 'Fungsi Kuadrat dan Grafiknya';

async function classIdOf(page: Page): Promise<string> {
  const found = await page.request.get(`/api/kelas?q=${encodeURIComponent(CLASS_TITLE)}`);
  const id = ((await found.json()) as { data: { id: string; title: string }[] }).data.find(
    (item) => item.title === CLASS_TITLE,
  )?.id;
  expect(id).toBeDefined();
  return id ?? '';
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/diskusi-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Writes a formula through the editor's formula dialog (LaTeX field; the MathLive field mirrors it). */
async function insertFormula(page: Page, latex: string) {
  await page.getByRole('button', { name: 'Sisipkan rumus' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Sisipkan rumus' });
  // MathLive's visual field loads with the dialog (the editor chunk only).
  await expect(dialog.locator('[data-formula-visual]')).toHaveAttribute('data-formula-visual', 'ready', {
    timeout: 15_000,
  });
  await dialog.getByTestId('formula-latex').fill(latex);
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Sisipkan', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the demo student sees the seeded answered question with its formulas typeset @smoke', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const classId = await classIdOf(page);
  await page.goto(`/#/kelas/detail/${classId}/diskusi`);
  const thread = page.getByRole('link', { name: /Kenapa titik puncak parabola/ });
  await expect(thread).toBeVisible({ timeout: 30_000 });
  await expect(thread.getByText('Terjawab')).toBeVisible();
  await thread.click();
  await expect(page).toHaveURL(/diskusi-detail\?topik=/);
  await expect(page.locator('[data-answer="true"]')).toContainText('Budi Santoso');
  await expect(page.locator('[data-answer="true"] .katex').first()).toBeVisible();
  await shoot(page, 'detail');
  expect(errors).toEqual([]);
  await context.close();
});

test('a question with a formula reaches the tutor live; the tutor answers with a formula and marks it; the student sees the mark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await openSignedInContext(browser, baseURL ?? '', DEMO.student.email);
  const tutor = await openSignedInContext(browser, baseURL ?? '', DEMO.tutor.email);
  const classId = await classIdOf(student.page);
  const title = `Akar persamaan ${Date.now().toString(36)}`;

  await tutor.page.goto(`/#/tutor/kelas/detail/${classId}/diskusi`);
  await expect(tutor.page.getByRole('link', { name: /Kenapa titik puncak parabola/ })).toBeVisible({
    timeout: 30_000,
  });

  await student.page.goto(`/#/kelas/detail/${classId}/diskusi`);
  await shoot(student.page, 'list');
  await student.page.getByRole('button', { name: 'Tanya' }).click();
  const form = student.page.getByRole('dialog', { name: 'Tanya ke kelas' });
  await form.getByLabel('Judul').fill(title);
  await form.getByRole('textbox', { name: 'Isi' }).click();
  await student.page.keyboard.type('Bagaimana mencari akar dari ');
  await insertFormula(student.page, 'x^2 - 5x + 6 = 0');
  await shoot(student.page, 'ask');
  await form.getByRole('button', { name: 'Kirim' }).click();
  await expect(student.page).toHaveURL(/diskusi-detail\?topik=/);
  const threadId = new URL(student.page.url().replace('#/', '')).searchParams.get('topik') ?? '';
  await expect(student.page.locator('[data-discussion-body] .katex').first()).toBeVisible();

  // The tutor's open list shows it without a reload, with one unread post.
  const card = tutor.page.locator(`[data-thread="${threadId}"]`);
  await expect(card).toContainText(title, { timeout: 15_000 });
  await expect(card.getByText('1 baru')).toBeVisible();
  await card.getByRole('link').click();
  await expect(tutor.page.locator('[data-discussion-body] .katex').first()).toBeVisible();

  // The student's bell, before the tutor's reply and answer mark (other journeys may notify the demo student too).
  const bell = student.page.getByRole('button', { name: /^Notifikasi/ });
  const unreadBefore = Number(await bell.getAttribute('data-unread-count'));

  await tutor.page.getByRole('textbox', { name: 'Tulis balasan' }).click();
  await tutor.page.keyboard.type('Faktorkan: ');
  await insertFormula(tutor.page, '(x-2)(x-3)=0');
  await tutor.page.getByRole('button', { name: 'Kirim balasan' }).click();

  // The student's open thread receives the reply without a reload.
  const reply = student.page.locator('article[data-post]').filter({ hasText: 'Faktorkan' });
  await expect(reply).toBeVisible({ timeout: 15_000 });
  await expect(reply.locator('.katex').first()).toBeVisible();

  await tutor.page.getByRole('button', { name: 'Tandai sebagai jawaban' }).click();
  await expect(student.page.locator('[data-answer="true"]')).toContainText('Faktorkan', { timeout: 15_000 });
  await shoot(tutor.page, 'tutor-answer');

  // The student is notified at once: the bell's count moves and its panel names the thread.
  await expect(async () => {
    expect(Number(await bell.getAttribute('data-unread-count'))).toBeGreaterThan(unreadBefore);
  }).toPass({ timeout: 15_000 });
  await bell.click();
  const panel = student.page.getByRole('dialog', { name: 'Notifikasi' });
  await expect(panel.getByText(title).first()).toBeVisible();
  await student.page.keyboard.press('Escape');

  const answer = await student.page.request.get(`/api/ruang-kelas/${classId}/diskusi/${threadId}`, {
    headers: { Authorization: student.token },
  });
  expect(((await answer.json()) as { data: DiscussionThread }).data).toMatchObject({
    answered: true,
    unread: 0,
  });

  // The student replies with a picture of their work (file picker); the tutor's open thread shows it, loaded.
  const picture = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#fff"/>' +
        '<path d="M40 10 Q120 250 200 10" fill="none" stroke="#1565c0" stroke-width="4"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const replyBox = student.page.getByRole('region', { name: 'Tulis balasan' });
  await replyBox.getByRole('textbox', { name: 'Tulis balasan' }).click();
  await student.page.keyboard.type('Ini grafik saya');
  const chooser = student.page.waitForEvent('filechooser');
  await replyBox.getByRole('button', { name: 'Sisipkan gambar' }).click();
  await (await chooser).setFiles({ name: 'grafik-parabola.png', mimeType: 'image/png', buffer: picture });
  await expect(replyBox.locator('img[data-image-id]')).toHaveAttribute('alt', 'grafik parabola');
  await shoot(student.page, 'image-editor');
  await student.page.getByRole('button', { name: 'Kirim balasan' }).click();
  const shown = tutor.page
    .locator('article[data-post]')
    .filter({ hasText: 'Ini grafik saya' })
    .getByRole('img', { name: 'grafik parabola' });
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  await shoot(tutor.page, 'image-post');

  // Back on the list, the thread is answered and holds nothing unread for the student.
  await student.page.getByRole('link', { name: 'Kembali ke diskusi' }).click();
  const listed = student.page.locator(`[data-thread="${threadId}"]`);
  await expect(listed.getByText('Terjawab')).toBeVisible();
  await expect(listed.locator('[data-unread]')).toHaveCount(0);
  await student.context.close();
  await tutor.context.close();
});
