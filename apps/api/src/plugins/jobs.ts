import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { appTopics, type AppTopics, createOutbox, JOBS_SCHEMA, type Outbox } from '../modules/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transactional outbox (`publish` in a transaction, `consume` per topic) and scheduled jobs. */
    jobs: Outbox<AppTopics>;
  }
}

/** Longest wait between two attempts to start the job queue when the database does not answer. */
const START_RETRY_MAX_MS = 30_000;

/**
 * pg-boss over the app's database. PGlite: through the app's own single connection (pg-boss's `pglite` backend;
 * LISTEN/NOTIFY works in process). PostgreSQL: a small pool of its own, plus one connection for LISTEN.
 */
export function createBoss(database: DatabaseHandle): PgBoss {
  return database.kind === 'pglite'
    ? new PgBoss({
        db: fromPglite(database.client),
        backend: 'pglite',
        schema: JOBS_SCHEMA,
        useListenNotify: true,
      })
    : new PgBoss({
        connectionString: database.url,
        max: 4,
        schema: JOBS_SCHEMA,
        application_name: 'scola-jobs',
        useListenNotify: true,
      });
}

/**
 * Decorates the app with `jobs`. Consumers and schedules are registered while plugins load; the queue starts when
 * the app is ready and stops (letting jobs in hand finish) when it closes. A database that does not answer at
 * start does not keep the app from serving: the start is retried with back-off, and publishing fails meanwhile.
 */
export const jobsPlugin = fp(
  (app, _options, done) => {
    const log = app.log.child({ module: 'jobs' });
    const boss = createBoss(app.db);
    // pg-boss reports what fails in its loops (fetch, maintenance, LISTEN) here and carries on by itself.
    boss.on('error', (error) => log.warn({ err: error }, 'job queue error; it keeps retrying'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    const outbox = createOutbox({ boss, topics: appTopics, db: app.db.db, log });
    app.decorate('jobs', outbox);

    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    const start = async (attempt: number): Promise<void> => {
      try {
        await outbox.start();
        if (attempt > 0) log.info({ attempt }, 'job queue started');
      } catch (error) {
        if (closing) return;
        const retryInMs = Math.min(START_RETRY_MAX_MS, 1000 * 2 ** attempt);
        log.error(
          { err: error, retryInMs },
          'job queue could not start; no event can be published until it does',
        );
        retry = setTimeout(() => void start(attempt + 1), retryInMs);
        retry.unref();
      }
    };
    app.addHook('onReady', () => start(0));
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await outbox.stop();
    });
    done();
  },
  { name: 'scola-jobs', dependencies: ['scola-db'] },
);
