import type { FastifyPluginAsync } from 'fastify';
import { jobsAdminRoutes } from './jobs.admin.routes';

export {
  createOutbox,
  DEAD_LETTER_QUEUE,
  jobIdOf,
  type ConsumerOptions,
  type DeliveredEvent,
  type Delivery,
  type EventHandler,
  type Outbox,
  type OutboxLogger,
} from './outbox';
export { appTopics, type AppTopics, type TopicCatalogue } from './topics';
export { JOBS_SCHEMA } from './schema';

/** Routes under the API prefix: `GET /admin/jobs`, `GET /admin/jobs/failed`, `POST /admin/jobs/failed/{id}/retry`. */
export const jobsModule: FastifyPluginAsync = async (app) => {
  await app.register(jobsAdminRoutes, { jobs: app.jobs, db: app.db.db });
};
