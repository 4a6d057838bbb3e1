import {
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  endedSessionsResponseSchema,
  errorBodySchema,
  googleLinkResponseSchema,
  googleSignInBodySchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../users';
import type { AuthRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import type { Sessions } from './sessions';

const tags = ['Akun'];
const security = [{ accessToken: [] }];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

export interface AccountSessionsRoutesOptions {
  sessions: Sessions;
  repository: AuthRepository;
  auth: AuthService;
}

/** The signed-in user's devices (sessions) and linked Google account, for `/pengaturan`. */
export const accountSessionsRoutes: FastifyPluginCallback<AccountSessionsRoutesOptions> = (
  fastify,
  { sessions, repository, auth },
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
          'Unlink the Google account (only when the account has a password: 409 GOOGLE_UNLINK_NEEDS_PASSWORD otherwise); Google sign-in then no longer links it by e-mail (GOOGLE_LINK_REFUSED) until it is linked again here',
        response: { 200: okResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      // Without a password, Google is the only way in: unlinking would lock the owner out.
      if (account.passwordHash === null) throw new AppError('GOOGLE_UNLINK_NEEDS_PASSWORD');
      // Remembered as a refusal: Google sign-in will not link it again by e-mail (ADR 0058).
      await repository.unlinkIdentity(id, 'google', app.clock());
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/akun/google',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Link a Google account (its ID token and the nonce sent to Google) to the signed-in account, at the owner’s request; lifts an earlier unlink. 409 GOOGLE_ACCOUNT_IN_USE when it is linked to another account',
        body: googleSignInBodySchema,
        response: {
          200: googleLinkResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      const identity = await auth.linkGoogle(id, request.body);
      return { data: { connected: true, email: identity.email, hasPassword: account.passwordHash !== null } };
    },
  );

  done();
};
