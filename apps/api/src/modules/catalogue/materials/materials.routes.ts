import {
  errorBodySchema,
  idParamsSchema,
  materialListQuerySchema,
  materialListSchema,
  materialResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import { type FileStorage, sendStoredFile } from '../../../lib/storage';
import type { MaterialsService } from './materials.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Public materials (`/materi`) and their preview PDF. */
export const materialsRoutes: FastifyPluginCallback<{
  service: MaterialsService;
  storage: FileStorage;
  cached: CachedAnswers;
}> = (fastify, { service, storage, cached }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/materi',
    {
      ...cached('materi:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Published materials: search (q), filters, sorting, pages',
        querystring: materialListQuerySchema,
        response: { 200: materialListSchema, 400: errorBodySchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/materi/:id',
    {
      ...cached('materi:detail'),
      schema: {
        tags: ['Katalog'],
        summary: 'A published material',
        params: idParamsSchema,
        response: { 200: materialResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.get(
    '/materi/:id/preview',
    {
      compress: false,
      schema: {
        tags: ['Katalog'],
        summary: 'The free preview of a material: a PDF of its first pages (HTTP Range supported)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { key, filename } = await service.preview(request.params.id);
      return sendStoredFile(request, reply, storage, key, {
        contentType: 'application/pdf',
        filename,
        cacheControl: 'public, max-age=3600',
      });
    },
  );

  done();
};
