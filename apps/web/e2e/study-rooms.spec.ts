import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { payCart, rupiah, verifiedTutor } from './support/journey';
import { apiSignUp, openSignedInContext, signInWithForm, uniqueEmail } from './support/session';

/**
 * Study rooms from the student's side (issue 14): a visitor is sent to sign in and comes back, joins a free room in
 * one click, buys a paid one through the cart, and finds both among their rooms; in a room the tutor and a
 * participant chat in real time; a full room refuses one more. The tutor's pages have their own journey
 * (`tutor-study-rooms.spec.ts`); the rooms here are made through the tutor API.
 */

const PASSWORD = 'rahasia123';
const DAY = 24 * 60 * 60 * 1000;

const description = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Latihan bersama: ' },
        { type: 'mathInline', attrs: { latex: '\\int_0^1 x^2\\,dx' } },
      ],
    },
  ],
};

async function mathsSubjectId(request: APIRequestContext): Promise<string> {
  const subjects = (await (await request.get('/api/pelajaran?pageSize=100')).json()) as {
    data: { id: string; name: string; level: string }[];
  };
  const subject = subjects.data.find((item) => item.level === 'SMA') ?? subjects.data[0];
  expect(subject).toBeDefined();
  return subject?.id ?? '';
}

/** A room of `token`'s tutor made from a new master (`price` 0 = free), `daysAhead` days from now. */
async function roomOf(
  request: APIRequestContext,
  token: string,
  room: { title: string; price: number; capacity: number; daysAhead: number },
): Promise<string> {
  const headers = { Authorization: token };
  const master = await request.post('/api/tutor/master-study-room', {
    headers,
    data: {
      subjectId: await mathsSubjectId(request),
      grade: 12,
      title: room.title,
      description,
      durationMinutes: 60,
      capacity: room.capacity,
      price: room.price,
    },
  });
  expect(master.status(), await master.text()).toBe(201);
  const templateId = ((await master.json()) as { data: { id: string } }).data.id;
  const startsAt = new Date(Math.ceil((Date.now() + room.daysAhead * DAY) / 3_600_000) * 3_600_000);
  const created = await request.post('/api/tutor/study-room', {
    headers,
    data: {
      kind: 'single',
      templateId,
      startsAt: startsAt.toISOString(),
      meetingUrl: 'https://meet.jit.si/scola-e2e',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
}

async function newStudent(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const session = await apiSignUp(request, { name: `Siswa ${label}`, email, password: PASSWORD });
  return { email, token: session.token };
}

test('a visitor signs in from a room and joins it in one click, buys a paid room, and finds both among their rooms @smoke', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const { tutor } = await verifiedTutor(request, 'ruang-siswa');
  const free = await roomOf(request, tutor.token, {
    title: 'Latihan Soal Integral Gratis',
    price: 0,
    capacity: 5,
    daysAhead: 2,
  });
  const paid = await roomOf(request, tutor.token, {
    title: 'Latihan Soal Integral Premium',
    price: 25_000,
    capacity: 5,
    daysAhead: 3,
  });
  const student = await newStudent(request, 'ruang-siswa');

  await page.goto(`/#/study-room/${free}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Latihan Soal Integral Gratis' })).toBeVisible();
  await page.getByRole('button', { name: 'Masuk untuk ikut' }).click();
  await expect(page).toHaveURL(/#\/masuk/);
  await signInWithForm(page, student.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#/study-room/${free}$`));
  await page.getByRole('button', { name: 'Ikut ruang belajar' }).click();
  await expect(page.getByText('Kamu terdaftar di ruang belajar ini.')).toBeVisible();

  await page.goto(`/#/study-room/${paid}`);
  await expect(page.getByText(rupiah(25_000)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.goto('/#/keranjang');
  await expect(page.getByText('Latihan Soal Integral Premium')).toBeVisible();
  await payCart(page);

  await page.goto('/#/beranda/ruang-belajar');
  await expect(page.getByText('Latihan Soal Integral Gratis')).toBeVisible();
  await expect(page.getByText('Latihan Soal Integral Premium')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the tutor and a participant chat in the room in real time, a full room refuses one more, and open pages follow the room', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const applicant = await verifiedTutor(request, 'ruang-obrolan');
  const room = await roomOf(request, applicant.tutor.token, {
    title: 'Diskusi Limit Fungsi',
    price: 0,
    capacity: 2,
    daysAhead: 4,
  });
  const first = await newStudent(request, 'ruang-obrolan-1');
  const second = await newStudent(request, 'ruang-obrolan-2');
  const third = await newStudent(request, 'ruang-obrolan-3');
  for (const student of [first, second]) {
    const joined = await request.post(`/api/study-room/${room}/ikut`, {
      headers: { Authorization: student.token },
    });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  const refused = await request.post(`/api/study-room/${room}/ikut`, {
    headers: { Authorization: third.token },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('STUDY_ROOM_FULL');

  const late = await openSignedInContext(browser, origin, third.email, PASSWORD);
  await late.page.goto(`/#/study-room/${room}`);
  await expect(late.page.getByRole('button', { name: 'Penuh' })).toBeDisabled();
  await late.context.close();

  const tutor = await openSignedInContext(browser, origin, applicant.email, PASSWORD);
  const student = await openSignedInContext(browser, origin, first.email, PASSWORD);
  for (const side of [tutor, student]) {
    await side.page.goto(`/#/study-room/${room}`);
    await expect(side.page.getByRole('region', { name: 'Obrolan ruang belajar' })).toBeVisible();
  }
  const studentChat = student.page.getByRole('region', { name: 'Obrolan ruang belajar' });
  const tutorChat = tutor.page.getByRole('region', { name: 'Obrolan ruang belajar' });
  await studentChat.getByRole('textbox', { name: 'Tulis pesan' }).fill('Pak, limit ini hasilnya berapa?');
  await studentChat.getByRole('textbox', { name: 'Tulis pesan' }).press('Enter');
  await expect(tutorChat.getByText('Pak, limit ini hasilnya berapa?')).toBeVisible();
  await tutorChat
    .getByRole('textbox', { name: 'Tulis pesan' })
    .fill('Hasilnya $\\frac{1}{2}$, coba cek lagi.');
  await tutorChat.getByRole('button', { name: 'Kirim' }).click();
  await expect(studentChat.getByText('coba cek lagi.')).toBeVisible();
  await expect(studentChat.locator('.katex').first()).toBeVisible();

  // The room itself changes under the open page: one more seat, announced on the room's socket.
  await expect(student.page.getByText('Penuh').first()).toBeVisible();
  const widened = await request.patch(`/api/tutor/study-room/${room}`, {
    headers: { Authorization: applicant.tutor.token },
    data: { capacity: 3 },
  });
  expect(widened.status(), await widened.text()).toBe(200);
  await expect(student.page.getByText('Sisa 1 kursi').first()).toBeVisible();
  await tutor.context.close();
  await student.context.close();
});
