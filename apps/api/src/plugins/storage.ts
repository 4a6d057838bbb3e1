import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage: local disk under `<DATA_DIR>/files`, or the S3 bucket of the `S3_*` settings (ADR 0019). */
    storage: FileStorage;
  }
}

/** Decorates `app.storage`. Nothing is created on disk or in the bucket until a file is written. */
export const storagePlugin = fp<{ storage: FileStorage }>(
  (app, { storage }, done) => {
    app.decorate('storage', storage);
    done();
  },
  { name: 'scola-storage' },
);
