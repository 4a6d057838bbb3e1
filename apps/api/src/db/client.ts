import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/env';

/** The Drizzle database every repository receives: the same API over PGlite and over PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

interface HandleBase {
  db: Database;
  /** `true` when a trivial query answers within the timeout. Never throws. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the connection(s); safe to call more than once. */
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  client: pg.Pool;
  /** The connection URL (for connections outside the pool, e.g. LISTEN). */
  url: string;
}

/** An open database: embedded PGlite or a PostgreSQL server pool. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;

async function pingWith(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Embedded PostgreSQL. `dataDir` undefined = in memory (tests). Loads pg_trgm (catalogue search). */
export async function openPglite(dataDir?: string): Promise<PgliteHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db: Database = drizzlePglite({ client });
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    client,
    db,
    ping: (timeoutMs = 2000) => (client.closed ? Promise.resolve(false) : pingWith(db, timeoutMs)),
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
  };
}

/** PostgreSQL server through a `pg` pool. */
export function openPostgres(url: string, options: { max?: number } = {}): Promise<PostgresHandle> {
  const client = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  client.on('error', (error) => process.emitWarning(`PostgreSQL pool: ${error.message}`));
  const db: Database = drizzleNodePg({ client });
  let closing: Promise<void> | undefined;
  // Connections open lazily: the first query (migrations at start) reports an unreachable server.
  return Promise.resolve({
    kind: 'postgres',
    client,
    url,
    db,
    ping: (timeoutMs = 2000) => (client.ended ? Promise.resolve(false) : pingWith(db, timeoutMs)),
    close: () => (closing ??= client.end()),
  });
}

/** Opens the database the configuration selects: PostgreSQL when `DATABASE_URL` is set, else PGlite on disk. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}
