import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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
  /**
   * Receives every error a pooled connection reports outside a query's own result (server restarting, connection
   * cut), idle or checked out; such errors never throw. Default: a process warning; the app routes them to its log.
   */
  onConnectionError: (error: Error) => void;
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

/**
 * Embedded PostgreSQL. `dataDir` undefined = in memory (tests); `loadDataDir` starts it from a dump (`dumpDataDir`)
 * instead of an empty cluster. Loads pg_trgm (catalogue search) and btree_gist (the
 * exclusion constraint that keeps one tutor's sessions from overlapping).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
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
    // Bounds how long a request waits for a connection (a new one, or a free one of a busy pool) when the server is
    // away: it then fails as `DATABASE_UNAVAILABLE` instead of hanging.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A server that vanished without closing the socket (host down, network cut) is noticed, not waited on forever.
    keepAlive: true,
  });
  let closing: Promise<void> | undefined;
  const handle: PostgresHandle = {
    kind: 'postgres',
    client,
    url,
    db: drizzleNodePg({ client }),
    onConnectionError: (error) => process.emitWarning(`PostgreSQL connection: ${error.message}`),
    ping: (timeoutMs = 2000) => (client.ended ? Promise.resolve(false) : pingWith(handle.db, timeoutMs)),
    close: () => (closing ??= client.end()),
  };
  // A pooled client emits `error` when its connection dies, also while a transaction holds it between two
  // statements (pg-pool listens only while the client is idle): unheard, that event would crash the process. The
  // statement in progress or the next one fails on its own, and the pool drops the broken client when released.
  client.on('connect', (connection) => {
    connection.on('error', (error) => handle.onConnectionError(error));
  });
  // The pool re-emits an idle client's error after dropping the client; the listener above has reported it.
  client.on('error', () => undefined);
  // Connections open lazily: the first query (migrations at start) reports an unreachable server.
  return Promise.resolve(handle);
}

/** Opens the database the configuration selects: PostgreSQL when `DATABASE_URL` is set, else PGlite on disk. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}
