import type { User } from '@scola/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../../auth/react';
import { renderWithSession, testUser } from '../../../test/app-session';
import { ProfileForm } from './profile-form';
import { gradesOf, profileBodyOf } from './profile-values';

function SessionProfileForm() {
  const { user } = useAuth<User>();
  return user ? (
    <>
      <p data-testid="session-name">{user.name}</p>
      <ProfileForm user={user} />
    </>
  ) : null;
}

describe('profile values', () => {
  it('offers the grades of each school level', () => {
    expect(gradesOf('SD')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradesOf('SMP')).toEqual([7, 8, 9]);
    expect(gradesOf('SMA')).toEqual([10, 11, 12]);
    expect(gradesOf('UTBK')).toEqual([]);
    expect(gradesOf('')).toEqual([]);
  });

  it('clears emptied fields with null', () => {
    expect(
      profileBodyOf({
        name: 'Siti',
        phone: ' ',
        photoUrl: '',
        schoolLevel: '',
        grade: '',
        city: '  Bandung ',
      }),
    ).toEqual({ name: 'Siti', phone: null, photoUrl: null, schoolLevel: null, grade: null, city: 'Bandung' });
  });
});

describe('ProfileForm', () => {
  it('saves the biodata, updates the session user and confirms it', async () => {
    const { api } = await renderWithSession(<SessionProfileForm />, { signedIn: true, user: testUser() });
    fireEvent.change(await screen.findByLabelText('Nama lengkap'), { target: { value: 'Siti Rahma' } });
    fireEvent.change(screen.getByLabelText(/Nomor HP/), { target: { value: '0812 3456 7890' } });
    fireEvent.change(screen.getByLabelText('Jenjang'), { target: { value: 'SMP' } });
    fireEvent.change(screen.getByLabelText('Kelas'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Kota'), { target: { value: 'Bandung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));

    expect(await screen.findByText('Profil berhasil disimpan.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/akun/profil')[0]?.body).toEqual({
      name: 'Siti Rahma',
      phone: '+6281234567890',
      photoUrl: null,
      schoolLevel: 'SMP',
      grade: 8,
      city: 'Bandung',
    });
    await waitFor(() => expect(screen.getByTestId('session-name').textContent).toBe('Siti Rahma'));
  });

  it('explains invalid values in Indonesian and sends nothing', async () => {
    const { api } = await renderWithSession(<SessionProfileForm />, { signedIn: true });
    fireEvent.change(await screen.findByLabelText(/Nomor HP/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/URL foto profil/), {
      target: { value: 'ftp://contoh.id/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(await screen.findByText(/Nomor HP tidak valid/)).toBeTruthy();
    expect(screen.getByText('Alamat foto harus berupa URL http(s).')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/akun/profil')).toHaveLength(0);
  });

  it('keeps the grade consistent with the level: none for UTBK', async () => {
    await renderWithSession(<SessionProfileForm />, {
      signedIn: true,
      user: testUser({ schoolLevel: 'SMA', grade: 11 }),
    });
    const grade = await screen.findByLabelText<HTMLSelectElement>('Kelas');
    expect(grade.value).toBe('11');
    fireEvent.change(screen.getByLabelText('Jenjang'), { target: { value: 'UTBK' } });
    await waitFor(() => expect(grade.value).toBe(''));
    expect(grade.disabled).toBe(true);
    expect(screen.getByText('Jenjang ini tidak memakai kelas.')).toBeTruthy();
  });
});
