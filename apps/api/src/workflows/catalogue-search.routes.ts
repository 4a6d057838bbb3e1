import { errorBodySchema, searchGroupsResponseSchema, searchQuerySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedAnswerHooks, catalogueServicesFor, correctQuery } from '../modules/catalogue';
import { catalogueSearch } from './catalogue-search';

/**
 * `GET /cari?q=`: the landing page's search, grouped by kind (issue 16, ADR 0061). Public (visitors too). Its JSON
 * answer is cached like the lists' (namespace `cari:groups`, cleared whenever a table feeding any list changes).
 */
export const catalogueSearchModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = app.catalogueCache;
  const lists = catalogueServicesFor(app.db.db, { storage: app.storage, cache });
  const search = catalogueSearch(lists, (q) => correctQuery(app.db.db, q));
  // The cache hooks keep the namespace's generation on the request; request decorations are per plugin context.
  if (!app.hasRequestDecorator('catalogueCacheGeneration'))
    app.decorateRequest('catalogueCacheGeneration', -1);

  app.get(
    '/cari',
    {
      ...cachedAnswerHooks(cache, 'cari:groups'),
      schema: {
        tags: ['Katalog'],
        summary:
          'Search every kind of item at once: the first 4 classes, packages, materials, courses and tutors by relevance, each with its total; a correction when nothing matches',
        querystring: searchQuerySchema,
        response: { 200: searchGroupsResponseSchema, 400: errorBodySchema },
      },
    },
    (request) => search.groups(request.query),
  );

  done();
};
