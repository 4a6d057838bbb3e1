import { adminTutorListQuerySchema, adminTutorListSchema, errorBodySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tutorsAdminRepositoryFor } from './tutors-admin.repository';

/**
 * Admin: the list of tutors and applicants (`/admin/tutor`, tab "Daftar tutor"); the verification queue itself
 * is the tutor-applications module's `/admin/tutor/pendaftaran`. The admin area's guard checks the role.
 */
export const tutorsAdminModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tutors = tutorsAdminRepositoryFor(app.db.db);

  app.get(
    '/admin/tutor',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Tutors and applicants with their status (verified, submitted, needs_changes, rejected, draft, unverified, suspended): search by name or e-mail, status filter, sort, paging (admin)',
        querystring: adminTutorListQuerySchema,
        response: {
          200: adminTutorListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await tutors.list(request.query);
      return { data: rows, meta: { page: request.query.page, pageSize: request.query.pageSize, total } };
    },
  );
  done();
};
