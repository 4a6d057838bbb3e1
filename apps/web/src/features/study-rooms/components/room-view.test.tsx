import type { StudyRoomDetail } from '@scola/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { ROOM_ID, studyRoomDetail } from '../../../test/study-room-page-fixtures';
import { RoomView } from './room-view';

const SLOW = 5000;
const before = Date.parse('2026-11-29T10:00:00.000Z');
const inWindow = Date.parse('2026-11-29T11:50:00.000Z');

function roomApi(room: StudyRoomDetail, user = testUser()) {
  const { api } = productApi(user);
  api
    .on('POST', `/api/study-room/${ROOM_ID}/ikut`, () => ({
      body: {
        data: {
          ...room,
          seatsTaken: room.seatsTaken + 1,
          files: room.files.map((file) => ({ ...file, url: 'https://files.example/soal.pdf' })),
          viewer: { role: 'participant', muted: false, removed: false },
        },
      },
    }))
    .on('POST', `/api/study-room/${ROOM_ID}/gabung`, {
      body: { data: { url: 'https://meet.jit.si/scola-integral' } },
    });
  return { api, user };
}

afterEach(() => vi.restoreAllMocks());

describe('the study room view', () => {
  it('shows what the room is to a visitor, with the formula, locked files and "Masuk untuk ikut"', async () => {
    const room = studyRoomDetail();
    await renderWithSession(<RoomView room={room} now={before} />, { path: `/study-room/${ROOM_ID}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Latihan Soal Integral' })).toBeTruthy();
    expect(screen.getByText('Matematika SMA · Kelas 12')).toBeTruthy();
    expect(screen.getByText('Budi Santoso')).toBeTruthy();
    expect(screen.getByText('1 jam 30 menit')).toBeTruthy();
    expect(screen.getByText(/Sisa 3 kursi/)).toBeTruthy();
    expect(screen.getByText('Gratis')).toBeTruthy();
    expect(screen.getByText(/29 November 2026/)).toBeTruthy();
    expect(document.querySelector('[data-discussion-body]')?.textContent).toContain('integral tak tentu');
    expect(screen.getByText('Soal integral.pdf')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Unduh/ })).toBeNull();
    expect(screen.getByText('Materi bisa diunduh setelah kamu ikut ruang belajar ini.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Masuk untuk ikut' })).toBeTruthy();
  });

  it('lets a student join a free room in one click', async () => {
    const room = studyRoomDetail({ viewer: { role: 'student', muted: false, removed: false } });
    const { api, user } = roomApi(room);
    await renderWithSession(<RoomView room={room} now={before} />, { api, user, signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Ikut ruang belajar' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/study-room/${ROOM_ID}/ikut`)).toHaveLength(1), {
      timeout: SLOW,
    });
  });

  it('offers the buy slot on a paid room and "Penuh" (disabled) on a full one', async () => {
    const student = { role: 'student', muted: false, removed: false } as const;
    const { api, user } = roomApi(studyRoomDetail());
    const { rerender } = await renderWithSession(
      <RoomView
        room={studyRoomDetail({ price: 50_000, viewer: student })}
        now={before}
        buyAction={<button type="button">Tambah ke keranjang</button>}
      />,
      { api, user, signedIn: true },
    );
    expect(
      await screen.findByRole('button', { name: 'Tambah ke keranjang' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByText(/Rp\s?50\.000/)).toBeTruthy();
    rerender(<RoomView room={studyRoomDetail({ seatsTaken: 10, viewer: student })} now={before} />);
    const full = await screen.findByRole('button', { name: 'Penuh' });
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ikut ruang belajar' })).toBeNull();
  });

  it('enables "Gabung" for a participant only inside the join window and opens the meeting in a new tab', async () => {
    const room = studyRoomDetail({ viewer: { role: 'participant', muted: false, removed: false } });
    const { api, user } = roomApi(room);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { rerender } = await renderWithSession(<RoomView room={room} now={before} />, {
      api,
      user,
      signedIn: true,
    });
    expect(screen.getByText('Kamu terdaftar di ruang belajar ini.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gabung' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Bisa bergabung mulai/)).toBeTruthy();
    rerender(<RoomView room={room} now={inWindow} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gabung' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('', '_blank'), { timeout: SLOW });
    await waitFor(() => expect(tab.location.href).toBe('https://meet.jit.si/scola-integral'), {
      timeout: SLOW,
    });
    expect(tab.opener).toBeNull();
  });

  it('says a cancelled room was cancelled and why, and tells a removed student so', async () => {
    const { rerender } = await renderWithSession(
      <RoomView room={studyRoomDetail({ state: 'cancelled', cancelReason: 'Tutor sakit' })} now={before} />,
    );
    expect(screen.getByText('Ruang belajar ini dibatalkan tutor: Tutor sakit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Masuk untuk ikut' })).toBeNull();
    rerender(
      <RoomView
        room={studyRoomDetail({ viewer: { role: 'student', muted: false, removed: true } })}
        now={before}
      />,
    );
    expect(screen.getByText('Tutor mengeluarkanmu dari ruang belajar ini.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ikut ruang belajar' })).toBeNull();
  });

  it('gives the tutor "Mulai sekarang" and "Gabung" in the window, and places the chat and presence slots', async () => {
    const room = studyRoomDetail({ viewer: { role: 'tutor', muted: false, removed: false } });
    await renderWithSession(
      <RoomView
        room={room}
        now={inWindow}
        chat={<section aria-label="Obrolan">chat</section>}
        presence={<aside aria-label="Yang sedang online">presence</aside>}
      />,
      { signedIn: true, user: testUser({ scope: ['tutor'] }) },
    );
    expect(screen.getByRole('button', { name: 'Mulai sekarang' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Gabung' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('region', { name: 'Obrolan' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Yang sedang online' })).toBeTruthy();
  });
});
