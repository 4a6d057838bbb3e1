import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tutorAreaPath } from '../config/role-areas';
import { PASSWORD, productApi, renderApp, testUser } from '../test/app-session';

/** Lazy layouts and pages load on first use; generous under a busy parallel test run. */
const SLOW = 5000;

describe('auth guard', () => {
  it('sends a signed-out visitor of a protected page to the sign-in page and remembers the page', async () => {
    const { router, auth } = await renderApp('/beranda/profil');
    expect(await screen.findByRole('heading', { name: 'Masuk ke Scola' }, { timeout: SLOW })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(auth.storage.get('redirect')).toBe('/beranda/profil');
  });

  it('sends a visitor of /tutor/daftar to the sign-up form, remembering the page', async () => {
    const { router, auth } = await renderApp('/tutor/daftar');
    expect(await screen.findByRole('heading', { name: 'Buat akun siswa' }, { timeout: SLOW })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/masuk?tab=daftar');
    expect(auth.storage.get('redirect')).toBe('/tutor/daftar');
  });

  it('opens /tutor/daftar for a signed-in account (no detour home)', async () => {
    const { router } = await renderApp('/tutor/daftar', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daftar jadi tutor' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tutor/daftar');
  });

  it('sends a signed-in visitor of `/` and of a guest page home', async () => {
    const home = await renderApp('/', { signedIn: true });
    expect(await screen.findByText('Halo, Siti Aminah!', {}, { timeout: SLOW })).toBeTruthy();
    expect(home.router.state.location.pathname).toBe('/beranda');
  });

  it('sends a signed-in visitor of /masuk home too', async () => {
    const { router } = await renderApp('/masuk', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/beranda'), { timeout: SLOW });
  });

  it('sends an admin to the admin dashboard', async () => {
    const admin = await renderApp('/', { signedIn: true, user: testUser({ scope: ['admin'] }) });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/beranda'), {
      timeout: SLOW,
    });
  });

  it('sends a tutor-only account to the tutor area, not the student dashboard', async () => {
    const tutor = await renderApp('/masuk', { signedIn: true, user: testUser({ scope: ['tutor'] }) });
    await waitFor(() => expect(tutor.router.state.location.pathname).toBe(tutorAreaPath()), {
      timeout: SLOW,
    });
  });

  it('skips `auth: false` pages (the catalogue) for everybody', async () => {
    const { router } = await renderApp('/kelas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelas' }, { timeout: SLOW })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/kelas');
  });

  it('renders no page before the session is known (no flash of a protected page)', async () => {
    const { api, setUser } = productApi(testUser());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = testUser();
    setUser(user);
    let calls = 0;
    api.on('GET', '/api/akun/info', async () => {
      // The first call signs the user in before the app starts; the app's own check waits for the gate.
      if (++calls > 1) await gate;
      return { body: { data: user } };
    });
    await renderApp('/beranda', { signedIn: true, api });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-layout]')).toBeNull();
    act(() => release());
    expect(await screen.findByText('Halo, Siti Aminah!', {}, { timeout: SLOW })).toBeTruthy();
  });

  it('shows the 403 no-access page to a signed-in user without the role, with a way home', async () => {
    await renderApp('/admin/akun', { signedIn: true });
    const page = await screen.findByRole(
      'heading',
      { name: 'Kamu tidak punya akses ke halaman ini' },
      { timeout: SLOW },
    );
    expect(page.closest('[data-error-page]')?.getAttribute('data-status')).toBe('403');
    // `/` leads on to the user's own home (the guard knows their role).
    expect(screen.getByRole('link', { name: 'Ke beranda saya' }).getAttribute('href')).toBe('/');
  });

  it('lets a tutor into the tutor workspace and keeps the public tutor pages open', async () => {
    await renderApp('/tutor/beranda', { signedIn: true, user: testUser({ scope: ['tutor'] }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beranda tutor' }, { timeout: SLOW }),
    ).toBeTruthy();
  });

  it('refuses the tutor workspace to a student', async () => {
    await renderApp('/tutor/kelas', { signedIn: true });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Kamu tidak punya akses ke halaman ini' },
        { timeout: SLOW },
      ),
    ).toBeTruthy();
  });

  it('after sign-in on `/` goes to the remembered page', async () => {
    const { router, auth } = await renderApp('/beranda/password');
    await screen.findByRole('heading', { name: 'Masuk ke Scola' }, { timeout: SLOW });
    await act(() => auth.loginWith('local', { email: 'siti@example.id', password: PASSWORD }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beranda/password'), { timeout: SLOW });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ganti kata sandi' }, { timeout: SLOW }),
    ).toBeTruthy();
  });

  it('sign-out returns to `/`', async () => {
    const { router, auth } = await renderApp('/beranda', { signedIn: true });
    await screen.findByText('Halo, Siti Aminah!', {}, { timeout: SLOW });
    act(() => auth.logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: SLOW });
    expect(await screen.findByRole('heading', { name: 'Masuk ke Scola' }, { timeout: SLOW })).toBeTruthy();
  });
});
