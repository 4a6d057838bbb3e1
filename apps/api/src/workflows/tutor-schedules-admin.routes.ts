import {
  adminTutorSessionListQuerySchema,
  adminTutorSessionListSchema,
  errorBodySchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tutorSchedulesAdminFor } from '../modules/catalogue';

const tags = ['Admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Admin: every tutor's class sessions (`/admin/tutor-jadwal`) with their status. Read only. */
export const tutorSchedulesAdminModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schedules = tutorSchedulesAdminFor(app.db.db);

  app.get(
    '/admin/tutor-jadwal',
    {
      schema: {
        tags,
        summary:
          'Class sessions of every tutor: tutor, subject, date range and upcoming/past filters; each with its status (cancelled with the tutor’s reason) (admin)',
        querystring: adminTutorSessionListQuerySchema,
        response: { 200: adminTutorSessionListSchema, ...errors },
      },
    },
    (request) => schedules.list(request.query, app.clock()),
  );

  done();
};
