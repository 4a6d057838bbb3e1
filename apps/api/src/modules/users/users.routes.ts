import { errorBodySchema, profileUpdateBodySchema, userResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from './request-user';
import { toPublicUser, type UsersService } from './users.service';

const tags = ['Akun'];
const security = [{ accessToken: [] }];

/** The signed-in user's own account. */
export const usersRoutes: FastifyPluginCallback<{ service: UsersService }> = (fastify, { service }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/akun/info',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user (Authorization: <token> or Bearer <token>)',
        response: { 200: userResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => ({ data: toPublicUser(currentUser(request).account) }),
  );

  app.patch(
    '/akun/profil',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update the signed-in user’s profile (null clears a field)',
        body: profileUpdateBodySchema,
        response: {
          200: userResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const updated = await service.updateProfile(id, request.body);
      // The user's other tabs and devices refetch the account (their header shows the new name at once).
      void fastify.realtime.toUser(id, 'account.updated', {});
      return { data: toPublicUser(updated) };
    },
  );

  done();
};
