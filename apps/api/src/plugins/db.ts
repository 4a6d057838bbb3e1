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
    done();
  },
  { name: 'scola-db' },
);
