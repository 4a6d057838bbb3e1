import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '../config/constants';
import { i18n, setLanguage } from '../i18n';
import { createTestApp, renderApp, testUser, type TestAppOptions } from '../test/app-session';
import { App } from './app';
import { shouldReloadFor } from './chunk-recovery';
import { RouteErrorBoundary } from './error-page';
import { globalMiddleware } from './middleware';
import { SAMPLE_ID } from '../config/route-table';

/** Lazy layouts and pages load on first use; generous under a busy parallel test run. */
const SLOW = 5000;

const renderAt = (path: string, options?: TestAppOptions) => renderApp(path, options);
const signedInAs = (scope: ('student' | 'tutor' | 'admin')[]): TestAppOptions => ({
  signedIn: true,
  user: testUser({ scope }),
});

describe('app shell', () => {
  it('renders the landing page under the frontend layout, titled Scola', async () => {
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Belajar apa saja/ }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(document.querySelector('[data-layout="frontend"] main#main')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: /Masuk/ })[0]?.getAttribute('href')).toBe('/masuk');
    await waitFor(() => expect(document.title).toBe('Scola'));
  });

  it('nests tabs: a class-space tab renders inside its frame, under the app layout', async () => {
    // Every class-space tab is built (issue 13); the frame answers an unknown class before its tab.
    await renderAt(`/kelas/detail/${SAMPLE_ID}/berkas`, signedInAs(['student']));
    expect(
      await screen.findByRole('heading', { name: 'Ruang kelas tidak ditemukan' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(document.querySelector('[data-layout="app"]')).not.toBeNull();
  });

  it('shows the 404 page under the default layout for an unknown route', async () => {
    await renderAt('/tidak-ada');
    expect(await screen.findByText('Halaman ini tidak dapat ditemukan', {}, { timeout: SLOW })).toBeTruthy();
    const page = document.querySelector('[data-error-page]');
    expect(page?.getAttribute('data-status')).toBe('404');
    expect(page?.closest('[data-layout="default"]')).not.toBeNull();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman utama' }).getAttribute('href')).toBe('/');
  });

  it('shows the spec’s English sentence in English', async () => {
    await act(() => setLanguage('en'));
    await renderAt('/tidak-ada');
    expect(await screen.findByText('This page could not be found', {}, { timeout: SLOW })).toBeTruthy();
  });

  it.each([
    '/kelas/42',
    '/kelas-paket/abc',
    '/admin/keahlian/x',
    '/admin/materi/1',
    '/tutor/kelas/bukan-uuid/harga',
    '/kelas/detail/abc',
  ])('shows 404 when the id of %s is not a UUID', async (path) => {
    await renderAt(path);
    expect(await screen.findByText('Halaman ini tidak dapat ditemukan', {}, { timeout: SLOW })).toBeTruthy();
    expect(document.querySelector('[data-error-page]')?.getAttribute('data-status')).toBe('404');
  });

  it('accepts a valid UUID (the class page asks the API, which does not know it)', async () => {
    await renderAt(`/kelas/${SAMPLE_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Kelas tidak ditemukan' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(document.querySelector('[data-error-page]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Semua kelas' }).getAttribute('href')).toBe('/kelas');
  });

  it('shows 500 "Unknown middleware {name}" when a route names an unregistered middleware', async () => {
    globalMiddleware.push('missing-guard');
    try {
      await act(() => setLanguage('en'));
      await renderAt('/');
      expect(await screen.findByText('Unknown middleware missing-guard', {}, { timeout: SLOW })).toBeTruthy();
      expect(document.querySelector('[data-error-page]')?.getAttribute('data-status')).toBe('500');
    } finally {
      globalMiddleware.pop();
    }
  });
});

describe('failed chunk load', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js');

  it('reloads when no reload happened in the last 60 s', () => {
    expect(shouldReloadFor(chunkError())).toBe(true);
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 61_000));
    expect(shouldReloadFor(chunkError())).toBe(true);
    expect(shouldReloadFor(new Error('boom'))).toBe(false);
  });

  it('shows the error page instead when a reload happened less than 60 s ago', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 5_000));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorBoundary />,
          hydrateFallbackElement: <div />,
          lazy: () => Promise.reject(chunkError()),
        },
      ],
      { initialEntries: ['/'] },
    );
    const { auth } = await createTestApp('/');
    render(<App i18n={i18n} auth={auth} router={router} />);
    expect(await screen.findByText('Terjadi kesalahan', {}, { timeout: SLOW })).toBeTruthy();
    expect(document.querySelector('[data-error-page]')?.getAttribute('data-status')).toBe('500');
  });
});
