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

  it('turns EMAIL_TAKEN into friendly Indonesian text with a way to sign in', async () => {
    const { api } = productApi(testUser());
    api.on('POST', '/api/auth/scola/signup', {
      status: 409,
      body: { error: { code: 'EMAIL_TAKEN', message: 'Email already registered' } },
    });
    await renderWithSession(<SignUpForm />, { api });
    await screen.findByLabelText('Nama lengkap');
    fill('Budi', 'siti@example.id', 'rahasia123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email ini sudah terdaftar. Silakan masuk, atau gunakan email lain.');
    expect(alert.textContent).not.toContain('Email already registered');
    expect(screen.getByRole('link', { name: 'Masuk dengan email ini' }).getAttribute('href')).toBe('/masuk');
  });

  it('creates the account and opens its session', async () => {
    const { api } = productApi(testUser());
    api.on('POST', '/api/auth/scola/signup', (call) => ({
      status: 201,
      body: { data: { token: 'a.b.c', refreshToken: 'r', body: call.body } },
    }));
    const { auth } = await renderWithSession(<SignUpForm />, { api });
    await screen.findByLabelText('Nama lengkap');
    fill('Budi', 'budi@example.id', 'rahasia123');
    await waitFor(() => expect(auth.getState().loggedIn).toBe(true));
    expect(api.callsTo('POST', '/api/auth/scola/signup')[0]?.body).toEqual({
      name: 'Budi',
      email: 'budi@example.id',
      password: 'rahasia123',
    });
  });
});
