import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD, productApi, renderWithSession, testUser } from '../../../test/app-session';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('hides the Google button when the API published no client id', async () => {
    await renderWithSession(<SignInForm />);
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Masuk dengan Google' })).toBeNull();
  });

  it('shows the Google button when Google sign-in is configured, and starts the flow with it', async () => {
    const { location } = await renderWithSession(<SignInForm />, { google: true });
    const button = await screen.findByRole('button', { name: 'Masuk dengan Google' });
    fireEvent.click(button);
    await waitFor(() => expect(location.replace).toHaveBeenCalledTimes(1));
    const url = new URL(location.replace.mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('response_type')).toBe('token id_token');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/masukGoogle.html');
  });

  it('validates in Indonesian before calling the API', async () => {
    const { api } = await renderWithSession(<SignInForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan alamat email yang valid.')).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib diisi.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/scola/signin')).toHaveLength(0);
  });

  it('shows wrong credentials by the API code, in the active language', async () => {
    await renderWithSession(<SignInForm />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'siti@example.id' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'salah123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email atau kata sandi salah.');
    expect(alert.getAttribute('data-error-code')).toBe('INVALID_CREDENTIALS');
  });

  it('offers to resend the activation e-mail to an account not activated yet', async () => {
    const { api } = productApi(testUser());
    api
      .on('POST', '/api/auth/scola/signin', {
        status: 403,
        body: { error: { code: 'ACCOUNT_NOT_ACTIVATED', message: 'x' } },
      })
      .on('POST', '/api/auth/scola/resend-activation', { status: 202, body: { data: { ok: true } } });
    await renderWithSession(<SignInForm />, { api });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'baru@example.id' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Akunmu belum aktif. Buka tautan aktivasi di emailmu, atau kirim ulang email aktivasi.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('baru@example.id');
    expect(api.callsTo('POST', '/api/auth/scola/resend-activation')[0]?.body).toEqual({
      email: 'baru@example.id',
    });
  });

  it('offers no resend for other refusals', async () => {
    await renderWithSession(<SignInForm />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'siti@example.id' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'salah123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Kirim ulang email aktivasi' })).toBeNull();
  });

  it('signs in and lets the session go home', async () => {
    const { auth, api } = await renderWithSession(<SignInForm />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'siti@example.id' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(auth.getState().loggedIn).toBe(true));
    expect(api.callsTo('POST', '/api/auth/scola/signin')[0]?.body).toEqual({
      email: 'siti@example.id',
      password: PASSWORD,
    });
  });

  it('shows and hides the password', async () => {
    await renderWithSession(<SignInForm />);
    const input = await screen.findByLabelText('Kata sandi');
    const toggle = screen.getByRole('button', { name: 'Tampilkan kata sandi' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
