import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import type {
  DataAnswer,
  ErrorBody,
  FollowedTutor,
  LessonProgressBody,
  ListAnswer,
  OwnedLiveClass,
  OwnedMaterial,
  OwnedSkillCourse,
  OwnedSkillCourseDetail,
  Subject,
  TutorCard,
} from '@scola/contracts';
import { collectPageErrors } from './support/console';
import {
  apiSignIn,
  apiSignUp,
  DEMO,
  DEMO_PASSWORD,
  signedInState,
  signInWithForm,
  readActivationLink,
  uniqueEmail,
} from './support/session';

// The student's collections (classes, materials, life-skill courses, followed tutors), the "owned" indicator of the
// catalogue, following tutors and the free trial request. The demo student siswa@scola.id is seeded owning 2
// classes, 2 materials and 1 course, and following 2 tutors; journeys that change follows or requests use fresh
// accounts, so they can run in parallel with the rest.

const PASSWORD = 'rahasia123';
/** Set to a directory to keep screenshots of every page at 1280 and 360 px. */
const SHOTS = process.env.COLLECTIONS_SCREENSHOTS;

// Long journeys (several pages, sign-in on the way); more so with screenshots. Pages load slowly on a busy CI
// machine: assertions wait up to 15 s.
test.describe.configure({ timeout: SHOTS ? 120_000 : 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function apiList<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const answer = await request.get(`/api${path}`, { headers: { Authorization: token } });
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as ListAnswer<T>).data;
}

async function openSignedIn(browser: Browser, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const setup = await browser.newContext({ baseURL });
  const session = await apiSignIn(setup.request, email, password);
  await setup.close();
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  return { page: await context.newPage(), token: session.token, context };
}

/** No internet here: requests to other hosts (the tutor map's tiles) fail at once instead of waiting on DNS. */
async function offline(page: Page) {
  const local = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').host;
  await page.route(
    (url) => url.host !== local,
    (route) => route.abort('internetdisconnected'),
  );
}

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    // Let lazy covers and the layout settle.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the demo student finds what they own in each collection @smoke', async ({ browser, baseURL }) => {
  const { page, token, context } = await openSignedIn(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const request = context.request;

  const classes = await apiList<OwnedLiveClass>(request, token, '/koleksi/kelas');
  expect(classes.length).toBeGreaterThanOrEqual(2); // seeded; other journeys may add to them
  await page.goto('/#/beranda/koleksi-kelas');
  await expect(page.getByRole('heading', { level: 1, name: 'Koleksi kelas' })).toBeVisible();
  // Another journey (buying.spec) may buy for the demo student at the same time: compare the page with the API's
  // list as it is when the page shows it.
  await expect(async () => {
    const now = await apiList<OwnedLiveClass>(request, token, '/koleksi/kelas');
    await page.reload();
    await expect(page.locator('[data-card="owned-class"]')).toHaveCount(now.length, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  for (const item of classes) await expect(page.getByRole('link', { name: item.title })).toBeVisible();
  await expect(page.locator('[data-class-timing]').first()).toHaveText(/(Mulai|Sedang berjalan|Selesai) /);
  await screenshots(page, 'class-collection');

  // A class of the collection: its next session and every session with an Indonesian date.
  await page.getByRole('link', { name: classes[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#/beranda/koleksi-kelas/${classes[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: classes[0]!.title })).toBeVisible();
  await expect(page.locator('[data-next-session]')).toContainText('Sesi berikutnya');
  const sessions = page.locator('[data-session-list] > li');
  expect(await sessions.count()).toBeGreaterThan(0);
  await expect(sessions.first().locator('[data-session-date]')).toHaveText(
    /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4} · \d{2}\.\d{2}\sWIB$/,
  );
  await screenshots(page, 'class-collection-item');

  const materials = await apiList<OwnedMaterial>(request, token, '/koleksi/materi');
  expect(materials.length).toBeGreaterThanOrEqual(2); // seeded; other journeys may add to them
  await page.goto('/#/beranda/koleksi-materi');
  await expect(page.getByRole('heading', { level: 1, name: 'Koleksi materi' })).toBeVisible();
  await expect(page.locator('[data-card="owned-material"]')).toHaveCount(materials.length);
  for (const item of materials) {
    await expect(page.getByRole('button', { name: `Unduh PDF ${item.title}` })).toBeVisible();
  }
  await screenshots(page, 'material-collection');

  const courses = await apiList<OwnedSkillCourse>(request, token, '/koleksi/lifeskill');
  expect(courses.length).toBeGreaterThanOrEqual(1); // seeded; other journeys may add to them
  await page.goto('/#/beranda/koleksi-lifeskill');
  await expect(page.getByRole('heading', { level: 1, name: 'Koleksi lifeskill' })).toBeVisible();
  await expect(page.locator('[data-card="owned-course"]')).toHaveCount(courses.length);
  await expect(page.locator('[data-card="owned-course"]')).toContainText(courses[0]!.title);
  await expect(page.locator('[data-card="owned-course"]')).toContainText(/\d+ dari \d+ pelajaran selesai/);
  await screenshots(page, 'course-collection');

  const tutors = await apiList<FollowedTutor>(request, token, '/koleksi/tutor');
  expect(tutors.length).toBeGreaterThanOrEqual(2); // seeded; other journeys may add to them
  await page.goto('/#/beranda/koleksi-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor diikuti' })).toBeVisible();
  await expect(page.locator('[data-card="followed-tutor"]')).toHaveCount(tutors.length);
  for (const tutor of tutors) await expect(page.getByRole('link', { name: tutor.name })).toBeVisible();
  await screenshots(page, 'tutor-collection');
  expect(errors).toEqual([]);
  await context.close();
});

test('a material of the collection downloads as its full PDF @smoke', async ({ browser, baseURL }) => {
  const { page, token, context } = await openSignedIn(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const [material] = await apiList<OwnedMaterial>(context.request, token, '/koleksi/materi');
  await page.goto('/#/beranda/koleksi-materi');
  const unduh = page.waitForResponse((response) =>
    /\/api\/koleksi\/materi\/[^/]+\/unduh$/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Unduh PDF ${material!.title}` }).click();
  expect((await unduh).status()).toBe(200);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The page stays where it was.
  await expect(page).toHaveURL(/#\/beranda\/koleksi-materi$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('every lesson of an owned course plays; where the student stopped is kept after a reload', async ({
  browser,
  baseURL,
}) => {
  const { page, token, context } = await openSignedIn(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const [course] = await apiList<OwnedSkillCourse>(context.request, token, '/koleksi/lifeskill');
  const detail = await context.request.get(`/api/koleksi/lifeskill/${course!.id}`, {
    headers: { Authorization: token },
  });
  const { lessons } = ((await detail.json()) as DataAnswer<OwnedSkillCourseDetail>).data;
  const locked = lessons.filter((lesson) => !lesson.isPreview);
  expect(locked.length).toBeGreaterThan(1);
  const lesson = locked[0]!;

  await page.goto('/#/beranda/koleksi-lifeskill');
  await page
    .locator('[data-card="owned-course"]')
    .getByRole('link', { name: /Mulai belajar|Lanjutkan/ })
    .click();
  await expect(page.locator('[data-course-player]')).toBeVisible();
  await page.locator('[data-lesson-list] a').nth(lessons.indexOf(lesson)).click();
  await expect(page).toHaveURL(new RegExp(`pelajaran=${lesson.id}$`));

  const video = page.locator(`video[data-lesson-id="${lesson.id}"]`);
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(2.2);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/pelajaran/${lesson.id}/progres`),
  );
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const response = await saved;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as LessonProgressBody;
  expect(body.positionSeconds).toBeGreaterThanOrEqual(2);
  await screenshots(page, 'course-player');

  // After a reload: the same lesson, resumed where it stopped, and the list says so.
  await page.reload();
  const resumed = page.locator(`video[data-lesson-id="${lesson.id}"]`);
  await expect
    .poll(() => resumed.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(body.positionSeconds);
  await expect(page.locator('[data-lesson-list] li').nth(lessons.indexOf(lesson))).toContainText(
    'berhenti di',
  );

  // Played to the end: the lesson is ticked, and the next one opens.
  const completed = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      request.url().includes(`/pelajaran/${lesson.id}/progres`) &&
      (request.postDataJSON() as LessonProgressBody).completed === true,
  );
  await resumed.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = Math.max(0, element.duration - 0.5);
    await element.play();
  });
  await completed;
  await expect(page.locator('[data-lesson-list] li').nth(lessons.indexOf(lesson))).toHaveAttribute(
    'data-lesson',
    'completed',
  );
  await expect(page).toHaveURL(new RegExp(`pelajaran=${locked[1]?.id ?? ''}`));
  await page.reload();
  await expect(page.locator('[data-lesson-list] li').nth(lessons.indexOf(lesson))).toHaveAttribute(
    'data-lesson',
    'completed',
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a student follows a tutor from the profile and unfollows them (after a confirmation)', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('follow');
  await apiSignUp(request, { name: 'Dewi Lestari', email, password: PASSWORD });
  const tutorAnswer = await request.get(`/api/tutor?q=${encodeURIComponent(DEMO.tutor.name)}&pageSize=1`);
  const [tutor] = ((await tutorAnswer.json()) as ListAnswer<TutorCard>).data;

  // A visitor is sent to sign in first and comes back to the profile.
  const visitor = await browser.newPage({ baseURL });
  await offline(visitor);
  await visitor.goto(`/#/tutor/detil/${tutor!.id}`);
  await visitor.getByRole('button', { name: `Ikuti ${tutor!.name}` }).click();
  await expect(visitor).toHaveURL(/#\/masuk$/);
  await signInWithForm(visitor, email, PASSWORD);
  await expect(visitor).toHaveURL(new RegExp(`#/tutor/detil/${tutor!.id}$`));
  await visitor.close();

  const { page, context } = await openSignedIn(browser, baseURL ?? '', email, PASSWORD);
  await offline(page);
  const errors = collectPageErrors(page);
  await page.goto('/#/beranda/koleksi-tutor');
  await expect(page.getByText('Kamu belum mengikuti tutor')).toBeVisible();
  await screenshots(page, 'tutor-collection-empty');

  await page.goto(`/#/tutor/detil/${tutor!.id}`);
  const follow = page.locator('[data-follow-button]');
  await expect(follow).toHaveText('Ikuti');
  await follow.click();
  await expect(follow).toHaveText('Mengikuti');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await screenshots(page, 'tutor-profile-following');
  await page.reload();
  await expect(page.locator('[data-follow-button]')).toHaveText('Mengikuti');

  // Unfollow from the profile: cancel keeps following, confirm stops.
  await page.locator('[data-follow-button]').click();
  const dialog = page.getByRole('dialog', { name: 'Berhenti mengikuti tutor?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(page.locator('[data-follow-button]')).toHaveText('Mengikuti');
  await page.locator('[data-follow-button]').click();
  await dialog.getByRole('button', { name: 'Berhenti mengikuti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-follow-button]')).toHaveText('Ikuti');

  // Follow again, then unfollow from the collection.
  await page.locator('[data-follow-button]').click();
  await expect(page.locator('[data-follow-button]')).toHaveText('Mengikuti');
  await page.goto('/#/beranda/koleksi-tutor');
  const card = page.locator('[data-card="followed-tutor"]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(tutor!.name);
  await card.getByRole('button', { name: `Berhenti mengikuti ${tutor!.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Berhenti mengikuti' }).click();
  await expect(page.getByText('Kamu belum mengikuti tutor')).toBeVisible();
  // Only the profile's map tiles may have failed (no tile server is reachable here).
  expect(
    errors.filter(
      (error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|ERR_ADDRESS/.test(error),
    ),
  ).toEqual([]);
  await context.close();
});

test('a catalogue page of an owned item shows "owned" instead of buying', async ({ browser, baseURL }) => {
  const { page, token, context } = await openSignedIn(browser, baseURL ?? '', DEMO.student.email);
  const errors = collectPageErrors(page);
  const [material] = await apiList<OwnedMaterial>(context.request, token, '/koleksi/materi');
  await page.goto(`/#/materi/detil/${material!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: material!.title })).toBeVisible();
  const badge = page.locator('[data-owned-badge="materi"]');
  await expect(badge).toContainText('Kamu sudah memiliki materi ini');
  await expect(page.locator('[data-purchase-box] [data-buy-button]')).toHaveCount(0);
  await screenshots(page, 'material-detail-owned');
  await badge.getByRole('link', { name: 'Buka koleksi materi' }).click();
  await expect(page).toHaveURL(/#\/beranda\/koleksi-materi$/);

  const [course] = await apiList<OwnedSkillCourse>(context.request, token, '/koleksi/lifeskill');
  await page.goto(`/#/lifeskill/detil/${course!.id}`);
  await expect(page.locator('[data-owned-badge="lifeskill"]')).toBeVisible();
  await page.getByRole('link', { name: 'Tonton kursus' }).click();
  await expect(page.locator(`[data-course-player="${course!.id}"]`)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

async function fillFreeTrial(page: Page) {
  const form = page.locator('[data-free-trial-form]');
  await form.getByLabel('Jenjang').selectOption('SMA');
  const subject = form.getByLabel('Mata pelajaran');
  const value = await subject.locator('option').nth(1).getAttribute('value');
  await subject.selectOption(value ?? '');
  await form.getByRole('checkbox', { name: 'Selasa' }).check();
  await form.getByRole('checkbox', { name: 'Kamis' }).check();
  await form.getByRole('checkbox', { name: /^Malam/ }).check();
  await form.getByLabel('Catatan untuk tutor (opsional)').fill('Ingin membahas fungsi kuadrat.');
}

test('free trial: a visitor fills the request, registers on the way, and a second visit shows it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/#/daftarfreetrial');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas uji coba gratis' })).toBeVisible();
  // Nothing chosen: every missing answer is named, nothing is sent.
  await page.getByRole('button', { name: 'Lanjut: buat akun' }).click();
  await expect(page.getByText('Pilih jenjang.')).toBeVisible();
  await expect(page.getByText('Pilih mata pelajaran.')).toBeVisible();
  await expect(page.getByText('Pilih paling sedikit satu hari.')).toBeVisible();
  await expect(page.getByText('Pilih paling sedikit satu waktu.')).toBeVisible();
  await screenshots(page, 'free-trial-visitor-errors');

  await fillFreeTrial(page);
  await screenshots(page, 'free-trial-visitor');
  await page.getByRole('button', { name: 'Lanjut: buat akun' }).click();
  const signUp = page.locator('[data-sign-up-form]');
  await expect(signUp).toBeVisible();
  await screenshots(page, 'free-trial-account-step');
  const email = uniqueEmail('trial');
  await signUp.getByLabel('Nama lengkap').fill('Putri Ayu');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.locator('[data-sign-up-sent]')).toContainText('Periksa emailmu');

  // The activation link opens in another tab of the same browser. The session reaches both tabs, and the request
  // kept on the device is sent: once (a second send from the other tab is refused as a duplicate).
  const link = await readActivationLink(email);
  const activated = await page.context().newPage();
  const activatedErrors = collectPageErrors(activated);
  const requests: number[] = [];
  page.context().on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/freetrial' && response.request().method() === 'POST') {
      requests.push(response.status());
    }
  });
  await activated.goto(link);
  // Signed in there: on to the remembered page, or home if the other tab took it first.
  await expect(activated).toHaveURL(/#\/(daftarfreetrial|beranda)$/);
  await expect.poll(() => requests.filter((status) => status === 201)).toEqual([201]);
  expect(requests.filter((status) => status !== 201 && status !== 409)).toEqual([]);

  // A later visit shows the request.
  await activated.goto('/#/daftarfreetrial');
  await activated.reload();
  const status = activated.locator('[data-free-trial-status="already"]');
  await expect(status).toContainText('Kamu sudah mengajukan kelas uji coba');
  await expect(status).toContainText('Selasa, Kamis');
  await expect(status).toContainText('Ingin membahas fungsi kuadrat.');
  await screenshots(activated, 'free-trial-already');
  const duplicateRefused = /status of 409/;
  expect(errors.filter((error) => !duplicateRefused.test(error))).toEqual([]);
  expect(activatedErrors.filter((error) => !duplicateRefused.test(error))).toEqual([]);
});

test('free trial: a signed-in student requests once; the form is not offered again', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('trial-student');
  await apiSignUp(request, { name: 'Bayu Saputra', email, password: PASSWORD });
  const { page, context } = await openSignedIn(browser, baseURL ?? '', email, PASSWORD);
  const errors = collectPageErrors(page);
  await page.goto('/#/daftarfreetrial');
  await expect(page.getByText(/Hai Bayu Saputra/)).toBeVisible();
  await fillFreeTrial(page);
  await page.getByRole('button', { name: 'Ajukan kelas uji coba' }).click();
  await expect(page.locator('[data-free-trial-status="sent"]')).toBeVisible();

  await page.goto('/#/beranda');
  await expect(page.locator('[data-student-home]')).toBeVisible();
  await page.goto('/#/daftarfreetrial');
  await expect(page.locator('[data-free-trial-status="already"]')).toBeVisible();
  await expect(page.locator('[data-free-trial-form]')).toHaveCount(0);
  // The API refuses a second request as well.
  const session = await apiSignIn(context.request, email, PASSWORD);
  const subjects = await apiList<Subject>(context.request, session.token, '/pelajaran?pageSize=1');
  const again = await context.request.post('/api/freetrial', {
    headers: { Authorization: session.token },
    data: {
      subjectId: subjects[0]!.id,
      level: 'SMA',
      preferredDays: ['mon'],
      preferredTimes: ['morning'],
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as ErrorBody).error.code).toBe('FREE_TRIAL_ALREADY_REQUESTED');
  expect(errors).toEqual([]);
  await context.close();
});
