import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedsRoutes } from './calendar-feeds.routes';
import { calendarFeedsServiceFor } from './calendar-feeds.service';

export { calendarFeedsServiceFor, type CalendarFeedsService } from './calendar-feeds.service';

/**
 * Private calendar feed links under the API prefix: `/akun/kalender` (status, create or rotate, revoke). The feed
 * itself (`/kalender/:token.ics`) reads sessions of other modules, so it is served from the workflows.
 */
export const calendarFeedsModule: FastifyPluginAsync = async (app) => {
  await app.register(calendarFeedsRoutes, {
    service: calendarFeedsServiceFor(app.db.db, app.config.publicUrl),
  });
};
export { eraseCalendarFeed } from './account-data.repository';
