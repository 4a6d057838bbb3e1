import {
  classPackageListQuerySchema,
  classPackageListSchema,
  classPackageResponseSchema,
  errorBodySchema,
  idParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import type { ClassPackagesService } from './class-packages.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Public class packages (`/kelas-paket`). */
export const classPackagesRoutes: FastifyPluginCallback<{
  packages: ClassPackagesService;
  cached: CachedAnswers;
}> = (fastify, { packages, cached }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/kelas-paket',
    {
      ...cached('kelas-paket:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Published class packages with their saving',
        querystring: classPackageListQuerySchema,
        response: { 200: classPackageListSchema, 400: errorBodySchema },
      },
    },
    (request) => packages.list(request.query),
  );

  app.get(
    '/kelas-paket/:id',
    {
      ...cached('kelas-paket:detail'),
      schema: {
        tags: ['Katalog'],
        summary: 'A published class package with its classes',
        params: idParamsSchema,
        response: { 200: classPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await packages.get(request.params.id) }),
  );

  done();
};
