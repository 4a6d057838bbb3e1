import type { AccountSession, GoogleLink, User } from '@scola/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuth } from '../../../auth/react';
import { i18n, loadLanguage, setLanguage } from '../../../i18n';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { SettingsSections } from './settings-sections';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: '6f1c1d7e-0000-4000-8000-000000000001',
  userAgent: WINDOWS_CHROME,
  ipHint: '203.0.113.*',
  startedAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: '2026-11-27T03:00:00.000Z',
  current: true,
  ...overrides,
});

function SessionZone() {
  const { user } = useAuth<User>();
  return <p data-testid="zone">{user?.timeZone}</p>;
}

async function renderSettings(
  options: {
    sessions?: AccountSession[];
    google?: GoogleLink;
    user?: User;
    googleSignIn?: boolean;
    path?: string;
  } = {},
) {
  const user = options.user ?? testUser();
  const { api } = productApi(user);
  let sessions = options.sessions ?? [session({})];
  let current = user;
  api
    .on('GET', '/api/akun/info', () => ({ body: { data: current } }))
    .on('PATCH', '/api/akun/pengaturan', (call) => {
      current = { ...current, ...(call.body as Partial<User>) };
      return { body: { data: { locale: current.locale, timeZone: current.timeZone } } };
    })
    .on('GET', '/api/akun/sesi', () => ({ body: { data: sessions } }))
    .on('POST', '/api/akun/sesi/keluar-lainnya', () => {
      const ended = sessions.filter((entry) => !entry.current).length;
      sessions = sessions.filter((entry) => entry.current);
      return { body: { data: { ended } } };
    })
    .on('GET', '/api/akun/google', {
      body: { data: options.google ?? { connected: false, email: null, hasPassword: true } },
    })
    .on('GET', '/api/notifikasi/preferensi', { body: { data: { categories: [] } } });
  for (const entry of sessions) {
    api.on('DELETE', `/api/akun/sesi/${entry.id}`, () => {
      sessions = sessions.filter((other) => other.id !== entry.id);
      return { body: { data: { ok: true } } };
    });
  }
  const app = await renderWithSession(
    <>
      <SessionZone />
      <SettingsSections />
    </>,
    {
      signedIn: true,
      user,
      api,
      google: options.googleSignIn ?? false,
      ...(options.path ? { path: options.path } : {}),
    },
  );
  return app;
}

// English loads on demand: loaded once here, a switch is not slowed by a busy machine.
beforeAll(() => loadLanguage('en', i18n));

afterEach(async () => {
  await setLanguage('id', i18n, false);
});

describe('SettingsSections', () => {
  it('shows each section as a card with its heading', async () => {
    await renderSettings();
    for (const name of ['Bahasa', 'Zona waktu', 'Notifikasi', 'Sesi aktif', 'Akun Google']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('switches to English at once and remembers it on the account', async () => {
    const { api } = await renderSettings();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Language' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/akun/pengaturan')[0]?.body).toEqual({ locale: 'en' }),
    );
  });

  it('saves the time zone, and the app formats times in it', async () => {
    const { api } = await renderSettings();
    const field = screen.getByRole('combobox', { name: 'Zona waktu' });
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.change(field, { target: { value: 'Jayapura' } });
    fireEvent.click(await screen.findByRole('option', { name: /WIT · Asia\/Jayapura/ }));
    expect(screen.getByText(/Waktu sekarang di zona ini: .* WIT$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan zona waktu' }));
    expect(await screen.findByText('Zona waktu disimpan.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/akun/pengaturan')[0]?.body).toEqual({ timeZone: 'Asia/Jayapura' });
    await waitFor(() => expect(screen.getByTestId('zone').textContent).toBe('Asia/Jayapura'));
    expect(viewerTimeZone()).toBe('Asia/Jayapura');
  });

  it('lists devices, marks this one, and signs one out', async () => {
    const other = session({
      id: '6f1c1d7e-0000-4000-8000-000000000002',
      userAgent: IPHONE_SAFARI,
      current: false,
    });
    const { api } = await renderSettings({ sessions: [session({}), other] });
    const list = await screen.findByRole('list', { name: 'Sesi aktif' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Chrome di Windows')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Perangkat ini')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Alamat IP 203.0.113.*')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keluarkan Safari di iOS' }));
    expect(await screen.findByText('Perangkat sudah dikeluarkan.')).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/akun/sesi/${other.id}`)).toHaveLength(1);
    expect(await screen.findByText('Hanya perangkat ini yang sedang masuk ke akunmu.')).toBeTruthy();
  });

  it('asks before signing out every other device', async () => {
    const others = [2, 3].map((n) =>
      session({ id: `6f1c1d7e-0000-4000-8000-00000000000${n}`, userAgent: IPHONE_SAFARI, current: false }),
    );
    const { api } = await renderSettings({ sessions: [session({}), ...others] });
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar dari semua perangkat lain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari semua perangkat lain?' });
    expect(api.callsTo('POST', '/api/akun/sesi/keluar-lainnya')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluarkan' }));
    expect(await screen.findByText('2 perangkat lain sudah dikeluarkan.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/akun/sesi/keluar-lainnya')).toHaveLength(1);
  });

  it('offers to disconnect Google only when the account has a password', async () => {
    await renderSettings({ google: { connected: true, email: 'siti@gmail.com', hasPassword: false } });
    expect(await screen.findByText('Terhubung dengan siti@gmail.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Putuskan' })).toBeNull();
    expect(screen.getByText(/belum punya kata sandi/)).toBeTruthy();
  });

  it('shows Google as connected with a disconnect button, saying the disconnection sticks', async () => {
    await renderSettings({ google: { connected: true, email: 'siti@gmail.com', hasPassword: true } });
    expect(await screen.findByRole('button', { name: 'Putuskan' })).toBeTruthy();
    expect(screen.getByText(/tidak lagi membuka akun ini/)).toBeTruthy();
    expect(screen.queryByText(/menghubungkannya kembali/)).toBeNull();
  });

  it('"Hubungkan" starts the Google flow as a link, keeping the session', async () => {
    const app = await renderSettings({ googleSignIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Hubungkan' }));
    await waitFor(() => expect(app.location.replace).toHaveBeenCalledTimes(1));
    expect(app.location.replace.mock.calls[0]?.[0]).toContain('response_type=token+id_token');
    expect(app.auth.getState().loggedIn).toBe(true);
  });

  it('offers no "Hubungkan" when Google sign-in is off, and confirms a link made', async () => {
    await renderSettings();
    expect(await screen.findByText(/Belum terhubung/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hubungkan' })).toBeNull();
    cleanup();
    await renderSettings({
      google: { connected: true, email: 'siti@gmail.com', hasPassword: true },
      path: '/pengaturan?google=terhubung',
    });
    expect(
      await screen.findByText('Akun Google terhubung. Sekarang kamu bisa masuk dengan Google.'),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the sessions cannot be loaded', async () => {
    const user = testUser();
    const { api } = productApi(user);
    api
      .on('GET', '/api/akun/sesi', { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } })
      .on('GET', '/api/akun/google', { body: { data: { connected: false, email: null, hasPassword: true } } })
      .on('GET', '/api/notifikasi/preferensi', { body: { data: { categories: [] } } });
    await renderWithSession(<SettingsSections />, { signedIn: true, user, api });
    expect(await screen.findByText('Sesi aktif tidak dapat dimuat')).toBeTruthy();
  });
});
