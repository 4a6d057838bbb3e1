import {
  errorBodySchema,
  idParamsSchema,
  tutorListQuerySchema,
  tutorListSchema,
  tutorResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import type { TutorsService } from './tutors.service';

/** Public tutor profiles (`/tutor`). */
export const tutorsRoutes: FastifyPluginCallback<{ tutors: TutorsService; cached: CachedAnswers }> = (
  fastify,
  { tutors, cached },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tutor',
    {
      ...cached('tutor:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Verified tutors: search (q), filters, sorting, pages',
        querystring: tutorListQuerySchema,
        response: { 200: tutorListSchema, 400: errorBodySchema },
      },
    },
    (request) => tutors.list(request.query),
  );

  app.get(
    '/tutor/:id',
    {
      ...cached('tutor:detail'),
      schema: {
        tags: ['Katalog'],
        summary: 'A verified tutor’s public profile with their published classes, courses and materials',
        params: idParamsSchema,
        response: { 200: tutorResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await tutors.get(request.params.id) }),
  );

  done();
};
