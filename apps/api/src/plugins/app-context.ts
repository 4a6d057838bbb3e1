import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';

/** The current time; tests pass their own to move through expiry windows without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Work started by a request that may finish after its answer (e.g. sending an e-mail). */
export interface BackgroundTasks {
  /** Starts `task` now without waiting for it; failures are logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with. */
    config: AppConfig;
    clock: Clock;
    background: BackgroundTasks;
  }
}

/**
 * Decorates the app with its configuration, its clock and a tracker of background tasks; `app.close()` waits for
 * those tasks before the database is closed.
 */
export const appContextPlugin = fp<{ config: AppConfig; clock: Clock }>(
  (app, { config, clock }, done) => {
    const pending = new Set<Promise<void>>();
    const background: BackgroundTasks = {
      run(name, task) {
        const promise = Promise.resolve()
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => pending.delete(promise));
        pending.add(promise);
      },
      async drain() {
        while (pending.size > 0) await Promise.all(pending);
      },
    };
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('background', background);
    app.addHook('onClose', () => background.drain());
    done();
  },
  { name: 'scola-app-context' },
);
