import { errorBodySchema, upcomingSessionsResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { upcomingSessionsOfStudent } from './student-sessions';

/** `GET /koleksi/sesi`: the signed-in user's next sessions as a student (empty for an account that owns nothing). */
export const studentSessionsModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/koleksi/sesi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Koleksi'],
        summary: 'The signed-in student’s next sessions (owned classes, paid bimbel slots) within two weeks',
        security: [{ accessToken: [] }],
        response: { 200: upcomingSessionsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: await upcomingSessionsOfStudent(app.db.db, currentUser(request).id, app.clock()),
    }),
  );
  done();
};
