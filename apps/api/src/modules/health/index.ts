import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export { createHealthService, type HealthService, type Pingable } from './health.service';

/** `GET /health` under the API prefix. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { service: createHealthService(app.db) });
};
