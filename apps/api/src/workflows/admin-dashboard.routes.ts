import { adminDashboardResponseSchema, errorBodySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardAt } from './admin-dashboard';

/**
 * Admin: the dashboard's figures (`/admin/beranda`). Read-only, so no audit row; admins only (the area guard of
 * `/api/admin`).
 */
export const adminDashboardModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/beranda',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Dashboard: sales (net of refunds), paid orders, new students and tutors today / 7 / 30 WIB days; pending tutor verifications; sales per day and top items of 30 days (admin)',
        response: { 200: adminDashboardResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await adminDashboardAt(app.db.db, app.clock()) }),
  );

  done();
};
