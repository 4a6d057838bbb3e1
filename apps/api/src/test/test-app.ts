import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { seedDemoData } from '../db/seed';
import { storageFromConfig } from '../lib/storage';
import { DEFAULT_PASSWORD_HASH_COST, passwordHashCost, setPasswordHashCost } from '../modules/users';
import { createMigratedPostgresDatabase, migratedPglite } from './database-templates';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` is set. Use with `describe.each(testDatabases())`. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the temporary database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new uniquely named database on the test server (left empty
 * with `migrate: false`, e.g. for a server process that migrates it itself). Both are copies of a migrated template
 * (`database-templates.ts`), so that the suite's many databases cost a copy each, not a migration.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = migrate ? await migratedPglite() : await openPglite();
    return { handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `scola_test_${randomBytes(6).toString('hex')}`;
  if (migrate) {
    await createMigratedPostgresDatabase(adminUrl, name);
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 4 });
  return {
    handle,
    async destroy() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fixed access-token secret for tests (pass `JWT_SECRET: ''` to exercise the generated secret file). */
export const TEST_JWT_SECRET = 'scola-test-secret-0123456789abcdefghijklmnop';

/** A fixed key of the payment simulator for tests (pass `PAYMENT_SIMULATOR_SERVER_KEY: ''` to generate one). */
export const TEST_SIMULATOR_KEY = 'scola-test-simulator-key-0123456789abcdefgh';

/**
 * The cheapest argon2id (8 KiB, 1 iteration): the suite makes thousands of accounts and sign-ins, each of which
 * costs some 30 ms of CPU at the production default. What is asserted (argon2id, a wrong password refused) holds
 * at any cost.
 */
export const TEST_PASSWORD_HASH_COST = { memoryKib: 8, iterations: 1 } as const;

/**
 * Runs `work` with new password hashes at the production default cost: for the timing tests, which look for a
 * hash made or skipped before an answer, and a cheap hash would hide one.
 */
export async function withDefaultPasswordHashCost<T>(work: () => Promise<T>): Promise<T> {
  const previous = passwordHashCost();
  setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST);
  try {
    return await work();
  } finally {
    setPasswordHashCost(previous);
  }
}

/**
 * Configuration for tests: silent logs, no seed, a fixed JWT secret and simulator key, cheap password hashes, and a
 * web dist folder that does not exist unless given.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    PAYMENT_SIMULATOR_SERVER_KEY: TEST_SIMULATOR_KEY,
    PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_COST.memoryKib),
    PASSWORD_HASH_ITERATIONS: String(TEST_PASSWORD_HASH_COST.iterations),
    DATA_DIR: join(tmpdir(), 'scola-test-unused'),
    WEB_DIST_DIR: join(tmpdir(), `scola-no-web-${randomBytes(4).toString('hex')}`),
    ...env,
  });
}

export interface TestAppOptions {
  /** Extra environment for `loadConfig` (e.g. `WEB_DIST_DIR`). */
  env?: Record<string, string>;
  /** Run the demo seed before the tests. */
  seed?: boolean;
  /** Register extra routes before the app is ready (e.g. a route that throws). */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (default: the system clock). */
  clock?: () => Date;
  /** Receives the app's log lines (set `LOG_LEVEL` in `env`: tests are silent by default). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/** Builds an app over a fresh database in `beforeAll` and tears both down in `afterAll`. */
export function useTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  let testDatabase: TestDatabase | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    context.database = testDatabase.handle;
    context.config = testConfig(options.env);
    if (options.seed) {
      await seedDemoData(testDatabase.handle, {
        storage: storageFromConfig(context.config),
      });
    }
    context.app = await buildApp({
      config: context.config,
      database: testDatabase.handle,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await options.setup?.(context.app);
    await context.app.ready();
  });

  afterAll(async () => {
    await context.app?.close();
    await testDatabase?.destroy();
  });

  return context;
}
