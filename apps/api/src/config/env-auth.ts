import { z } from 'zod';
import {
  type ConfigProblem,
  type ConfigVariable,
  httpUrlOr,
  integerBetween,
  optional,
  positiveInteger,
} from './env-helpers';
import type { ServerEnv } from './env-server';

/** Access tokens, sign-in limits and single-use e-mail links. */
export const authVariables = [
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
    name: 'PASSWORD_HASH_MEMORY_KIB',
    default: '19456',
    description:
      'Memory (KiB) of the argon2id hash of a new or changed password. The default (with `PASSWORD_HASH_ITERATIONS`) is the OWASP minimum; lower it only for tests, whose thousands of throwaway accounts would otherwise spend minutes hashing. A stored hash keeps its own parameters, so changing this never locks anyone out.',
  },
  {
    name: 'PASSWORD_HASH_ITERATIONS',
    default: '2',
    description:
      'Iterations of the argon2id hash of a new or changed password (see `PASSWORD_HASH_MEMORY_KIB`).',
  },
] as const satisfies readonly ConfigVariable[];

/** "Masuk dengan Google" (or another OpenID provider). */
export const googleVariables = [
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
] as const satisfies readonly ConfigVariable[];

export const authSchema = {
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInteger(20, 100_000),
  AUTH_LOCKOUT_ATTEMPTS: positiveInteger(5, 1000),
  AUTH_LOCKOUT_MINUTES: positiveInteger(15, 1440),
  ACTIVATION_TTL_MINUTES: positiveInteger(1440, 43_200),
  PASSWORD_RESET_TTL_MINUTES: positiveInteger(60, 10_080),
  // argon2 needs at least 8 KiB per lane (one lane here).
  PASSWORD_HASH_MEMORY_KIB: integerBetween(19_456, 8, 4_194_304),
  PASSWORD_HASH_ITERATIONS: integerBetween(2, 1, 100),
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
};

export const authSecretVariables = ['JWT_SECRET'];

type AuthEnv = z.output<z.ZodObject<typeof authSchema>>;

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

export interface AuthConfig {
  /** Access-token signing secret; `undefined` = generated once into `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  auth: {
    rateLimitPerMinute: number;
    lockoutAttempts: number;
    lockoutMinutes: number;
    activationTtlMinutes: number;
    passwordResetTtlMinutes: number;
    /** argon2id cost of new password hashes. */
    passwordHash: PasswordHashCost;
  };
  google: {
    /** `undefined` = Google sign-in disabled. */
    clientId: string | undefined;
    issuer: string;
    jwksUrl: string;
    authorizationEndpoint: string;
    userinfoEndpoint: string;
  };
}

export function authProblem(e: AuthEnv & ServerEnv): ConfigProblem | undefined {
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    // Several instances share one PostgreSQL database but not one data folder: a secret generated by each
    // instance would make tokens of one invalid at the others. Fail fast instead of signing people out at random.
    return {
      variable: 'JWT_SECRET',
      message:
        'must be set when NODE_ENV=production and DATABASE_URL is set: every API instance must sign tokens with the same secret (e.g. the output of `openssl rand -base64 48`) (not set)',
    };
  }
  return undefined;
}

export function authConfig(e: AuthEnv): AuthConfig {
  return {
    jwtSecret: e.JWT_SECRET,
    auth: {
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      lockoutAttempts: e.AUTH_LOCKOUT_ATTEMPTS,
      lockoutMinutes: e.AUTH_LOCKOUT_MINUTES,
      activationTtlMinutes: e.ACTIVATION_TTL_MINUTES,
      passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
      passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS },
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuer: e.GOOGLE_ISSUER,
      jwksUrl: e.GOOGLE_JWKS_URL,
      authorizationEndpoint: e.GOOGLE_AUTH_URL,
      userinfoEndpoint: e.GOOGLE_USERINFO_URL,
    },
  };
}
