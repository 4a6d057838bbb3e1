/**
 * `npm run seed:scale -- --classes 100000 [--tutors 2000] [--students 1000] [--database-url postgres://…]`
 * Migrates the database, seeds the demo data if missing, then the scale catalogue (see `seedScale`), and vacuums and
 * analyses the tables so the planner knows their new size. Idempotent: a second run with the same numbers adds nothing.
 * Refuses the embedded PGlite database unless `--allow-pglite` (it is meant for a PostgreSQL server).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfigWithDefaults } from '../../config/env';
import { storageFromConfig } from '../../lib/storage';
import { type DatabaseHandle, openPglite, openPostgres } from '../client';
import { runMigrations } from '../migrate';
import { seedDemoData } from '../seed';
import { seedScale } from '.';

const usage =
  'usage: npm run seed:scale -- --classes <n> [--tutors <n>] [--students <n>] [--database-url <url>] [--allow-pglite]';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number (got ${value})\n${usage}`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      classes: { type: 'string' },
      tutors: { type: 'string' },
      students: { type: 'string' },
      concurrency: { type: 'string' },
      'database-url': { type: 'string' },
      'allow-pglite': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(usage);
    return;
  }
  // Seeding takes no payments: the payment provider a deployment must choose with DATABASE_URL does not matter here.
  const config = loadConfigWithDefaults({ PAYMENT_PROVIDER: 'simulator' });
  const classes = count(values.classes, 100_000, 'classes');
  const tutors = Math.max(1, count(values.tutors, 2000, 'tutors'));
  const students = count(values.students, 1000, 'students');
  const concurrency = Math.max(1, count(values.concurrency, 2, 'concurrency'));
  const url = values['database-url'] ?? config.databaseUrl;
  if (!url && !values['allow-pglite']) {
    throw new Error(
      `No PostgreSQL server: pass --database-url or set DATABASE_URL (the embedded PGlite database is too slow for this; --allow-pglite forces it).\n${usage}`,
    );
  }
  const database: DatabaseHandle = url
    ? await openPostgres(url, { max: 4 })
    : await openPglite(join(config.dataDir, 'pglite'));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const log = (message: string) => console.info(`[${elapsed()}] ${message}`);
  try {
    await runMigrations(database);
    const storage = storageFromConfig(config);
    await seedDemoData(database, { storage });
    log('migrated; demo data present');
    const summary = await seedScale(database, { classes, tutors, students, concurrency, storage, log });
    // The rating triggers rewrote most class rows: reclaim them and refresh the planner's statistics.
    await database.db.execute(sql`vacuum analyze`);
    const [row] = (
      (await database.db.execute(
        sql`select (select count(*) from live_classes)::int as classes,
                   (select count(*) from live_classes where status = 'published')::int as published,
                   (select count(*) from class_sessions)::int as sessions,
                   (select count(*) from reviews)::int as reviews,
                   (select count(*) from tutor_profiles)::int as tutors`,
      )) as { rows: Record<string, number>[] }
    ).rows;
    log(`done: ${JSON.stringify(summary)}; database now holds ${JSON.stringify(row)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
