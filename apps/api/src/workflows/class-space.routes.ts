import { classSpaceResponseSchema, errorBodySchema, idParamsSchema } from '@scola/contracts';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import {
  classSpaceAccess,
  classSpaceOf,
  mayEnterClassSpace,
  type ClassSpaceAccess,
} from './class-space-access';

/** The statuses every class-space route may answer besides its own (for the OpenAPI document). */
export const classSpaceRefusals = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** The class space the signed-in caller of a `/ruang-kelas/:id/…` route may enter (403/404 otherwise). */
export function classSpaceOfRequest(app: FastifyInstance, request: FastifyRequest, classId: string) {
  return classSpaceAccess(app.db.db, currentUser(request), classId);
}

export type { ClassSpaceAccess };

/**
 * `GET /ruang-kelas/:id`: the class space's header (ADR 0039), and the real-time rule for its room `class:{id}`:
 * only who may enter the space may watch it.
 */
export const classSpaceModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.realtime.guardRooms('class', (user, classId) => mayEnterClassSpace(app.db.db, user, classId));
  app.get(
    '/ruang-kelas/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Ruang kelas'],
        summary: 'A class space: the class, its tutor, its student count and the caller’s role in it',
        security: [{ accessToken: [] }],
        params: idParamsSchema,
        response: { 200: classSpaceResponseSchema, ...classSpaceRefusals },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await classSpaceOf(app.db.db, access) };
    },
  );
  done();
};
