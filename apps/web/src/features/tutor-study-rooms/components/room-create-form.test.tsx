import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { roomFixture, templateFixture } from '../../../test/study-room-fixtures';
import { RoomCreateForm } from './room-create-form';

const tutor = testUser({ scope: ['tutor'] });
const other = templateFixture({
  id: '2b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e09',
  title: 'Fisika Dasar',
  price: 25_000,
});

async function renderForm(answer: () => { status?: number; body: unknown }) {
  const { api } = productApi(tutor);
  api.on('POST', '/api/tutor/study-room', answer);
  const onCreated = vi.fn();
  await renderWithSession(
    <RoomCreateForm
      templates={[templateFixture(), other]}
      initialTemplateId={templateFixture().id}
      zone="Asia/Makassar"
      onCreated={onCreated}
    />,
    { signedIn: true, user: tutor, api },
  );
  return { api, onCreated };
}

function fillWeekly() {
  fireEvent.click(screen.getByRole('button', { name: 'Mingguan' }));
  fireEvent.change(screen.getByLabelText(/Tanggal mulai/), { target: { value: '2027-03-01' } });
  fireEvent.change(screen.getByLabelText(/Jam mulai \(WITA\)/), { target: { value: '19:00' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Senin' }));
  fireEvent.change(screen.getByLabelText(/Sampai tanggal/), { target: { value: '2027-03-15' } });
}

describe('RoomCreateForm', { timeout: 20_000 }, () => {
  it('previews a weekly series of three rooms in the tutor’s zone and sends it', async () => {
    const { api, onCreated } = await renderForm(() => ({
      status: 201,
      body: { data: [roomFixture(), roomFixture(), roomFixture()] },
    }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Master/ }).value).toBe(
      templateFixture().id,
    );
    expect(
      screen.getByText(/Matematika SMA · Kelas 12 · 90 menit · Kapasitas 20 peserta · Gratis/),
    ).toBeTruthy();
    fillWeekly();
    const dates = within(screen.getByRole('list', { name: 'Tanggal ruang' })).getAllByRole('listitem');
    expect(dates.map((item) => item.textContent)).toEqual([
      'Senin, 1 Maret 2027 · 19.00–20.30\u00a0WITA',
      'Senin, 8 Maret 2027 · 19.00–20.30\u00a0WITA',
      'Senin, 15 Maret 2027 · 19.00–20.30\u00a0WITA',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Buat seri ruang' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(3));
    expect(api.callsTo('POST', '/api/tutor/study-room')[0]?.body).toEqual({
      kind: 'weekly',
      templateId: templateFixture().id,
      firstStart: '2027-03-01T19:00',
      weekdays: [1],
      until: '2027-03-15',
    });
  });

  it('names the session a new room collides with', async () => {
    const { onCreated } = await renderForm(() => ({
      status: 409,
      body: {
        error: {
          code: 'SESSION_OVERLAP',
          message: 'x',
          details: {
            sessionId: '3b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e0a',
            classId: '4b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e0b',
            classTitle: 'Aljabar Dasar',
            title: 'Pertemuan 2',
            startsAt: '2027-03-08T11:30:00.000Z',
            endsAt: '2027-03-08T13:00:00.000Z',
          },
        },
      },
    }));
    fillWeekly();
    fireEvent.click(screen.getByRole('button', { name: 'Buat seri ruang' }));
    expect(
      await screen.findByText('Waktu ini bentrok dengan sesi lain yang sudah kamu jadwalkan.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Bentrok dengan “Pertemuan 2” (Aljabar Dasar), Senin, 8 Maret 2027 · 19.30–21.00 WITA.',
      ),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('marks what is missing in Indonesian and sends nothing', async () => {
    const { api } = await renderForm(() => ({ status: 201, body: { data: [] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Mingguan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buat seri ruang' }));
    expect(await screen.findByText('Isi tanggal.')).toBeTruthy();
    expect(screen.getByText('Pilih setidaknya satu hari.')).toBeTruthy();
    expect(screen.getByText('Isi tanggal akhir seri.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/tutor/study-room')).toHaveLength(0);
  });
});
