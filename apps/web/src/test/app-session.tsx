/**
 * The app wired to a fake product API, for tests: a session on a fake browser storage (no real cookies leak
 * between tests), a memory router connected to it, and `renderApp` to render the whole app at a path.
 */
import type { User } from '@scola/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import type { QueryClientSlot } from '../app/query-client-slot';
import { QueryScope } from '../app/query-scope';
import { buildRoutes } from '../app/routes';
import { createAppAuth, createNavigationBridge, type AppAuth } from '../app/session';
import type { GoogleConfig } from '../auth';
import { AuthProvider } from '../auth/react';
import { FakeApi, FakeBrowser, ORIGIN, fakeClock } from '../auth/testing/fakes';
import { GOOGLE, sessionTokens } from '../auth/testing/harness';
import { i18n } from '../i18n';

export const PASSWORD = 'rahasia123';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b4f3a56-8d0e-4a57-9d7a-3c1c2b1f0a01',
    email: 'siti@example.id',
    name: 'Siti Aminah',
    phone: null,
    photoUrl: null,
    scope: ['student'],
    schoolLevel: null,
    grade: null,
    city: null,
    locale: null,
    timeZone: 'Asia/Jakarta',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A product API that knows one account (`user`, password `PASSWORD`). */
export function productApi(user: User, clock = fakeClock()) {
  const api = new FakeApi();
  let current = user;
  api
    .on('POST', '/api/auth/scola/signin', (call) => {
      const body = call.body as { email?: string; password?: string };
      if (body.email === current.email && body.password === PASSWORD) {
        return { body: { data: sessionTokens(clock.read(), 'signin') } };
      }
      return {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Email atau kata sandi salah.' } },
      };
    })
    .on('GET', '/api/akun/info', () => ({ body: { data: current } }))
    .on('POST', '/api/auth/scola/refresh', () => ({ body: { data: sessionTokens(clock.read(), 'refresh') } }))
    .on('POST', '/api/auth/scola/signout', { body: { data: { ok: true } } })
    .on('PATCH', '/api/akun/profil', (call) => {
      current = { ...current, ...(call.body as Partial<User>) };
      return { body: { data: current } };
    });
  return { api, clock, setUser: (next: User) => void (current = next) };
}

export interface TestAppOptions {
  user?: User;
  /** Sign `user` in before the app starts (its tokens are in storage, as after a reload). */
  signedIn?: boolean;
  google?: GoogleConfig | boolean;
  api?: FakeApi;
}

export async function createTestApp(path: string, options: TestAppOptions = {}) {
  const user = options.user ?? testUser();
  const { api, clock } = options.api ? { api: options.api, clock: fakeClock() } : productApi(user);
  const browser = new FakeBrowser(clock.read);
  const google = options.google === true ? GOOGLE : options.google || undefined;
  const location = { origin: ORIGIN, replace: vi.fn<(url: string) => void>() };
  const common = {
    fetch: api.fetch,
    clock: clock.read,
    location,
    ...(google ? { google } : {}),
  };

  if (options.signedIn) {
    const tab = browser.openTab();
    const seed = createAppAuth({ ...common, navigate: () => undefined, storageOptions: tab });
    await seed.loginWith('local', { email: user.email, password: PASSWORD });
    seed.dispose();
  }

  const bridge = createNavigationBridge();
  let currentPath = () => path;
  const auth: AppAuth = createAppAuth({
    ...common,
    navigate: bridge.navigate,
    currentPath: () => currentPath(),
    storageOptions: browser.openTab(),
  });
  // One query client for the router (its first queries, ADR 0060) and the app, as in `bootApp`.
  const querySlot: QueryClientSlot = { current: undefined };
  const router = createMemoryRouter(buildRoutes(auth, querySlot), { initialEntries: [path] });
  currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  bridge.connect(router);
  return { auth, api, router, browser, location, user, querySlot };
}

export async function renderApp(path: string, options: TestAppOptions = {}) {
  const app = await createTestApp(path, options);
  render(<App i18n={i18n} auth={app.auth} router={app.router} querySlot={app.querySlot} />);
  return app;
}

/** Renders `ui` alone (no app routes) inside the providers and a signed-out or signed-in session. */
export async function renderWithSession(ui: ReactElement, options: TestAppOptions & { path?: string } = {}) {
  const app = await createTestApp(options.path ?? '/', options);
  await app.auth.init();
  const wrap = (element: ReactElement) => {
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.path ?? '/'] });
    return (
      <Providers i18n={i18n} auth={app.auth}>
        <AuthProvider auth={app.auth}>
          {/* The query client a lazily loaded part brings in the app (`themed`, ADR 0057). */}
          <QueryScope>
            <RouterProvider router={router} />
          </QueryScope>
        </AuthProvider>
      </Providers>
    );
  };
  const result = render(wrap(ui));
  return { ...app, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
