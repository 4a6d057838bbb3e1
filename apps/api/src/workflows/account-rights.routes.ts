import {
  accountDeletionBodySchema,
  accountDeletionInfoResponseSchema,
  accountExportSchema,
  errorBodySchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { deleteAccount } from './account-deletion';
import { accountExport } from './account-export';

const tags = ['Akun'];
const security = [{ accessToken: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Archives are heavy to build and deletion checks a password: both are counted per session (else per address). */
const perCaller = (request: FastifyRequest) => request.headers.authorization ?? request.ip;
const EXPORTS_PER_HOUR = 5;
const DELETIONS_PER_HOUR = 10;

/**
 * The account rights of UU PDP (ADR 0051): `GET /akun/data` downloads everything Scola keeps about the signed-in
 * account as one JSON file; `GET /akun/hapus` says how a deletion is confirmed; `POST /akun/hapus` deletes the
 * account (personal data erased, paid records kept anonymised, every session ended).
 */
export const accountRightsModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/akun/data',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: EXPORTS_PER_HOUR, timeWindow: 3_600_000, keyGenerator: perCaller } },
      schema: {
        tags,
        security,
        summary: `Download my data: a JSON archive of the signed-in account (at most ${EXPORTS_PER_HOUR} an hour)`,
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const archive = await accountExport(app.db.db, currentUser(request).id, now);
      const date = now.toISOString().slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="scola-data-${date}.json"`)
        .header('cache-control', 'no-store');
      return archive;
    },
  );

  app.get(
    '/akun/hapus',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'How the signed-in account confirms its deletion: its password, or its e-mail (Google-only)',
        response: { 200: accountDeletionInfoResponseSchema, ...errors },
      },
    },
    (request) => ({
      data: {
        method: currentUser(request).account.passwordHash ? ('password' as const) : ('email' as const),
      },
    }),
  );

  app.post(
    '/akun/hapus',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: DELETIONS_PER_HOUR, timeWindow: 3_600_000, keyGenerator: perCaller } },
      schema: {
        tags,
        security,
        summary:
          'Delete the signed-in account: confirmed by password (or e-mail for Google-only accounts); refused for the last admin (LAST_ADMIN) and a tutor with sessions to come or a balance',
        body: accountDeletionBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteAccount(app, currentUser(request).id, request.body, {
        ip: request.ip || null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { data: { ok: true as const } };
    },
  );

  done();
};
