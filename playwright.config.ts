import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser journeys run against the real production server (`npm start`: built web app + API) on the embedded
 * database, and — when TEST_DATABASE_URL names a PostgreSQL server, as in CI — once more against a server on a
 * fresh PostgreSQL database. Each server has its own port, its own local OpenID provider port and its own mail
 * sink (`tools/mail-sink.ts`: SMTP on E2E_PORT + 50 + n, its mails read over HTTP on E2E_PORT + 60 + n), so the
 * journeys follow the activation and reset links of real e-mails sent over SMTP.
 */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_CLIENT_ID = 'scola-e2e.apps.googleusercontent.test';
const firstOidcPort = Number(process.env.E2E_OIDC_PORT ?? 3191);

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

/** Metadata every journey can read from `testInfo.project.metadata`. */
export interface E2eProjectMetadata {
  oidcPort: number;
  /** HTTP port of the server's mail sink (`GET /messages?to=<address>`). */
  mailboxPort: number;
}

interface E2eServer {
  name: 'pglite' | 'postgres';
  port: number;
  oidcPort: number;
  smtpPort: number;
  mailboxPort: number;
  command: string;
  env: Record<string, string>;
}

function postgresUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const servers: E2eServer[] = [
  {
    name: 'pglite',
    port: firstPort,
    oidcPort: firstOidcPort,
    smtpPort: firstPort + 50,
    mailboxPort: firstPort + 60,
    command: 'npm start',
    env: { DATA_DIR: join(process.env.E2E_DATA_DIR, 'pglite') },
  },
];
if (process.env.TEST_DATABASE_URL) {
  servers.push({
    name: 'postgres',
    port: firstPort + 1,
    oidcPort: firstOidcPort + 1,
    smtpPort: firstPort + 51,
    mailboxPort: firstPort + 61,
    // A fresh database for every run: the journeys create accounts and change passwords.
    command: 'node scripts/recreate-database.mjs && npm start',
    env: {
      DATA_DIR: join(process.env.E2E_DATA_DIR, 'postgres'),
      DATABASE_URL: postgresUrlFor(process.env.TEST_DATABASE_URL, `scola_e2e_${firstPort}`),
      JWT_SECRET: 'e2e-only-secret-shared-by-nobody-0123456789',
      // With DATABASE_URL the simulator must be chosen explicitly (ADR 0012).
      PAYMENT_PROVIDER: 'simulator',
    },
  });
}

function serverEnv(server: E2eServer): Record<string, string> {
  const baseURL = `http://127.0.0.1:${server.port}`;
  const issuer = `http://127.0.0.1:${server.oidcPort}`;
  return {
    PORT: String(server.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Reset links must open this server; the journeys sign in far more often than a person would.
    PUBLIC_URL: baseURL,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // The cheapest argon2id: the journeys' sign-ups and sign-ins each cost the server some 30 ms of CPU at the
    // production default, on a machine whose two cores also run two browsers. No journey measures hashing.
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_ITERATIONS: '1',
    // Mail goes over SMTP to this server's sink (the credentials are the sink's own).
    SMTP_URL: `smtp://scola:scola@127.0.0.1:${server.smtpPort}`,
    // Google sign-in against the local OpenID provider (started by the Google journeys; the JWKS is read lazily).
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_ISSUER: issuer,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    ...server.env,
  };
}

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // In CI two Chromium workers and two servers share two cores: a context's first page parses some hundred chunks,
  // and a 5 s wait for what follows a navigation (a sign-in landing, a lazy route) ran out there now and then.
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The service worker answers from its caches and would download the app shell in every context; the journeys
    // test the app itself. `pwa.spec.ts` allows it (ADR 0053).
    serviceWorkers: 'block',
  },
  // Every journey runs on the embedded database, the one a new user starts with; on the PostgreSQL server only the
  // journeys tagged `@smoke` in their title (one per area that writes through the database) run again.
  projects: servers.map((server) => ({
    name: server.name,
    ...(server.name === 'postgres' ? { grep: /@smoke/ } : {}),
    metadata: { oidcPort: server.oidcPort, mailboxPort: server.mailboxPort } satisfies E2eProjectMetadata,
    use: {
      ...devices['Desktop Chrome'],
      // Students see session times in their browser's zone; the journeys' users sit in Jakarta (WIB) unless a
      // journey says otherwise (the bimbel booking one books from Makassar).
      timezoneId: 'Asia/Jakarta',
      baseURL: `http://127.0.0.1:${server.port}`,
      launchOptions: chromiumLaunchOptions,
    },
  })),
  globalTeardown: './apps/web/e2e/support/global-teardown.ts',
  webServer: [
    ...servers.map((server) => ({
      command: `node --conditions=@scola/source --import tsx tools/mail-sink.ts --smtp-port ${server.smtpPort} --http-port ${server.mailboxPort} --quiet`,
      url: `http://127.0.0.1:${server.mailboxPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    ...servers.map((server) => ({
      command: server.command,
      url: `http://127.0.0.1:${server.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: serverEnv(server),
    })),
  ],
});
