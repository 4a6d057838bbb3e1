import {
  errorBodySchema,
  expertiseCategoryListQuerySchema,
  expertiseCategoryListSchema,
  expertiseListQuerySchema,
  expertiseListSchema,
  subjectListQuerySchema,
  subjectListSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogueReferenceService } from './catalogue-reference.service';

const tags = ['Referensi'];

/** Public reference lists: subjects (pelajaran), expertise categories and expertise (keahlian). */
export const catalogueReferenceRoutes: FastifyPluginCallback<{ service: CatalogueReferenceService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/pelajaran',
    {
      schema: {
        tags,
        summary: 'List school subjects, optionally of one level',
        querystring: subjectListQuerySchema,
        response: { 200: subjectListSchema, 400: errorBodySchema },
      },
    },
    (request) => service.listSubjects(request.query),
  );

  app.get(
    '/keahlian-kategori',
    {
      schema: {
        tags,
        summary: 'List expertise categories',
        querystring: expertiseCategoryListQuerySchema,
        response: { 200: expertiseCategoryListSchema, 400: errorBodySchema },
      },
    },
    (request) => service.listExpertiseCategories(request.query),
  );

  app.get(
    '/keahlian',
    {
      schema: {
        tags,
        summary: 'List expertise, optionally of one category',
        querystring: expertiseListQuerySchema,
        response: { 200: expertiseListSchema, 400: errorBodySchema },
      },
    },
    (request) => service.listExpertise(request.query),
  );

  done();
};
