import { errorBodySchema, reviewListQuerySchema, reviewListSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import type { ReviewsService } from './reviews.service';

/** Public reviews (`/ulasan`). */
export const reviewsRoutes: FastifyPluginCallback<{ reviews: ReviewsService; cached: CachedAnswers }> = (
  fastify,
  { reviews, cached },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ulasan',
    {
      ...cached('ulasan:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Reviews of a class, material, life-skill course or tutor, newest first, with the average',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => reviews.list(request.query),
  );

  done();
};
