import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { roomFixture } from '../../../test/study-room-fixtures';
import { RoomList } from './room-list';

const tutor = testUser({ scope: ['tutor'] });
const list = (data: unknown[]) => ({ body: { data, meta: { page: 1, pageSize: 10, total: data.length } } });

async function renderRooms() {
  const { api } = productApi(tutor);
  const soon = Date.now() + 5 * 60_000;
  const live = roomFixture({
    id: '9b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e05',
    title: 'Fisika Gerak Lurus',
    startsAt: new Date(soon).toISOString(),
    endsAt: new Date(soon + 90 * 60_000).toISOString(),
  });
  api.on('GET', '/api/tutor/study-room', (call) =>
    new URL(call.url).searchParams.get('when') === 'past' ? list([]) : list([roomFixture(), live]),
  );
  api.on('GET', `/api/tutor/study-room/${roomFixture().id}/peserta`, {
    body: {
      data: [
        {
          userId: '1c9a5a4e-6a8f-4d7b-9a55-0a1f0d2c1e02',
          name: 'Sari Dewi',
          avatarUrl: null,
          joinedAt: '2027-02-20T03:00:00.000Z',
          paid: false,
          muted: false,
          removed: false,
          attendedAt: null,
        },
      ],
    },
  });
  api.on('POST', `/api/tutor/study-room/${live.id}/mulai`, { body: { data: { ...live, state: 'live' } } });
  api.on('POST', `/api/tutor/study-room/${roomFixture().id}/batal`, { body: { data: roomFixture() } });
  api.on('GET', `/api/tutor/study-room/${roomFixture().id}`, {
    body: { data: { ...roomFixture(), meetingUrl: 'https://meet.example/integral' } },
  });
  api.on('PATCH', `/api/tutor/study-room/${roomFixture().id}`, { body: { data: roomFixture() } });
  await renderWithSession(<RoomList zone="Asia/Makassar" notice={null} />, {
    signedIn: true,
    user: tutor,
    api,
  });
  return { api, live };
}

describe('RoomList', { timeout: 20_000 }, () => {
  it('lists the tutor’s rooms in their zone with seats, starts one inside its window only', async () => {
    const { api, live } = await renderRooms();
    const rooms = await screen.findByRole('list', { name: 'Ruang belajar' });
    const first = within(rooms).getByRole('article', { name: 'Latihan Soal Integral' });
    expect(within(first).getByText(/Senin, 1 Maret 2027 · 19\.00–20\.30\sWITA/)).toBeTruthy();
    expect(within(first).getByText('3/20 kursi terisi')).toBeTruthy();
    expect(within(first).getByText('Gratis')).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: 'Mulai ruang Latihan Soal Integral sekarang' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(within(rooms).getByRole('button', { name: 'Mulai ruang Fisika Gerak Lurus sekarang' }));
    expect(
      await screen.findByText('“Fisika Gerak Lurus” sedang berlangsung. Peserta diberi tahu.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', `/api/tutor/study-room/${live.id}/mulai`)).toHaveLength(1);
  });

  it('shows the participants and cancels a room with a reason', async () => {
    const { api } = await renderRooms();
    fireEvent.click(await screen.findByRole('button', { name: 'Peserta ruang Latihan Soal Integral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Peserta Latihan Soal Integral' });
    expect(await within(dialog).findByText('Sari Dewi')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan ruang Latihan Soal Integral' }));
    const confirm = await screen.findByRole('dialog', { name: 'Batalkan ruang ini?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batalkan ruang' }));
    expect(await within(confirm).findByText('Tulis alasan 3–500 karakter.')).toBeTruthy();
    expect(api.callsTo('POST', `/api/tutor/study-room/${roomFixture().id}/batal`)).toHaveLength(0);
    fireEvent.change(within(confirm).getByRole('textbox', { name: /Alasan pembatalan/ }), {
      target: { value: 'Tutor sakit' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batalkan ruang' }));
    expect(await screen.findByText('“Latihan Soal Integral” dibatalkan.')).toBeTruthy();
    expect(api.callsTo('POST', `/api/tutor/study-room/${roomFixture().id}/batal`)[0]?.body).toEqual({
      reason: 'Tutor sakit',
    });
  });

  it('edits a copy: a new time needs a reason, the capacity stays above the seats taken', async () => {
    const { api } = await renderRooms();
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah ruang Latihan Soal Integral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah ruang Latihan Soal Integral' });
    const link = await within(dialog).findByRole('textbox', { name: 'Tautan pertemuan' });
    expect((link as HTMLInputElement).value).toBe('https://meet.example/integral');
    fireEvent.change(within(dialog).getByLabelText(/Jam mulai \(WITA\)/), { target: { value: '20:00' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Kapasitas' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Tulis alasan 3–500 karakter.')).toBeTruthy();
    expect(within(dialog).getByText('Kapasitas 3–500 (tidak kurang dari peserta terdaftar).')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Alasan perubahan waktu/ }), {
      target: { value: 'Bentrok rapat sekolah' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Kapasitas' }), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Perubahan “Latihan Soal Integral” tersimpan.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/tutor/study-room/${roomFixture().id}`)[0]?.body).toEqual({
      startsAt: '2027-03-01T12:00:00.000Z',
      reason: 'Bentrok rapat sekolah',
      capacity: 25,
    });
  });

  it('asks for the tab’s rooms and shows its empty state', async () => {
    const { api } = await renderRooms();
    await screen.findByRole('list', { name: 'Ruang belajar' });
    fireEvent.click(screen.getByRole('tab', { name: 'Selesai' }));
    expect(await screen.findByText('Belum ada ruang belajar yang selesai')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.includes('/api/tutor/study-room?when=past'))).toBe(true),
    );
  });
});
