import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PaymentProviderName, paymentProviderNames } from '@scola/contracts';
import { z } from 'zod';

/** apps/web/dist, computed from this file's location (apps/api/src/config/env.ts). */
const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ConfigVariable {
  name: string;
  /** Default as written in documentation; `undefined` when the variable is optional without default. */
  default: string | undefined;
  description: string;
}

/** Every environment variable the API reads, with its default and meaning (the README table is written from it). */
export const configVariables = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'Runtime mode: `development`, `production` or `test`.',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the HTTP server listens on.' },
  { name: 'PORT', default: '3000', description: 'TCP port of the HTTP server (1–65535).' },
  {
    name: 'DATABASE_URL',
    default: undefined,
    description:
      'PostgreSQL server URL (`postgres://` or `postgresql://`). When unset, an embedded PostgreSQL (PGlite) stores its data in `<DATA_DIR>/pglite`.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder for local data (embedded database, files), resolved against the working directory.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description:
      'Folder of the built web app served at `/` (absolute, or relative to the working directory).',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true',
    description:
      'Insert the demo accounts, reference data and demo catalogue (with its files under `<DATA_DIR>/files`) at start (`true`/`false`; idempotent).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust `X-Forwarded-*` headers (`true` behind a reverse proxy or load balancer).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description: 'Address people open Scola at (`http://` or `https://`), used in links sent by e-mail.',
  },
  {
    name: 'JWT_SECRET',
    default: undefined,
    description:
      'Secret (at least 32 characters) signing the access tokens. When unset, one is generated once and kept in `<DATA_DIR>/jwt-secret` (mode 0600); required when `NODE_ENV=production` and `DATABASE_URL` is set, because several instances must share it.',
  },
  {
    name: 'AUTH_RATE_LIMIT_PER_MINUTE',
    default: '20',
    description:
      'Requests per minute and client IP to each sign-in, sign-up, refresh, Google and password-reset endpoint (answered 429 beyond).',
  },
  {
    name: 'AUTH_LOCKOUT_ATTEMPTS',
    default: '5',
    description:
      "Failed sign-ins for one e-mail address from one client IP (within `AUTH_LOCKOUT_MINUTES`) after which that address is locked for that IP only; other IPs, such as the owner's, can still sign in. From twice as many failures from all IPs together, every further attempt from an IP the account has not signed in from waits a delay that doubles with each failure (1 s, 2 s, 4 s, … at most `AUTH_LOCKOUT_MINUTES`).",
  },
  {
    name: 'AUTH_LOCKOUT_MINUTES',
    default: '15',
    description:
      'How long an e-mail address stays locked for a client IP after `AUTH_LOCKOUT_ATTEMPTS` failed sign-ins from it; also the longest delay between attempts when many IPs fail for one address.',
  },
  {
    name: 'ACTIVATION_TTL_MINUTES',
    default: '1440',
    description:
      'Lifetime of the single-use link of the activation e-mail sent at sign-up (a new one can be requested).',
  },
  {
    name: 'PASSWORD_RESET_TTL_MINUTES',
    default: '60',
    description: 'Lifetime of the single-use link of a forgotten-password e-mail.',
  },
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'SMTP server for outgoing e-mail (`smtp://user:pass@host:587`, or `smtps://` for TLS from the start). Required when `DATABASE_URL` is set. When unset (embedded database only), e-mails are written to the `outbox` table, which admins read with credential links (activation, password reset) hidden.',
  },
  { name: 'MAIL_FROM', default: 'Scola <no-reply@scola.id>', description: 'Sender of outgoing e-mail.' },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: undefined,
    description: 'OAuth client id of "Masuk dengan Google". When unset, Google sign-in is disabled.',
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description: 'Expected `iss` of Google ID tokens (another OpenID provider can be used, e.g. in tests).',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    description: "The provider's JSON Web Key Set, verifying the signature of ID tokens.",
  },
  {
    name: 'GOOGLE_AUTH_URL',
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: "The provider's authorization endpoint the web redirects to.",
  },
  {
    name: 'GOOGLE_USERINFO_URL',
    default: 'https://openidconnect.googleapis.com/v1/userinfo',
    description: "The provider's user-info endpoint the web calls with the provider's access token.",
  },
  {
    name: 'REDIS_URL',
    default: undefined,
    description:
      'Redis server (`redis://` or `rediss://`, Redis 7 or later) through which real-time announcements reach the sockets connected to every API instance (socket.io sharded adapter, ADR 0015). When unset, announcements reach the sockets of this instance only, which is all a single instance needs.',
  },
  {
    name: 'CATALOGUE_CACHE_ENTRIES',
    default: '5000',
    description:
      'Most answers of public catalogue reads kept in the in-process cache (LRU; `0` disables it). Entries are cleared when the catalogue changes, whichever instance or tool writes (PostgreSQL `LISTEN`/`NOTIFY`, see ADR 0008).',
  },
  {
    name: 'CATALOGUE_CACHE_MB',
    default: '64',
    description: 'Memory bound of the catalogue cache, in megabytes (approximate: JSON size of the answers).',
  },
  {
    name: 'CATALOGUE_CACHE_TTL_SECONDS',
    default: '60',
    description:
      'Safety expiry of a catalogue cache entry (`0` = none). Correctness does not depend on it: changes clear the cache at once.',
  },
  {
    name: 'DOWNLOAD_LINK_TTL_SECONDS',
    default: '300',
    description:
      'How long a download link of an owned material stays valid (signed for one student and one material).',
  },
  {
    name: 'ORDER_EXPIRY_MINUTES',
    default: '1440',
    description:
      'How long a pending order waits for its payment before it expires and gives back its voucher use and class seats.',
  },
  {
    name: 'PAYMENT_PROVIDER',
    default: 'simulator',
    description:
      'Payment gateway of new orders: `midtrans` (Midtrans Snap; needs `MIDTRANS_SERVER_KEY`) or `simulator` (a page of the app where the buyer chooses to pay or to fail: no real money moves, and every page says so). The default `simulator` holds on the embedded database only: with `DATABASE_URL` set it must be chosen explicitly. See ADR 0010 and 0012.',
  },
  {
    name: 'PAYMENT_SIMULATOR_SERVER_KEY',
    default: undefined,
    description:
      "Key (at least 32 characters) signing the simulator's notifications. When unset, one is generated once and kept in `<DATA_DIR>/payment-simulator-key` (mode 0600); instances need not share it (ADR 0012).",
  },
  {
    name: 'MIDTRANS_SERVER_KEY',
    default: undefined,
    description:
      "Midtrans server key (dashboard: Settings → Access Keys); authenticates Snap and status API calls and verifies notifications. Required when `PAYMENT_PROVIDER=midtrans`. The dashboard's Payment Notification URL must be `<PUBLIC_URL>/api/pembayaran/notifikasi/midtrans`.",
  },
  {
    name: 'MIDTRANS_CLIENT_KEY',
    default: undefined,
    description: 'Midtrans client key (optional; only needed for the embedded Snap pop-up).',
  },
  {
    name: 'MIDTRANS_IS_PRODUCTION',
    default: 'false',
    description: "Use Midtrans's production environment (`true`) instead of its sandbox (`false`).",
  },
  {
    name: 'MIDTRANS_SNAP_URL',
    default: 'https://app.sandbox.midtrans.com',
    description:
      'Base URL of the Snap API (`https://app.midtrans.com` by default when `MIDTRANS_IS_PRODUCTION=true`); tests point it at a local stand-in.',
  },
  {
    name: 'MIDTRANS_API_URL',
    default: 'https://api.sandbox.midtrans.com',
    description:
      'Base URL of the Midtrans status API (`https://api.midtrans.com` by default when `MIDTRANS_IS_PRODUCTION=true`).',
  },
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof configVariables)[number]['name'];

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = (fallback: boolean) =>
  optional(z.enum(['true', 'false'], { error: 'must be "true" or "false"' })).transform((value) =>
    value === undefined ? fallback : value === 'true',
  );

const positiveInteger = (fallback: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be an integer between 1 and ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `must be an integer between 1 and ${max}`)
          .max(max, `must be an integer between 1 and ${max}`),
      ),
  ).transform((value) => value ?? fallback);

const nonNegativeInteger = (fallback: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be an integer between 0 and ${max}`)
      .transform(Number)
      .pipe(z.number().int().max(max, `must be an integer between 0 and ${max}`)),
  ).transform((value) => value ?? fallback);

const httpUrl = (what: string) =>
  optional(z.string().refine((value) => isUrl(value, ['http:', 'https:']), `must be an http(s) URL ${what}`));

const httpUrlOr = (what: string, fallback: string) => httpUrl(what).transform((value) => value ?? fallback);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` })).transform(
    (value) => value ?? 'development',
  ),
  HOST: optional(z.string().trim().min(1, 'must not be blank')).transform((value) => value ?? '0.0.0.0'),
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 1 and 65535')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'must be an integer between 1 and 65535')
          .max(65535, 'must be an integer between 1 and 65535'),
      ),
  ).transform((value) => value ?? 3000),
  DATABASE_URL: optional(z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL')),
  DATA_DIR: optional(z.string()).transform((value) => resolve(process.cwd(), value ?? './data')),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })).transform(
    (value) => value ?? 'info',
  ),
  WEB_DIST_DIR: optional(z.string()).transform((value) =>
    value === undefined ? defaultWebDistDir : isAbsolute(value) ? value : resolve(process.cwd(), value),
  ),
  SEED_DEMO_DATA: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
  PUBLIC_URL: httpUrl('(e.g. https://scola.id)'),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInteger(20, 100_000),
  AUTH_LOCKOUT_ATTEMPTS: positiveInteger(5, 1000),
  AUTH_LOCKOUT_MINUTES: positiveInteger(15, 1440),
  ACTIVATION_TTL_MINUTES: positiveInteger(1440, 43_200),
  PASSWORD_RESET_TTL_MINUTES: positiveInteger(60, 10_080),
  SMTP_URL: optional(
    z.string().refine((value) => isUrl(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(
    z.string().trim().min(3, 'must be an address such as "Scola <no-reply@scola.id>"'),
  ).transform((value) => value ?? 'Scola <no-reply@scola.id>'),
  GOOGLE_CLIENT_ID: optional(z.string().trim().min(1)),
  GOOGLE_ISSUER: optional(z.string().trim().min(1)).transform(
    (value) => value ?? 'https://accounts.google.com',
  ),
  GOOGLE_JWKS_URL: httpUrlOr('(the JWKS of the provider)', 'https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTH_URL: httpUrlOr('(the authorization endpoint)', 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_USERINFO_URL: httpUrlOr(
    '(the user-info endpoint)',
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  REDIS_URL: optional(
    z.string().refine((value) => isUrl(value, ['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL'),
  ),
  CATALOGUE_CACHE_ENTRIES: nonNegativeInteger(5000, 1_000_000),
  CATALOGUE_CACHE_MB: positiveInteger(64, 65_536),
  CATALOGUE_CACHE_TTL_SECONDS: nonNegativeInteger(60, 86_400),
  DOWNLOAD_LINK_TTL_SECONDS: positiveInteger(300, 86_400),
  ORDER_EXPIRY_MINUTES: positiveInteger(1440, 43_200),
  PAYMENT_PROVIDER: optional(
    z.enum(paymentProviderNames, { error: `must be one of ${paymentProviderNames.join(', ')}` }),
  ),
  PAYMENT_SIMULATOR_SERVER_KEY: optional(z.string().trim().min(32, 'must be at least 32 characters long')),
  MIDTRANS_SERVER_KEY: optional(z.string().trim().min(8, 'must be at least 8 characters long')),
  MIDTRANS_CLIENT_KEY: optional(z.string().trim().min(1)),
  MIDTRANS_IS_PRODUCTION: booleanFlag(false),
  MIDTRANS_SNAP_URL: httpUrl('(the Snap API, e.g. https://app.midtrans.com)'),
  MIDTRANS_API_URL: httpUrl('(the status API, e.g. https://api.midtrans.com)'),
});

/** Variables never echoed in an error message. */
const secretVariables = new Set(['JWT_SECRET', 'MIDTRANS_SERVER_KEY', 'PAYMENT_SIMULATOR_SERVER_KEY']);

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface AppConfig {
  nodeEnv: (typeof nodeEnvs)[number];
  host: string;
  port: number;
  /** PostgreSQL server URL; `undefined` selects the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Absolute path of the local data folder. */
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  /** Absolute path of the built web app. */
  webDistDir: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  /** Address of the web app without a trailing slash, used in e-mailed links. */
  publicUrl: string;
  /** Access-token signing secret; `undefined` = generated once into `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  auth: {
    rateLimitPerMinute: number;
    lockoutAttempts: number;
    lockoutMinutes: number;
    activationTtlMinutes: number;
    passwordResetTtlMinutes: number;
  };
  mail: {
    /** `undefined` = write e-mails to the outbox table (embedded database only). */
    smtpUrl: string | undefined;
    from: string;
  };
  google: {
    /** `undefined` = Google sign-in disabled. */
    clientId: string | undefined;
    issuer: string;
    jwksUrl: string;
    authorizationEndpoint: string;
    userinfoEndpoint: string;
  };
  /** Redis server shared by the API instances; `undefined` = one instance, real-time stays in process. */
  redisUrl: string | undefined;
  catalogueCache: {
    /** 0 = no cache. */
    maxEntries: number;
    maxBytes: number;
    /** 0 = entries do not expire. */
    ttlMs: number;
  };
  collections: {
    /** Lifetime of a material download link, in seconds. */
    downloadLinkTtlSeconds: number;
  };
  orders: {
    /** How long a pending order waits for its payment. */
    expiryMinutes: number;
    /** Interval of the sweep that expires overdue orders, in milliseconds. */
  };
  payments: {
    /** Gateway of new orders. */
    provider: PaymentProviderName;
    /** Key signing and verifying the simulator's notifications; `undefined` = generated into `<dataDir>`. */
    simulatorServerKey: string | undefined;
    midtrans: {
      /** Required when `provider` is `midtrans`. */
      serverKey: string | undefined;
      clientKey: string | undefined;
      isProduction: boolean;
      /** Base URL of the Snap API, without a trailing slash. */
      snapUrl: string;
      /** Base URL of the Core/status API, without a trailing slash. */
      apiUrl: string;
    };
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Shows a rejected value without the password of a URL, and never the value of a secret. */
function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return '(not set)';
  if (secretVariables.has(variable)) return `(got ${value.length} characters)`;
  const masked = value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
  return `(got ${JSON.stringify(masked)})`;
}

/** Reads and validates the environment; throws a `ConfigError` naming every bad variable. */
/** The configuration of the process's environment with `defaults` for variables it leaves unset (tools). */
export function loadConfigWithDefaults(defaults: NodeJS.ProcessEnv): AppConfig {
  return loadConfig({ ...defaults, ...process.env });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const seen = new Set<string>();
    const problems: { variable: string; message: string }[] = [];
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? '(environment)');
      if (seen.has(variable)) continue;
      seen.add(variable);
      problems.push({ variable, message: `${issue.message} ${describeValue(variable, env[variable])}` });
    }
    throw new ConfigError(problems);
  }
  const e = result.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    // Several instances share one PostgreSQL database but not one data folder: a secret generated by each
    // instance would make tokens of one invalid at the others. Fail fast instead of signing people out at random.
    throw new ConfigError([
      {
        variable: 'JWT_SECRET',
        message:
          'must be set when NODE_ENV=production and DATABASE_URL is set: every API instance must sign tokens with the same secret (e.g. the output of `openssl rand -base64 48`) (not set)',
      },
    ]);
  }
  if (!e.PAYMENT_PROVIDER && e.DATABASE_URL) {
    // A PostgreSQL server means a real deployment: taking "payments" that move no money must be a choice.
    throw new ConfigError([
      {
        variable: 'PAYMENT_PROVIDER',
        message:
          'must be set when DATABASE_URL is set: `midtrans` to take real payments (with MIDTRANS_SERVER_KEY), or `simulator` to run the payment simulator, where buyers choose to pay or fail and no real money moves (not set)',
      },
    ]);
  }
  if (e.DATABASE_URL && !e.SMTP_URL) {
    // Without SMTP the mail would only reach the outbox table, where activation and reset links are hidden: people
    // could neither activate an account nor reset a password. A server deployment must send real e-mail.
    throw new ConfigError([
      {
        variable: 'SMTP_URL',
        message:
          'must be set when DATABASE_URL is set: Scola e-mails activation and password-reset links, which only an SMTP server can deliver (e.g. smtp://user:password@smtp.example.com:587) (not set)',
      },
    ]);
  }
  if (e.PAYMENT_PROVIDER === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    throw new ConfigError([
      {
        variable: 'MIDTRANS_SERVER_KEY',
        message:
          'must be set when PAYMENT_PROVIDER=midtrans (the server key of the Midtrans dashboard, Settings → Access Keys) (not set)',
      },
    ]);
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    auth: {
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      lockoutAttempts: e.AUTH_LOCKOUT_ATTEMPTS,
      lockoutMinutes: e.AUTH_LOCKOUT_MINUTES,
      activationTtlMinutes: e.ACTIVATION_TTL_MINUTES,
      passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuer: e.GOOGLE_ISSUER,
      jwksUrl: e.GOOGLE_JWKS_URL,
      authorizationEndpoint: e.GOOGLE_AUTH_URL,
      userinfoEndpoint: e.GOOGLE_USERINFO_URL,
    },
    redisUrl: e.REDIS_URL,
    catalogueCache: {
      maxEntries: e.CATALOGUE_CACHE_ENTRIES,
      maxBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
      ttlMs: e.CATALOGUE_CACHE_TTL_SECONDS * 1000,
    },
    collections: { downloadLinkTtlSeconds: e.DOWNLOAD_LINK_TTL_SECONDS },
    orders: { expiryMinutes: e.ORDER_EXPIRY_MINUTES },
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'simulator',
      simulatorServerKey: e.PAYMENT_SIMULATOR_SERVER_KEY,
      midtrans: {
        serverKey: e.MIDTRANS_SERVER_KEY,
        clientKey: e.MIDTRANS_CLIENT_KEY,
        isProduction: e.MIDTRANS_IS_PRODUCTION,
        snapUrl: (
          e.MIDTRANS_SNAP_URL ??
          (e.MIDTRANS_IS_PRODUCTION ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com')
        ).replace(/\/+$/, ''),
        apiUrl: (
          e.MIDTRANS_API_URL ??
          (e.MIDTRANS_IS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com')
        ).replace(/\/+$/, ''),
      },
    },
  };
}
