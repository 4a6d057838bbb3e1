import { errorBodySchema, searchQuerySchema, searchSuggestionsResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { CachedAnswers } from '../read-cache/cached-answers';
import { suggestSearch } from './suggestions.repository';

/** The search box's suggestions (`/cari/saran`), public like the lists they lead to. */
export const searchRoutes: FastifyPluginCallback<{ db: Database; cached: CachedAnswers }> = (
  fastify,
  { db, cached },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cari/saran',
    {
      ...cached('cari:saran'),
      schema: {
        tags: ['Katalog'],
        summary:
          'Search-box suggestions: the best matching titles, tutors and subjects (typo-tolerant), did-you-mean',
        querystring: searchQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await suggestSearch(db, request.query.q) }),
  );

  done();
};
