import type { FastifyPluginAsync } from 'fastify';
import { freeTrialsRoutes } from './free-trials.routes';
import { createFreeTrialsService } from './free-trials.service';

export { createFreeTrialsService, type FreeTrialsService } from './free-trials.service';

/** Free trial class requests under the API prefix: `/freetrial`, `/freetrial/saya`, `/admin/freetrial`, `/tutor/freetrial`. */
export const freeTrialsModule: FastifyPluginAsync = async (app) => {
  const service = createFreeTrialsService({ db: app.db.db, clock: () => app.clock() });
  await app.register(freeTrialsRoutes, { service });
};
