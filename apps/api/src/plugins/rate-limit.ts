import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Per-IP rate limits for the routes that opt in with `config: { rateLimit: { max, timeWindow } }` (not global).
 * Answers 429 `RATE_LIMITED` with `Retry-After`. The counters live in this process (in-memory store); several
 * instances behind a load balancer each count on their own until a shared (Redis) store is wired.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
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
  { name: 'scola-rate-limit' },
);
