import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderApp, testUser } from '../../../test/app-session';
import { ROOM_ID, studyRoomCard } from '../../../test/study-room-page-fixtures';

const SLOW = 15_000;
/** The first render loads the page's chunk (slow on a busy machine). */
const TEST_TIMEOUT = 40_000;

describe('/beranda/ruang-belajar', () => {
  it(
    'lists the upcoming rooms with "Gabung", the ended ones with their materials, and an empty state',
    async () => {
      const user = testUser();
      const { api } = productApi(user);
      api.on('GET', '/api/koleksi/ruang-belajar', (call) => {
        const when = new URL(call.url).searchParams.get('when');
        const rooms =
          when === 'past'
            ? [studyRoomCard({ title: 'Limit Fungsi', state: 'ended' })]
            : when === 'upcoming' && call.url.includes('page=2')
              ? []
              : [studyRoomCard()];
        return { body: { data: rooms, meta: { page: 1, pageSize: 12, total: rooms.length } } };
      });
      const { router } = await renderApp('/beranda/ruang-belajar', { api, user, signedIn: true });
      const upcoming = await screen.findByRole('list', { name: 'Akan datang' }, { timeout: SLOW });
      expect(within(upcoming).getByRole('button', { name: 'Gabung ke Latihan Soal Integral' })).toBeTruthy();
      expect(new URL(api.callsTo('GET', '/api/koleksi/ruang-belajar')[0]!.url).searchParams.get('when')).toBe(
        'upcoming',
      );

      fireEvent.click(screen.getByRole('tab', { name: 'Selesai' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=selesai'), { timeout: SLOW });
      await screen.findByText('Limit Fungsi', {}, { timeout: SLOW });
      const past = screen.getByRole('list', { name: 'Selesai' });
      expect(within(past).getByRole('link', { name: 'Lihat materi Limit Fungsi' }).getAttribute('href')).toBe(
        `/study-room/${ROOM_ID}`,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'points to /study-room when the student has no rooms',
    async () => {
      const user = testUser();
      const { api } = productApi(user);
      api.on('GET', '/api/koleksi/ruang-belajar', {
        body: { data: [], meta: { page: 1, pageSize: 12, total: 0 } },
      });
      await renderApp('/beranda/ruang-belajar', { api, user, signedIn: true });
      expect(
        await screen.findByText('Belum ada ruang belajar yang akan datang', {}, { timeout: SLOW }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Cari ruang belajar' }).getAttribute('href')).toBe(
        '/study-room',
      );
    },
    TEST_TIMEOUT,
  );
});
