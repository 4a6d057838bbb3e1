import type { TutorDashboard } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { TutorDashboardView } from './tutor-dashboard';

const tutor = testUser({ scope: ['tutor'] });
const CLASS_ID = '7b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e01';

function perDay(amounts: Record<string, number> = {}) {
  return Array.from({ length: 26 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    return { date, amount: amounts[date] ?? 0 };
  });
}

/** A brand-new tutor: nothing scheduled, earned, enrolled or reviewed. */
function empty(): TutorDashboard {
  return {
    timeZone: 'Asia/Makassar',
    today: '2026-11-26',
    sessions: [],
    earnings: { thisMonth: 0, perDay: perDay(), available: 0, pending: 0 },
    enrolments: { count: 0, latest: [] },
    reviews: { average: null, count: 0, latest: [] },
  };
}

function busy(): TutorDashboard {
  return {
    ...empty(),
    sessions: [
      {
        id: '1c9a5a4e-6a8f-4d7b-9a55-0a1f0d2c1e02',
        title: 'Pertemuan 1',
        position: 1,
        // 19.00 WITA on the 26th: today in the tutor's zone.
        startsAt: '2026-11-26T11:00:00.000Z',
        endsAt: '2026-11-26T12:30:00.000Z',
        status: 'scheduled',
        meetingUrl: 'https://meet.example/aljabar',
        class: { id: CLASS_ID, title: 'Aljabar Dasar', kind: 'group' },
        student: null,
      },
    ],
    earnings: {
      thisMonth: 450_000,
      perDay: perDay({ '2026-11-20': 300_000, '2026-11-26': 150_000 }),
      available: 200_000,
      pending: 250_000,
    },
    enrolments: {
      count: 1,
      latest: [
        {
          student: { id: '2c9a5a4e-6a8f-4d7b-9a55-0a1f0d2c1e03', name: 'Sari Dewi' },
          class: { id: CLASS_ID, title: 'Aljabar Dasar' },
          enrolledAt: '2026-11-25T03:00:00.000Z',
        },
      ],
    },
    reviews: { average: 4.5, count: 2, latest: [] },
  };
}

async function renderDashboard(answer: () => { status?: number; body: unknown }) {
  const { api } = productApi(tutor);
  api.on('GET', '/api/tutor/beranda', answer);
  await renderWithSession(<TutorDashboardView />, { signedIn: true, user: tutor, api });
}

describe('TutorDashboardView', { timeout: 15_000 }, () => {
  it('shows today’s session in the tutor’s zone with its join link, the earnings table and new students', async () => {
    await renderDashboard(() => ({ body: { data: busy() } }));
    const sessions = await screen.findByRole('region', { name: 'Sesi hari ini dan 7 hari ke depan' });
    expect(within(sessions).getByText('Hari ini')).toBeTruthy();
    expect(within(sessions).getByText(/19\.00–20\.30 WITA/)).toBeTruthy();
    const join = within(sessions).getByRole('link', { name: 'Gabung ke sesi Aljabar Dasar (tab baru)' });
    expect(join.getAttribute('href')).toBe('https://meet.example/aljabar');
    expect(
      within(sessions).getByRole('link', { name: 'Jadwal kelas Aljabar Dasar' }).getAttribute('href'),
    ).toContain(`/tutor/kelas/${CLASS_ID}/jadwal`);
    const earnings = screen.getByRole('region', { name: 'Pendapatan bulan ini' });
    expect(within(earnings).getByText(/Rp\s?450\.000/)).toBeTruthy();
    const table = within(earnings).getByRole('table', { name: 'Pendapatan per hari bulan ini' });
    expect(within(table).getAllByRole('row')).toHaveLength(27);
    expect(screen.getByText('1 pendaftaran dalam 30 hari terakhir')).toBeTruthy();
    expect(screen.getByText('Sari Dewi')).toBeTruthy();
  });

  it('greets a brand-new tutor with a way to create their first class and empty cards', async () => {
    await renderDashboard(() => ({ body: { data: empty() } }));
    const create = await screen.findByRole('link', { name: 'Buat kelas pertamamu' });
    expect(create.getAttribute('href')).toContain('/tutor/kelas/tambah');
    expect(screen.getByText('Belum ada pendapatan bulan ini.')).toBeTruthy();
    expect(screen.getByText('Belum ada siswa baru dalam 30 hari terakhir.')).toBeTruthy();
    expect(screen.getByText('Belum ada ulasan.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that loads the dashboard', async () => {
    let calls = 0;
    await renderDashboard(() =>
      calls++ === 0
        ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Profil tutor tidak ditemukan.' } } }
        : { body: { data: empty() } },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Beranda tidak dapat dimuat')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Buat kelas pertamamu' })).toBeTruthy());
  });
});
