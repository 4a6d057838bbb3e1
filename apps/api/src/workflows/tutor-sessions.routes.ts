import {
  cancelSessionInputSchema,
  createdSessionsResponseSchema,
  createSessionsInputSchema,
  errorBodySchema,
  idParamsSchema,
  tutorSessionListQuerySchema,
  tutorSessionListSchema,
  tutorSessionResponseSchema,
  updateSessionInputSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActorOf } from '../modules/audit';
import { currentUser } from '../modules/users';
import { type SessionEditor, tutorSessionsWorkflow } from './tutor-sessions';

const tags = ['Tutor: sesi kelas'];
const read = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const write = { ...read, 409: errorBodySchema, 422: errorBodySchema };

/** The class's tutor, or an admin (any class); the area guard has let only tutors and admins in. */
/** The caller; an admin's changes carry who and from where, for their audit rows (DESIGN §9). */
function actorOf(request: FastifyRequest): SessionEditor {
  const user = currentUser(request);
  const isAdmin = user.scope.includes('admin');
  return { id: user.id, isAdmin, audit: isAdmin ? auditActorOf(request) : null };
}

/**
 * The sessions of a tutor's class: `GET`/`POST /tutor/kelas/{id}/sesi`, `PATCH /tutor/sesi/{id}` (move, retitle,
 * relink) and `POST /tutor/sesi/{id}/batal`. Another tutor's class or session is `NOT_FOUND`.
 */
export const tutorSessionsModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = tutorSessionsWorkflow(app);

  app.get(
    '/tutor/kelas/:id/sesi',
    {
      schema: {
        tags,
        summary:
          'Sessions of the tutor’s class (upcoming, history = ended or cancelled, or all), with links, status and reasons; the class and the tutor’s zone in meta',
        params: idParamsSchema,
        querystring: tutorSessionListQuerySchema,
        response: { 200: tutorSessionListSchema, ...read },
      },
    },
    (request) => sessions.list(actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/tutor/kelas/:id/sesi',
    {
      schema: {
        tags,
        summary:
          'Schedule one session, or a weekly series (wall-clock times in the tutor’s zone), all or nothing; SESSION_IN_PAST, SESSION_OVERLAP',
        params: idParamsSchema,
        body: createSessionsInputSchema,
        response: { 201: createdSessionsResponseSchema, ...write },
      },
    },
    async (request, reply) => {
      const created = await sessions.create(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/tutor/sesi/:id',
    {
      schema: {
        tags,
        summary:
          'Move a session (with a reason: its students are e-mailed) and/or change its title or meeting link',
        params: idParamsSchema,
        body: updateSessionInputSchema,
        response: { 200: tutorSessionResponseSchema, ...write },
      },
    },
    async (request) => ({ data: await sessions.update(actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/tutor/sesi/:id/batal',
    {
      schema: {
        tags,
        summary: 'Cancel a session that has not started, with a reason (its students are e-mailed)',
        params: idParamsSchema,
        body: cancelSessionInputSchema,
        response: { 200: tutorSessionResponseSchema, ...write },
      },
    },
    async (request) => ({
      data: await sessions.cancel(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  done();
};
