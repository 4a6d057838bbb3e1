import {
  classSpaceSessionParamsSchema,
  classSpaceSessionResponseSchema,
  classSpaceSessionsResponseSchema,
  errorBodySchema,
  idParamsSchema,
  sessionJoinResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { classSpaceSessions } from './class-space-sessions';
import { classSpaceOfRequest, classSpaceRefusals } from './class-space.routes';

/**
 * The class space's live sessions (ADR 0043): `GET /ruang-kelas/{id}/sesi`, `POST …/sesi/{sessionId}/mulai` (the
 * tutor's "live now") and `POST …/sesi/{sessionId}/gabung` (join: attendance and the meeting URL). Members only.
 */
export const classSpaceSessionsModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = classSpaceSessions(app);
  const actionSchema = (summary: string) => ({
    tags: ['Ruang kelas'],
    summary,
    security: [{ accessToken: [] }],
    params: classSpaceSessionParamsSchema,
  });

  app.get(
    '/ruang-kelas/:id/sesi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Ruang kelas'],
        summary: 'The class’s sessions with their state, join window and the caller’s attendance',
        security: [{ accessToken: [] }],
        params: idParamsSchema,
        response: { 200: classSpaceSessionsResponseSchema, ...classSpaceRefusals },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await sessions.list(access, currentUser(request).id) };
    },
  );

  app.post(
    '/ruang-kelas/:id/sesi/:sessionId/mulai',
    {
      onRequest: app.requireAuth,
      schema: {
        ...actionSchema('The tutor starts the session ("live now") within its join window; idempotent'),
        response: { 200: classSpaceSessionResponseSchema, ...classSpaceRefusals, 409: errorBodySchema },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await sessions.start(access, currentUser(request).id, request.params.sessionId) };
    },
  );

  app.post(
    '/ruang-kelas/:id/sesi/:sessionId/gabung',
    {
      onRequest: app.requireAuth,
      schema: {
        ...actionSchema('Join the session within its window: records attendance, answers the meeting URL'),
        response: { 200: sessionJoinResponseSchema, ...classSpaceRefusals, 409: errorBodySchema },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await sessions.join(access, currentUser(request).id, request.params.sessionId) };
    },
  );
  done();
};
