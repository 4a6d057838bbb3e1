import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
    description: 'Folder of the built web app served at `/` (absolute, or relative to the working directory).',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true',
    description: 'Insert the demo accounts and reference data at start (`true`/`false`; idempotent).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust `X-Forwarded-*` headers (`true` behind a reverse proxy or load balancer).',
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

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }),
  ).transform((value) => value ?? 'development'),
  HOST: optional(z.string().trim().min(1, 'must not be blank')).transform((value) => value ?? '0.0.0.0'),
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 1 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be an integer between 1 and 65535').max(65535, 'must be an integer between 1 and 65535')),
  ).transform((value) => value ?? 3000),
  DATABASE_URL: optional(
    z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL'),
  ),
  DATA_DIR: optional(z.string()).transform((value) => resolve(process.cwd(), value ?? './data')),
  LOG_LEVEL: optional(
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
  ).transform((value) => value ?? 'info'),
  WEB_DIST_DIR: optional(z.string()).transform((value) =>
    value === undefined ? defaultWebDistDir : isAbsolute(value) ? value : resolve(process.cwd(), value),
  ),
  SEED_DEMO_DATA: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
});

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
}

export class ConfigError extends Error {
  constructor(
    readonly problems: readonly { variable: string; message: string }[],
  ) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Shows a rejected value without the password of a URL. */
function describeValue(value: string | undefined): string {
  if (value === undefined) return '(not set)';
  const masked = value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
  return `(got ${JSON.stringify(masked)})`;
}

/** Reads and validates the environment; throws a `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const seen = new Set<string>();
    const problems: { variable: string; message: string }[] = [];
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? '(environment)');
      if (seen.has(variable)) continue;
      seen.add(variable);
      problems.push({ variable, message: `${issue.message} ${describeValue(env[variable])}` });
    }
    throw new ConfigError(problems);
  }
  const e = result.data;
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
  };
}
