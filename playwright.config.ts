import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The local OpenID provider the Google sign-in journeys start (apps/web/e2e/support/oidc-provider.ts). */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3191);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'scola-e2e.apps.googleusercontent.test';
// One throwaway data directory per run; workers inherit it through the environment, teardown removes it.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `scola-e2e-${Date.now()}`);

/** Debian's Chromium; browser downloads are not reachable on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  globalTeardown: './apps/web/e2e/support/global-teardown.ts',
  webServer: {
    // The real production server: built web app + API + embedded PGlite with demo data, in a throwaway data dir.
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Reset links must open this server; the journeys sign in far more often than a person would.
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Google sign-in against the local OpenID provider (started by the Google journeys; the JWKS is read lazily).
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_ISSUER: OIDC_ISSUER,
      GOOGLE_JWKS_URL: `${OIDC_ISSUER}/jwks`,
      GOOGLE_AUTH_URL: `${OIDC_ISSUER}/authorize`,
      GOOGLE_USERINFO_URL: `${OIDC_ISSUER}/userinfo`,
    },
  },
});
