import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type PgliteHandle } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';

/**
 * Migrated databases for tests without migrating each one: the first test to need one migrates a template, the
 * others copy it. A template is named after a fingerprint of the migrations (and of PGlite's version for its dumps),
 * so a changed or added migration makes a new one and an old one is never used by mistake.
 */

/** Arbitrary constant key of the advisory lock under which templates are made and copied. */
const TEMPLATE_LOCK_KEY = 4_247_310_002;

let fingerprint: Promise<string> | undefined;

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = dirname(entry);
  for (let depth = 0; depth < 4; depth += 1) {
    const manifest = await readFile(join(folder, 'package.json'), 'utf8').catch(() => null);
    if (manifest) return (JSON.parse(manifest) as { version?: string }).version ?? 'unknown';
    folder = dirname(folder);
  }
  return 'unknown';
}

function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
    for (const name of files) hash.update(name).update(await readFile(join(migrationsFolder, name)));
    hash.update(await readFile(join(migrationsFolder, 'meta', '_journal.json')));
    hash.update(await pgliteVersion());
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprint;
}

/** The dump read once per test process: a file's databases all start from the same bytes. */
let savedDump: Blob | undefined;

/** An in-memory PGlite with every migration applied, loaded from a dump in the temporary folder once it exists. */
export async function migratedPglite(): Promise<PgliteHandle> {
  const dump = join(tmpdir(), `scola-pglite-migrated-${await migrationsFingerprint()}.tar`);
  if (!savedDump) {
    const saved = await readFile(dump).catch(() => null);
    if (saved) savedDump = new Blob([saved]);
  }
  if (savedDump) return openPglite(undefined, { loadDataDir: savedDump });
  const handle = await openPglite();
  await runMigrations(handle);
  const bytes = new Uint8Array(await (await handle.client.dumpDataDir('none')).arrayBuffer());
  // Written aside, then renamed: a test reading it at the same time sees a whole dump or none.
  const partial = `${dump}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, dump);
  return handle;
}

/**
 * Creates database `name` on the server of `adminUrl` as a copy of the migrated template (made first if missing).
 * Creations take turns under an advisory lock: PostgreSQL refuses to copy a template another session is using.
 */
export async function createMigratedPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const template = `scola_template_${await migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      // Migrated under another name and renamed when whole: a run killed half-way leaves no template behind.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openPostgres(url.toString(), { max: 1 });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}
