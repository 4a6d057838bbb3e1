import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createSharedRateLimitStore } from './rate-limit-store';

/**
 * Per-IP rate limits for the routes that opt in with `config: { rateLimit: { max, timeWindow } }` (not global).
 * Answers 429 `RATE_LIMITED` with `Retry-After`. With `REDIS_URL` the counters are shared by every instance
 * (`rate-limit-store.ts`; counted per instance while Redis is away, ADR 0064); without it they live in this process.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const shared = app.config.redisUrl
      ? createSharedRateLimitStore(app.config.redisUrl, app.log.child({ module: 'rate-limit' }))
      : undefined;
    if (shared) {
      // Waited for (at most a couple of seconds) so that the first requests already count across instances.
      await shared.ready;
      app.addHook('onClose', () => shared.close());
    }
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: shared.Store } : {}),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(
          'RATE_LIMITED',
          `Terlalu banyak permintaan dari perangkat Anda. Silakan coba lagi dalam ${seconds} detik.`,
          { retryAfterSeconds: seconds },
          { retryAfterSeconds: seconds },
        );
      },
    });
  },
  { name: 'scola-rate-limit', dependencies: ['scola-app-context'] },
);
