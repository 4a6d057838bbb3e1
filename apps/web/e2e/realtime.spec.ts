import { expect, test, type WebSocketRoute } from '@playwright/test';
import { apiSignIn, apiSignUp, signedInState, uniqueEmail } from './support/session';

test('the header tells whether the live connection is up: connected, reconnecting, offline, and back', async ({
  browser,
  baseURL,
  request,
}) => {
  const session = await apiSignUp(request, {
    name: 'Dimas Prasetyo',
    email: uniqueEmail('realtime'),
    password: 'rahasia123',
  });
  const context = await browser.newContext({ storageState: signedInState(baseURL ?? '', session) });
  const page = await context.newPage();

  // The page's sockets pass through here, so the journey can cut them as a broken network path would.
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (cut) {
      void socket.close({ code: 1001 });
      return;
    }
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  // While cut, the long-polling fallback fails too.
  await page.route(/\/socket\.io\//, (route) => (cut ? route.abort() : route.continue()));

  await page.goto('/#/beranda');
  const status = page.getByRole('banner').getByRole('status', { name: 'Koneksi waktu nyata' });
  await expect(status).toHaveText('Terhubung');

  cut = true;
  for (const socket of [...open]) await socket.close({ code: 1001 });
  await expect(status).toHaveText('Menyambung ulang…');
  cut = false;
  await expect(status).toHaveText('Terhubung', { timeout: 15_000 });

  await context.setOffline(true);
  await expect(status).toHaveText('Luring');
  await context.setOffline(false);
  await expect(status).toHaveText('Terhubung', { timeout: 15_000 });
  await context.close();
});

test('a password change on another device signs this page out at once, through the live connection @smoke', async ({
  page,
  baseURL,
  playwright,
}) => {
  const email = uniqueEmail('realtime-signout');
  const session = await apiSignUp(page.request, { name: 'Sari Handayani', email, password: 'rahasia123' });
  await page.context().addInitScript(
    (entries) => {
      if (localStorage.getItem('auth.strategy') === null) {
        for (const entry of entries) localStorage.setItem(entry.name, entry.value);
      }
    },
    signedInState(baseURL ?? '', session).origins[0]?.localStorage ?? [],
  );
  await page.goto('/#/beranda');
  await expect(page.getByRole('banner').getByRole('status', { name: 'Koneksi waktu nyata' })).toHaveText(
    'Terhubung',
  );

  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const elsewhere = await apiSignIn(other, email, 'rahasia123');
  const change = await other.put('/api/akun/password', {
    headers: { Authorization: elsewhere.token },
    data: { currentPassword: 'rahasia123', newPassword: 'sandiBaru456' },
  });
  expect(change.status()).toBe(200);
  await other.dispose();

  // No click, no request of the page's own: the announcement ends the session here.
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
});
