import {
  errorBodySchema,
  myReviewStateResponseSchema,
  ownReviewResponseSchema,
  reviewInputSchema,
  reviewTargetParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { reviewWritingWorkflow } from './review-writing';

const tags = ['Ulasan'];
const security = [{ accessToken: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * A student's own review of an item they own: `GET /ulasan/saya/{jenis}/{id}`, `POST` (write) and `PUT` (edit)
 * `/ulasan/{jenis}/{id}`. Any signed-in account may ask; owning the item is the gate (NOT_OWNED 403).
 */
export const reviewWritingModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviews = reviewWritingWorkflow({ db: app.db.db, clock: () => app.clock(), jobs: app.jobs });

  app.get(
    '/ulasan/saya/:jenis/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'The signed-in student’s review of a class, material or course, and whether they may write or edit one now (refusal: NOT_OWNED, REVIEW_CLASS_NOT_STARTED)',
        params: reviewTargetParamsSchema,
        response: { 200: myReviewStateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reviews.state(currentUser(request).id, request.params.jenis, request.params.id),
    }),
  );

  app.post(
    '/ulasan/:jenis/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Write a review (rating 1–5, plain-text comment) of an owned item; a class once its first session has ended. NOT_OWNED 403, REVIEW_CLASS_NOT_STARTED 409, REVIEW_ALREADY_WRITTEN 409',
        params: reviewTargetParamsSchema,
        body: reviewInputSchema,
        response: { 201: ownReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { jenis, id } = request.params;
      const data = await reviews.create(currentUser(request).id, jenis, id, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/ulasan/:jenis/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Edit one’s review of an owned item (same rules as writing; NOT_FOUND when there is no review to edit)',
        params: reviewTargetParamsSchema,
        body: reviewInputSchema,
        response: { 200: ownReviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { jenis, id } = request.params;
      return { data: await reviews.edit(currentUser(request).id, jenis, id, request.body) };
    },
  );

  done();
};
