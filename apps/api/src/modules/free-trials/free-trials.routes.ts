import {
  adminFreeTrialListSchema,
  errorBodySchema,
  freeTrialListQuerySchema,
  freeTrialRequestBodySchema,
  freeTrialRequestResponseSchema,
  myFreeTrialResponseSchema,
  tutorFreeTrialListSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import type { FreeTrialsService } from './free-trials.service';

const tags = ['Kelas uji coba'];
const security = [{ accessToken: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** `POST /freetrial`, `GET /freetrial/saya` (students), `GET /admin/freetrial`, `GET /tutor/freetrial`. */
export const freeTrialsRoutes: FastifyPluginCallback<{ service: FreeTrialsService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/freetrial',
    {
      onRequest: app.requireScope('student'),
      schema: {
        tags,
        security,
        summary: 'Request the one free trial class (FREE_TRIAL_ALREADY_REQUESTED 409 for a second request)',
        body: freeTrialRequestBodySchema,
        response: { 201: freeTrialRequestResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await service.request(currentUser(request).id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/freetrial/saya',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in student’s free trial request, or null',
        response: { 200: myFreeTrialResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request).id) }),
  );

  app.get(
    '/admin/freetrial',
    {
      schema: {
        tags,
        security,
        summary: 'Free trial requests with the students’ contacts, newest first (admins)',
        querystring: freeTrialListQuerySchema,
        response: { 200: adminFreeTrialListSchema, ...errors },
      },
    },
    (request) => service.listForAdmin(request.query),
  );

  app.get(
    '/tutor/freetrial',
    {
      schema: {
        tags,
        security,
        summary: 'Free trial requests for the subjects the signed-in (verified) tutor teaches, newest first',
        querystring: freeTrialListQuerySchema,
        response: { 200: tutorFreeTrialListSchema, ...errors },
      },
    },
    (request) => service.listForTutor(currentUser(request).id, request.query),
  );

  done();
};
