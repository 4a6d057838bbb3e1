import {
  errorBodySchema,
  idParamsSchema,
  reviewReplyInputSchema,
  tutorReviewListQuerySchema,
  tutorReviewListSchema,
  tutorReviewResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../users';
import { tutorReviewsServiceFor } from './tutor-reviews.service';

const tags = ['Ruang tutor'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The tutor workspace's reviews (`/tutor/ulasan`): the signed-in tutor's reviews and their replies. The area guard
 * (plugins/area-guards.ts) lets tutors only in; the queries keep each tutor to their own reviews.
 */
export const tutorReviewsRoutes: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tutorReviewsServiceFor(app.db.db);

  app.get(
    '/tutor/ulasan',
    {
      schema: {
        tags,
        summary:
          'Reviews of the signed-in tutor’s classes, materials and courses and of the tutor, newest first; filters by kind, item, rating and “not answered yet”; meta carries the average',
        querystring: tutorReviewListQuerySchema,
        response: { 200: tutorReviewListSchema, ...errors },
      },
    },
    (request) => service.list(currentUser(request).id, request.query),
  );

  app.put(
    '/tutor/ulasan/:id/balasan',
    {
      schema: {
        tags,
        summary:
          'Reply to one of the tutor’s reviews (one reply per review: a second PUT edits it); plain text, cleaned. NOT_FOUND for another tutor’s review',
        params: idParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: tutorReviewResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await service.reply(currentUser(request).id, request.params.id, request.body, app.clock()),
    }),
  );

  done();
};
