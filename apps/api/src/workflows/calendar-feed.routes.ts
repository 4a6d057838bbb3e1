import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedOf } from './calendar-feed';

/**
 * `GET /kalender/:token.ics`: a user's private ICS feed, read by calendar apps without a sign-in (the token is the
 * credential; see `/akun/kalender`). Not cached by shared caches; apps poll it.
 */
export const calendarFeedModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/kalender/:token.ics',
    {
      schema: {
        tags: ['Kalender'],
        summary:
          'Private ICS feed of the sessions the token’s user teaches or attends (404 once rotated or revoked)',
        params: z.strictObject({ token: z.string().max(100) }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await calendarFeedOf(app.db.db, app.config.publicUrl, request.params.token, app.clock());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .send(ics);
    },
  );

  done();
};
