import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { productApi, renderApp, testUser } from '../test/app-session';

/** Lazy layouts and pages load on first use; generous under a busy parallel test run. */
const SLOW = 5000;

function apiWith(provider: 'simulator' | 'midtrans') {
  const user = testUser({ scope: ['student'] });
  const { api } = productApi(user);
  api.on('GET', '/api/pembayaran/metode', { body: { data: { provider } } });
  return { api, user };
}

describe('payment simulator banner', () => {
  it('says on the landing page that the simulator moves no real money', async () => {
    const { api } = apiWith('simulator');
    await renderApp('/', { api });
    const banner = await screen.findByText(
      'Simulator pembayaran: tidak ada uang sungguhan',
      {},
      { timeout: SLOW },
    );
    expect(banner.getAttribute('role')).toBe('note');
    expect(api.callsTo('GET', '/api/pembayaran/metode')).toHaveLength(1);
    // Its height is published for the layouts to keep the page clear of it (jsdom lays nothing out: 0px).
    expect(document.documentElement.style.getPropertyValue('--scola-bottom-inset')).toMatch(
      /^\d+(\.\d+)?px$/,
    );
  });

  it('shows on the pages of a signed-in student too, in English when chosen', async () => {
    const { api, user } = apiWith('simulator');
    await setLanguage('en');
    await renderApp('/beranda', { api, user, signedIn: true });
    expect(await screen.findByText('Payment simulator: no real money', {}, { timeout: SLOW })).toBeTruthy();
  });

  it('is absent when payments go through Midtrans', async () => {
    const { api } = apiWith('midtrans');
    await renderApp('/', { api });
    await screen.findByRole('heading', { level: 1, name: /Belajar apa saja/ }, { timeout: SLOW });
    await expect.poll(() => api.callsTo('GET', '/api/pembayaran/metode').length).toBe(1);
    expect(document.querySelector('[data-payment-simulator-banner]')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--scola-bottom-inset')).toBe('');
  });
});
