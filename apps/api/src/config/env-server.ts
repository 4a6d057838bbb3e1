import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  booleanFlag,
  type ConfigVariable,
  httpUrl,
  isUrl,
  optional,
  withoutTrailingSlash,
} from './env-helpers';

/** apps/web/dist, computed from this file's location (apps/api/src/config/env-server.ts). */
const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The process, its database, data folder and web app. */
export const serverVariables = [
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
] as const satisfies readonly ConfigVariable[];

export const serverSchema = {
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
};

export type ServerEnv = z.output<z.ZodObject<typeof serverSchema>>;

function isPostgresUrl(value: string): boolean {
  return isUrl(value, ['postgres:', 'postgresql:']);
}

export interface ServerConfig {
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
}

export function serverConfig(e: ServerEnv): ServerConfig {
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
    publicUrl: withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
  };
}
