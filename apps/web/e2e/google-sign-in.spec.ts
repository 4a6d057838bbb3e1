import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type E2eProjectMetadata, OIDC_CLIENT_ID } from '../../../playwright.config';
import { type OidcProvider, startOidcProvider } from './support/oidc-provider';
import { uniqueEmail } from './support/session';

// The whole "Masuk dengan Google" flow against a local OpenID provider on a fixed port (the server is configured
// for it in playwright.config.ts). One provider, so these journeys run one after another in one worker (a failed
// one does not skip the others; the restarted worker starts the provider again with the same key).
test.describe.configure({ mode: 'default' });

let provider: OidcProvider | undefined;

let oidcPort = 0;

test.beforeAll(async () => {
  // Each project's server is configured for its own provider port (playwright.config.ts).
  oidcPort = (test.info().project.metadata as E2eProjectMetadata).oidcPort;
  provider = await startOidcProvider({ port: oidcPort, clientId: OIDC_CLIENT_ID });
});

test.afterAll(async () => {
  await provider?.close();
});

function oidc(): OidcProvider {
  if (!provider) throw new Error('the OpenID provider did not start');
  return provider;
}

/**
 * The browser calls the provider's user-info endpoint itself, so the page's Content-Security-Policy must allow it
 * (`connect-src`); said first, so that a missing entry fails with its cause rather than a generic error page.
 */
async function expectCspAllowsProvider(request: APIRequestContext) {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const connectSrc = /connect-src([^;]*)/.exec(csp)?.[1] ?? '';
  expect(
    connectSrc,
    'apps/api/src/plugins/security.ts: connect-src must allow the OpenID provider (GOOGLE_USERINFO_URL)',
  ).toContain(`http://127.0.0.1:${oidcPort}`);
}

async function startGoogleSignIn(page: Page) {
  await page.goto('/');
  await page.locator('[data-sign-in-form]').getByRole('button', { name: 'Masuk dengan Google' }).click();
}

test('signs in with Google through /masukGoogle.html and lands on /beranda', async ({
  page,
  baseURL,
  request,
}) => {
  await expectCspAllowsProvider(request);
  const email = uniqueEmail('google');
  oidc().nextSignIn({ identity: { email, name: 'Gita Permata' } });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await startGoogleSignIn(page);
  await expect(page).toHaveURL(/#\/beranda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Gita Permata!' })).toBeVisible();

  const authorization = oidc().authorizations.at(-1);
  expect(authorization?.get('response_type')).toBe('token id_token');
  expect(authorization?.get('scope')).toBe('openid profile email');
  expect(authorization?.get('redirect_uri')).toBe(`${baseURL ?? ''}/masukGoogle.html`);
  expect(authorization?.get('state')).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(authorization?.get('nonce')).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(oidc().userInfoCalls).toHaveLength(1);
  expect(visited.some((url) => url.includes('/masukGoogle.html#access_token='))).toBe(true);
  // The provider's tokens do not stay in the address bar.
  expect(page.url()).not.toContain('access_token');

  // The product session is the API's, not Google's: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Gita Permata!' })).toBeVisible();
});

test('an answer with another state is refused on /masuk-google', async ({ page }) => {
  oidc().nextSignIn({ identity: { email: uniqueEmail('state'), name: 'Salah State' }, wrongState: true });
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/scola/google')) exchanges.push(request.url());
  });

  await startGoogleSignIn(page);
  await expect(page).toHaveURL(/#\/masuk-google$/);
  const error = page.locator('[data-google-error="OAUTH_STATE_MISMATCH"]');
  await expect(error).toBeVisible();
  await expect(error.getByRole('heading', { name: 'Masuk dengan Google gagal' })).toBeVisible();
  await expect(error).toContainText('tidak cocok dengan proses masuk yang kamu mulai');
  expect(exchanges).toEqual([]);

  await error.getByRole('link', { name: 'Kembali ke halaman masuk' }).click();
  await expect(page).toHaveURL(/#\/masuk$/);
  await expect(page.locator('[data-sign-in-form]')).toBeVisible();
});

test('an ID token with another nonce is refused by the API, and the error is shown', async ({
  page,
  request,
}) => {
  await expectCspAllowsProvider(request);
  oidc().nextSignIn({ identity: { email: uniqueEmail('nonce'), name: 'Salah Nonce' }, wrongNonce: true });
  const exchanges: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/scola/google')) exchanges.push(response.status());
  });

  await startGoogleSignIn(page);
  const error = page.locator('[data-google-error="GOOGLE_TOKEN_INVALID"]');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Google tidak dapat memastikan identitasmu');
  expect(exchanges).toEqual([401]);
  await page.goto('/#/beranda');
  await expect(page).toHaveURL(/#\/$/);
});
