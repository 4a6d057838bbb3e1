import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { SignUpForm } from './sign-up-form';

function fill(name: string, email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Nama lengkap'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
}

describe('SignUpForm', () => {
  it('shows the password rules and checks them before calling the API', async () => {
    const { api } = await renderWithSession(<SignUpForm />);
    expect(await screen.findByText('Minimal 8 karakter, memuat huruf dan angka.')).toBeTruthy();
    fill('Budi', 'budi@example.id', 'pendek');
    expect(await screen.findByText(/Kata sandi minimal 8 karakter, memuat huruf dan angka/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/scola/signup')).toHaveLength(0);
  });

  it('sends the details and says to check the e-mail, without signing in', async () => {
    const { api } = productApi(testUser());
    api.on('POST', '/api/auth/scola/signup', { status: 202, body: { data: { ok: true } } });
    const { auth } = await renderWithSession(<SignUpForm signInTo="/masuk" />, { api });
    await screen.findByLabelText('Nama lengkap');
    fill('Budi', 'budi@example.id', 'rahasia123');

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Periksa emailmu');
    expect(status.textContent).toContain('Kami sudah mengirim email ke budi@example.id');
    expect(api.callsTo('POST', '/api/auth/scola/signup')[0]?.body).toEqual({
      name: 'Budi',
      email: 'budi@example.id',
      password: 'rahasia123',
    });
    expect(auth.getState().loggedIn).toBe(false);
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' }).getAttribute('href')).toBe('/masuk');

    // Another address: the form again, empty.
    fireEvent.click(screen.getByRole('button', { name: 'Daftar dengan email lain' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(''));
  });

  it('shows a refusal by its code, in Indonesian, and stays on the form', async () => {
    const { api } = productApi(testUser());
    api.on('POST', '/api/auth/scola/signup', {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
    });
    await renderWithSession(<SignUpForm />, { api });
    await screen.findByLabelText('Nama lengkap');
    fill('Budi', 'siti@example.id', 'rahasia123');
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-error-code')).toBe('RATE_LIMITED');
    expect(alert.textContent).not.toContain('Too many requests');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
