import { auditEntryListSchema, auditListQuerySchema, errorBodySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listAudit } from './audit.service';

/** Admin: the audit log, read only (there is no route that changes or removes an entry). */
export const auditRoutes: FastifyPluginCallback<{ db: Database }> = (fastify, { db }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Audit log of admin changes, newest first, filterable (admin)',
        querystring: auditListQuerySchema,
        response: {
          200: auditEntryListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    (request) => listAudit(db, request.query),
  );

  done();
};
