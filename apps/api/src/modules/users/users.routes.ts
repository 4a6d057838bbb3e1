import {
  accountSettingsResponseSchema,
  accountSettingsUpdateBodySchema,
  errorBodySchema,
  profileUpdateBodySchema,
  userResponseSchema,
} from '@scola/contracts';
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

  app.get(
    '/akun/pengaturan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s language and time zone',
        response: { 200: accountSettingsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => {
      const { locale, timeZone } = currentUser(request).account;
      return { data: { locale, timeZone } };
    },
  );

  app.patch(
    '/akun/pengaturan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change the language (id, en) and/or the time zone (an IANA name) of the signed-in user',
        body: accountSettingsUpdateBodySchema,
        response: {
          200: accountSettingsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const settings = await service.updateSettings(id, request.body);
      // The user's other tabs and devices refetch the account and switch language and zone at once.
      void fastify.realtime.toUser(id, 'account.updated', {});
      return { data: settings };
    },
  );

  done();
};
