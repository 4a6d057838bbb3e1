import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../auth/testing/fakes';
import { PASSWORD, productApi, renderApp, testUser } from '../../../test/app-session';
import {
  ROOM_ID,
  studyRoomCard,
  studyRoomDetail,
  subjectCount,
} from '../../../test/study-room-page-fixtures';

const SLOW = 15_000;
/** The first render loads the page's chunk (slow on a busy machine). */
const TEST_TIMEOUT = 40_000;
const FULL_ID = '9e8d7c6b-5a49-4382-8716-a5b4c3d2e1f0';

function listApi(api = new FakeApi()) {
  api.on('GET', '/api/study-room', (call) => {
    const query = new URL(call.url).searchParams;
    const rooms =
      query.get('q') === 'tidak-ada' || query.get('subject') === 'tidak-ada'
        ? []
        : [
            studyRoomCard(),
            studyRoomCard({
              id: FULL_ID,
              title: 'Pembahasan UTBK',
              seatsTaken: 10,
              price: 25_000,
              state: 'live',
            }),
          ];
    return { body: { data: rooms, meta: { page: 1, pageSize: 12, total: rooms.length } } };
  });
  return api;
}

describe('/study-room', () => {
  it(
    'is open to visitors: asks the API with the URL’s search and filter and shows the rooms’ cards',
    async () => {
      const api = listApi();
      await renderApp('/study-room?q=integral&price=free', { api });
      const list = await screen.findByRole('list', { name: 'Ruang belajar' }, { timeout: SLOW });
      expect(new URL(api.callsTo('GET', '/api/study-room')[0]!.url).search).toBe(
        '?q=integral&price=free&pageSize=12',
      );
      const [free, full] = within(list).getAllByRole('article');
      expect(within(free!).getByRole('link', { name: 'Latihan Soal Integral' }).getAttribute('href')).toBe(
        `/study-room/${ROOM_ID}`,
      );
      expect(within(free!).getByText('Sisa 3 kursi')).toBeTruthy();
      expect(within(free!).getByText('Gratis')).toBeTruthy();
      expect(within(full!).getByText('Penuh')).toBeTruthy();
      expect(within(full!).getByText('Sedang berlangsung')).toBeTruthy();
      expect(screen.getByText('2 ruang belajar ditemukan')).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'writes the search (after a pause in typing) and the price filter to the URL',
    async () => {
      const api = listApi();
      const { router } = await renderApp('/study-room', { api });
      await screen.findByRole('list', { name: 'Ruang belajar' }, { timeout: SLOW });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Cari ruang belajar, pelajaran, atau tutor' }), {
        target: { value: 'tidak-ada' },
      });
      expect(router.state.location.search).toBe('');
      await waitFor(() => expect(router.state.location.search).toBe('?q=tidak-ada'), { timeout: SLOW });
      expect(
        await screen.findByText('Belum ada ruang belajar yang cocok', {}, { timeout: SLOW }),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Berbayar' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=tidak-ada&price=paid'), {
        timeout: SLOW,
      });
    },
    TEST_TIMEOUT,
  );
});

describe('/study-room/subjects and /study-room/subjects-detail', () => {
  it(
    'groups the subjects by level with their counts, each linking to its rooms',
    async () => {
      const api = new FakeApi().on('GET', '/api/study-room/subjects', {
        body: {
          data: [
            subjectCount('Fisika', 'fisika-sma', 'SMA', 2),
            subjectCount('Matematika', 'matematika-smp', 'SMP', 1),
          ],
        },
      });
      await renderApp('/study-room/subjects', { api });
      const smp = await screen.findByRole('region', { name: 'SMP' }, { timeout: SLOW });
      expect(
        within(smp)
          .getByRole('link', { name: /Matematika/ })
          .getAttribute('href'),
      ).toBe('/study-room/subjects-detail?subject=matematika-smp');
      expect(
        within(screen.getByRole('region', { name: 'SMA' })).getByText('2 ruang akan datang'),
      ).toBeTruthy();
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings.indexOf('SMP')).toBeLessThan(headings.indexOf('SMA'));
    },
    TEST_TIMEOUT,
  );

  it(
    'lists a subject’s rooms under their day',
    async () => {
      const api = listApi().on('GET', '/api/study-room/subjects', {
        body: { data: [subjectCount('Matematika', 'matematika-sma', 'SMA', 2)] },
      });
      await renderApp('/study-room/subjects-detail?subject=matematika-sma', { api });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Matematika SMA' }, { timeout: SLOW }),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: /Minggu, 29 November 2026/ })).toBeTruthy();
      expect(new URL(api.callsTo('GET', '/api/study-room')[0]!.url).searchParams.get('subject')).toBe(
        'matematika-sma',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'has a friendly way out for an unknown subject',
    async () => {
      const api = listApi().on('GET', '/api/study-room/subjects', { body: { data: [] } });
      await renderApp('/study-room/subjects-detail?subject=tidak-ada', { api });
      expect(await screen.findByText('Pelajaran ini tidak ditemukan', {}, { timeout: SLOW })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Pilih pelajaran lain' }).getAttribute('href')).toBe(
        '/study-room/subjects',
      );
    },
    TEST_TIMEOUT,
  );
});

describe('/study-room/:id', () => {
  it(
    'sends a visitor to sign in and back to the room, where the student joins in one click',
    async () => {
      const user = testUser();
      const { api } = productApi(user);
      let joined = false;
      api
        .on('GET', `/api/study-room/${ROOM_ID}`, (call) => {
          const signedIn = call.headers.has('Authorization');
          const role = joined ? 'participant' : signedIn ? 'student' : 'visitor';
          return { body: { data: studyRoomDetail({ viewer: { role, muted: false, removed: false } }) } };
        })
        .on('POST', `/api/study-room/${ROOM_ID}/ikut`, () => {
          joined = true;
          return {
            body: {
              data: studyRoomDetail({
                seatsTaken: 8,
                files: studyRoomDetail().files.map((file) => ({
                  ...file,
                  url: 'https://files.example/a.pdf',
                })),
                viewer: { role: 'participant', muted: false, removed: false },
              }),
            },
          };
        });
      const { router, auth } = await renderApp(`/study-room/${ROOM_ID}`, { api, user });
      fireEvent.click(await screen.findByRole('button', { name: 'Masuk untuk ikut' }, { timeout: SLOW }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'), { timeout: SLOW });
      await act(() => auth.loginWith('local', { email: user.email, password: PASSWORD }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/study-room/${ROOM_ID}`), {
        timeout: SLOW,
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Ikut ruang belajar' }, { timeout: SLOW }));
      expect(
        await screen.findByText('Kamu terdaftar di ruang belajar ini.', {}, { timeout: SLOW }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Unduh Soal integral.pdf' }).getAttribute('href')).toBe(
        'https://files.example/a.pdf',
      );
      expect(screen.getByText(/Sisa 2 kursi/)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'says so when the room does not exist',
    async () => {
      const api = new FakeApi().on('GET', `/api/study-room/${ROOM_ID}`, {
        status: 404,
        body: { error: { code: 'STUDY_ROOM_NOT_FOUND', message: 'x' } },
      });
      await renderApp(`/study-room/${ROOM_ID}`, { api });
      expect(await screen.findByText('Ruang belajar tidak ditemukan', {}, { timeout: SLOW })).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});
