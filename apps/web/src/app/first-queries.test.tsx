import type { TutorDashboard } from '@scola/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../auth/testing/fakes';
import { createTestApp, productApi, testUser } from '../test/app-session';
import { liveClassCard } from '../test/catalogue-fixtures';
import { i18n } from '../i18n';
import { App } from './app';

/** Holds a page module back until the test opens it: the page's chunk "still on the way". */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open: () => open() };
  };
  return { classes: gate(), tutorDashboard: gate() };
});

vi.mock('./pages/catalogue/classes-page', async (importOriginal) => {
  await gates.classes.opened;
  return importOriginal();
});
vi.mock('./pages/tutor/dashboard-page', async (importOriginal) => {
  await gates.tutorDashboard.opened;
  return importOriginal();
});

const SLOW = 10_000;
const tutor = testUser({ scope: ['tutor'] });

function dashboard(): TutorDashboard {
  const perDay = Array.from({ length: 26 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    amount: 0,
  }));
  return {
    timeZone: 'Asia/Jakarta',
    today: '2026-11-26',
    sessions: [],
    earnings: { thisMonth: 0, perDay, available: 0, pending: 0 },
    enrolments: { count: 0, latest: [] },
    reviews: { average: null, count: 0, latest: [] },
  };
}

describe('the first screen’s data (ADR 0060)', { timeout: 20_000 }, () => {
  it('/kelas asks for its classes while the page’s chunk is still loading, and the page shows that answer', async () => {
    const api = new FakeApi().on('GET', '/api/kelas', {
      body: { data: [liveClassCard()], meta: { page: 1, pageSize: 12, total: 1 } },
    });
    const app = await createTestApp('/kelas?q=kuadrat&jenjang=SMA&hargaMin=abc', { api });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/kelas')).toHaveLength(1), { timeout: SLOW });
    // The query the page will ask for: the URL's valid filters and the page size.
    expect(new URL(api.callsTo('GET', '/api/kelas')[0]!.url).search).toBe(
      '?q=kuadrat&jenjang=SMA&pageSize=12',
    );

    gates.classes.open();
    render(<App i18n={i18n} auth={app.auth} router={app.router} querySlot={app.querySlot} />);
    expect(
      await screen.findByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }, { timeout: SLOW }),
    ).toBeTruthy();
    // The page found the answer in the cache: no second request.
    expect(api.callsTo('GET', '/api/kelas')).toHaveLength(1);
  });

  it('the tutor dashboard asks for its data once the guard let the tutor in, before the page’s chunk', async () => {
    const { api } = productApi(tutor);
    api.on('GET', '/api/tutor/beranda', { body: { data: dashboard() } });
    const app = await createTestApp('/tutor/beranda', { api, user: tutor, signedIn: true });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/tutor/beranda')).toHaveLength(1), {
      timeout: SLOW,
    });

    gates.tutorDashboard.open();
    render(<App i18n={i18n} auth={app.auth} router={app.router} querySlot={app.querySlot} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beranda tutor' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/api/tutor/beranda')).toHaveLength(1);
  });

  it('a page the guard refuses starts nothing: a student on the tutor dashboard, a visitor', async () => {
    for (const options of [{ signedIn: true, user: testUser() }, {}]) {
      const { api } = productApi(options.user ?? testUser());
      api.on('GET', '/api/tutor/beranda', { body: { data: dashboard() } });
      const app = await createTestApp('/tutor/beranda', { api, ...options });
      await vi.waitFor(() => expect(app.router.state.initialized).toBe(true), { timeout: SLOW });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo('GET', '/api/tutor/beranda')).toHaveLength(0);
    }
  });
});
