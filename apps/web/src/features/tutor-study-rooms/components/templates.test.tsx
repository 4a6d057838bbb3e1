import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { SUBJECT, templateFixture } from '../../../test/study-room-fixtures';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';

const tutor = testUser({ scope: ['tutor'] });
const busy = templateFixture({
  upcomingRoomCount: 3,
  price: 25_000,
  files: [
    {
      id: '1b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e11',
      name: 'soal-integral.pdf',
      byteSize: 204_800,
      contentType: 'application/pdf',
      url: null,
    },
  ],
});
const SMP = {
  id: '2c0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e12',
  name: 'IPA',
  slug: 'ipa-smp',
  level: 'SMP' as const,
};

describe('TemplateList', { timeout: 20_000 }, () => {
  it('shows each master’s facts and archives one that still has rooms', async () => {
    const { api } = productApi(tutor);
    api.on('GET', '/api/tutor/master-study-room', (call) =>
      new URL(call.url).searchParams.get('archived') === 'true'
        ? { body: { data: [], meta: { page: 1, pageSize: 12, total: 0 } } }
        : { body: { data: [busy], meta: { page: 1, pageSize: 12, total: 1 } } },
    );
    api.on('DELETE', `/api/tutor/master-study-room/${busy.id}`, {
      body: { data: { outcome: 'archived' } },
    });
    await renderWithSession(<TemplateList />, { signedIn: true, user: tutor, api });
    const card = await screen.findByRole('article', { name: 'Latihan Soal Integral' });
    // `Rp 25.000` is written with a no-break space (normalised to a space here).
    for (const text of [
      'Matematika SMA · Kelas 12',
      'Rp 25.000',
      '90 menit',
      'Kapasitas 20 peserta',
      '1 berkas',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText('3 ruang akan datang')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Buat ruang dari master' }).getAttribute('href')).toBe(
      `/tutor/add-study-room?master=${busy.id}`,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Hapus master Latihan Soal Integral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus master ini?' });
    expect(within(dialog).getByText(/masih punya 3 ruang akan datang/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arsipkan' }));
    expect(
      await screen.findByText(
        'Master “Latihan Soal Integral” diarsipkan karena masih punya ruang akan datang.',
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Diarsipkan' }));
    expect(await screen.findByText('Tidak ada master yang diarsipkan')).toBeTruthy();
  });

  it('offers to create the first master when there is none', async () => {
    const { api } = productApi(tutor);
    api.on('GET', '/api/tutor/master-study-room', {
      body: { data: [], meta: { page: 1, pageSize: 12, total: 0 } },
    });
    await renderWithSession(<TemplateList />, { signedIn: true, user: tutor, api });
    expect(await screen.findByText('Belum ada master ruang belajar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah master' }).getAttribute('href')).toBe(
      '/tutor/add-master-study-room',
    );
  });
});

describe('TemplateForm', { timeout: 20_000 }, () => {
  it('marks what is missing in Indonesian and limits the grade to the subject’s level', async () => {
    const { api } = productApi(tutor);
    await renderWithSession(<TemplateForm subjects={[SUBJECT, SMP]} onSaved={vi.fn()} />, {
      signedIn: true,
      user: tutor,
      api,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan master' }));
    expect(await screen.findByText('Pilih mata pelajaran.')).toBeTruthy();
    expect(screen.getByText('Judul 3–120 karakter.')).toBeTruthy();
    expect(screen.getByText('Tulis deskripsi ruang belajar.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Mata pelajaran/ }), { target: { value: SMP.id } });
    const grades = within(screen.getByRole('combobox', { name: /Kelas/ })).getAllByRole('option');
    expect(grades.map((option) => option.textContent)).toEqual([
      'Semua kelas',
      'Kelas 7',
      'Kelas 8',
      'Kelas 9',
    ]);
    expect(api.calls.filter((call) => call.path.startsWith('/api/tutor/master-study-room'))).toHaveLength(0);
  });

  it('saves the changes of a master, paid with its price', async () => {
    const { api } = productApi(tutor);
    api.on('PATCH', `/api/tutor/master-study-room/${busy.id}`, (call) => ({
      body: { data: { ...busy, ...(call.body as object) } },
    }));
    const onSaved = vi.fn();
    await renderWithSession(<TemplateForm template={busy} subjects={[SUBJECT, SMP]} onSaved={onSaved} />, {
      signedIn: true,
      user: tutor,
      api,
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Judul/ }), {
      target: { value: 'Integral Parsial' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Harga/ }), { target: { value: '30.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PATCH', `/api/tutor/master-study-room/${busy.id}`)[0]?.body).toEqual({
      subjectId: SUBJECT.id,
      grade: 12,
      title: 'Integral Parsial',
      description: busy.description,
      durationMinutes: 90,
      capacity: 20,
      price: 30_000,
    });
  });
});
