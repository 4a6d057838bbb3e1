import { errorBodySchema, tutorDashboardResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { tutorDashboardFor } from './tutor-dashboard';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** `/tutor/beranda`: the area guard admits tutors only; the answer is the signed-in tutor's own data. */
export const tutorDashboardModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = tutorDashboardFor({
    db: app.db.db,
    clock: () => app.clock(),
    feePercent: app.config.platformFeePercent,
  });

  app.get(
    '/tutor/beranda',
    {
      schema: {
        tags: ['Ruang tutor'],
        summary:
          'The signed-in tutor’s home: sessions today and the next 7 days, this month’s earnings per day with the balances, new enrolments, rating and latest reviews',
        response: { 200: tutorDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dashboard.read(currentUser(request).id) }),
  );

  done();
};
