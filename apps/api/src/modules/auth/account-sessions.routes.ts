import {
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  endedSessionsResponseSchema,
  errorBodySchema,
  googleLinkResponseSchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../users';
import type { AuthRepository } from './auth.repository';
import type { Sessions } from './sessions';

const tags = ['Akun'];
const security = [{ accessToken: [] }];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

export interface AccountSessionsRoutesOptions {
  sessions: Sessions;
  repository: AuthRepository;
}

/** The signed-in user's devices (sessions) and linked Google account, for `/pengaturan`. */
export const accountSessionsRoutes: FastifyPluginCallback<AccountSessionsRoutesOptions> = (
  fastify,
  { sessions, repository },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/akun/sesi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s active sessions (one per device), `current` = this one',
        response: { 200: accountSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      return { data: await sessions.listOf(id, sessionId) };
    },
  );

  app.delete(
    '/akun/sesi/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Sign out one session of the signed-in user (its device is signed out at its next call)',
        params: accountSessionParamsSchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await sessions.endOneOf(currentUser(request).id, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/akun/sesi/keluar-lainnya',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Sign out every other session of the signed-in user (this one stays)',
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      return { data: { ended: await sessions.endAllOf(id, sessionId) } };
    },
  );

  app.get(
    '/akun/google',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Whether a Google account is linked to the signed-in user’s account',
        response: { 200: googleLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      const identity = await repository.identityOf(id, 'google');
      return {
        data: {
          connected: identity !== null,
          email: identity?.email ?? null,
          hasPassword: account.passwordHash !== null,
        },
      };
    },
  );

  app.delete(
    '/akun/google',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Unlink the Google account (only when the account has a password: 409 GOOGLE_UNLINK_NEEDS_PASSWORD otherwise)',
        response: { 200: okResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      // Without a password, Google is the only way in: unlinking would lock the owner out.
      if (account.passwordHash === null) throw new AppError('GOOGLE_UNLINK_NEEDS_PASSWORD');
      await repository.unlinkIdentity(id, 'google');
      return { data: { ok: true as const } };
    },
  );

  done();
};
