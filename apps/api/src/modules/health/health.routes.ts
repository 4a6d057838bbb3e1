import { healthResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginCallback<{ service: HealthService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        tags: ['Sistem'],
        summary: 'Liveness and database reachability (503 when the database does not answer)',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const status = await service.check();
      reply.header('cache-control', 'no-store');
      if (status.status !== 'ok') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(status.status === 'ok' ? 200 : 503).send({ data: status });
    },
  );

  done();
};
