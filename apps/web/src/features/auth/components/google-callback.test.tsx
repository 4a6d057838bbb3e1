import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE } from '../../../auth/testing/harness';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { GoogleCallback } from './google-callback';

/** Starts a Google sign-in on `auth` and returns the `state` and `nonce` it sent to the provider. */
async function begin(app: Awaited<ReturnType<typeof renderWithSession>>) {
  await app.auth.loginWith('google');
  const url = new URL(app.location.replace.mock.calls.at(-1)?.[0] ?? '');
  return { state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '' };
}

function arriveWith(params: Record<string, string>) {
  window.history.replaceState(null, '', `/#/masuk-google?${new URLSearchParams(params).toString()}`);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('GoogleCallback', () => {
  it('refuses an answer whose state is not the one sent, with a way back to sign-in', async () => {
    const { api } = productApi(testUser());
    arriveWith({});
    const app = await renderWithSession(<p>start</p>, { google: true, api });
    const { state } = await begin(app);
    arriveWith({ state: `${state}x`, access_token: 'at', id_token: 'it', token_type: 'Bearer' });
    app.rerender(<GoogleCallback />);

    const error = await screen.findByText(/tidak cocok dengan proses masuk/);
    expect(error.closest('[data-google-error]')?.getAttribute('data-google-error')).toBe(
      'OAUTH_STATE_MISMATCH',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' }).getAttribute('href')).toBe(
      '/masuk',
    );
    expect(api.callsTo('POST', '/api/auth/scola/google')).toHaveLength(0);
    expect(window.location.hash).toBe('#/masuk-google');
  });

  it('says so when the answer carries no state at all', async () => {
    arriveWith({ access_token: 'at', id_token: 'it' });
    await renderWithSession(<GoogleCallback />, { google: true });
    expect(
      (await screen.findByText(/tidak dapat diperiksa/))
        .closest('[data-google-error]')
        ?.getAttribute('data-google-error'),
    ).toBe('OAUTH_STATE_MISSING');
  });

  it('shows the API refusal (an ID token with another nonce) by its code', async () => {
    const { api } = productApi(testUser());
    api
      .on('GET', GOOGLE.userInfoEndpoint, { body: { sub: '1', email: 'siti@example.id' } })
      .on('POST', '/api/auth/scola/google', {
        status: 401,
        body: { error: { code: 'GOOGLE_TOKEN_INVALID', message: 'x', details: { reason: 'nonce' } } },
      });
    arriveWith({});
    const app = await renderWithSession(<p>start</p>, { google: true, api });
    const { state, nonce } = await begin(app);
    arriveWith({ state, access_token: 'at', id_token: 'it', token_type: 'Bearer' });
    app.rerender(<GoogleCallback />);

    const error = await screen.findByText(/Google tidak dapat memastikan identitasmu/);
    expect(error.closest('[data-google-error]')?.getAttribute('data-google-error')).toBe(
      'GOOGLE_TOKEN_INVALID',
    );
    expect(api.callsTo('POST', '/api/auth/scola/google')[0]?.body).toEqual({ idToken: 'it', nonce });
    expect(app.auth.getState().loggedIn).toBe(false);
  });
});
