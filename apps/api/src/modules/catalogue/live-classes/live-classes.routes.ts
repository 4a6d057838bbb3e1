import {
  errorBodySchema,
  idParamsSchema,
  liveClassListQuerySchema,
  liveClassListSchema,
  liveClassResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import type { LiveClassesService } from './live-classes.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Public live classes (`/kelas`). */
export const liveClassesRoutes: FastifyPluginCallback<{
  classes: LiveClassesService;
  cached: CachedAnswers;
}> = (fastify, { classes, cached }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/kelas',
    {
      ...cached('kelas:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Published live classes: search (q), filters, sorting, pages',
        querystring: liveClassListQuerySchema,
        response: { 200: liveClassListSchema, 400: errorBodySchema },
      },
    },
    (request) => classes.list(request.query),
  );

  app.get(
    '/kelas/:id',
    {
      ...cached('kelas:detail'),
      schema: {
        tags: ['Katalog'],
        summary: 'A published live class with its about text and sessions',
        params: idParamsSchema,
        response: { 200: liveClassResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await classes.get(request.params.id) }),
  );

  done();
};
