import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokens } from '../../../auth/testing/harness';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { Activation } from './activation';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Activation', () => {
  it('exchanges the link token for a session, hides the token and lets the session go home', async () => {
    window.history.replaceState(null, '', '/#/aktivasi?token=token-satu');
    const { api, clock } = productApi(testUser());
    api.on('POST', '/api/auth/scola/activate', () => ({
      body: { data: sessionTokens(clock.read(), 'aktif') },
    }));
    const { auth } = await renderWithSession(<Activation token="token-satu" />, { api, path: '/aktivasi' });

    await waitFor(() => expect(auth.getState().loggedIn).toBe(true));
    expect(api.callsTo('POST', '/api/auth/scola/activate')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/scola/activate')[0]?.body).toEqual({ token: 'token-satu' });
    expect(window.location.hash).toBe('#/aktivasi');
  });

  it('says a used or expired link is refused, and sends a new one to the address given', async () => {
    const { api } = productApi(testUser());
    api
      .on('POST', '/api/auth/scola/activate', {
        status: 400,
        body: { error: { code: 'INVALID_ACTIVATION_TOKEN', message: 'x' } },
      })
      .on('POST', '/api/auth/scola/resend-activation', { status: 202, body: { data: { ok: true } } });
    await renderWithSession(<Activation token="token-bekas" />, { api });

    const error = await screen.findByText(
      'Tautan aktivasi ini tidak valid, sudah dipakai, atau sudah kedaluwarsa.',
    );
    expect(error.closest('[data-activation-error]')?.getAttribute('data-activation-error')).toBe(
      'INVALID_ACTIVATION_TOKEN',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'baru@example.id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('Periksa emailmu');
    expect(api.callsTo('POST', '/api/auth/scola/resend-activation')[0]?.body).toEqual({
      email: 'baru@example.id',
    });
  });

  it('calls nothing for a link without a token, and offers a new one', async () => {
    const { api } = productApi(testUser());
    await renderWithSession(<Activation token="" />, { api });
    expect(await screen.findByText(/Tautan aktivasi ini tidak lengkap/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/scola/activate')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' })).toBeTruthy();
  });
});
