import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL). The caller of `buildApp` owns it and closes it. */
    db: DatabaseHandle;
  }
}

export const dbPlugin = fp<{ database: DatabaseHandle }>(
  (app, { database }, done) => {
    app.decorate<DatabaseHandle>('db', database);
    if (database.kind === 'postgres') {
      // Lost connections are expected during a server restart (ADR 0014): a warning, not a crash.
      const log = app.log.child({ module: 'database' });
      database.onConnectionError = (error) =>
        log.warn(
          { err: { message: error.message, code: (error as { code?: unknown }).code } },
          'database connection lost',
        );
    }
    done();
  },
  { name: 'scola-db' },
);
