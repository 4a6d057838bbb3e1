import {
  calendarFeedLinkResponseSchema,
  calendarFeedStatusResponseSchema,
  errorBodySchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import type { CalendarFeedsService } from './calendar-feeds.service';

const tags = ['Kalender'];
const security = [{ accessToken: [] }];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** `GET`/`POST`/`DELETE /akun/kalender`: the signed-in user's private calendar feed link (any role). */
export const calendarFeedsRoutes: FastifyPluginCallback<{ service: CalendarFeedsService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/akun/kalender',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Whether the user has a calendar feed link, and since when (the link is shown only when created)',
        response: { 200: calendarFeedStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.status(currentUser(request).id) }),
  );

  app.post(
    '/akun/kalender',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Create a private ICS feed link, or rotate it (the earlier link stops working at once)',
        response: { 201: calendarFeedLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.rotate(currentUser(request).id, app.clock());
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/akun/kalender',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Revoke the calendar feed link (its URL answers 404 from now on)',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.revoke(currentUser(request).id);
      return { data: { ok: true as const } };
    },
  );

  done();
};
