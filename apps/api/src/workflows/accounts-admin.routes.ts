import {
  adminAccountListQuerySchema,
  adminAccountListSchema,
  adminAccountResponseSchema,
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../db/unit-of-work';
import { auditActorOf, recordAudit } from '../modules/audit';
import { passwordResetMailerFor } from '../modules/auth';
import { type AccountChange, type AccountsAdmin, accountsAdminFor, currentUser } from '../modules/users';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';

const tags = ['Admin'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

type Change = (admin: AccountsAdmin, actorId: string, id: string) => Promise<AccountChange | null>;

/**
 * Admin: accounts (`/admin/akun`). Every change and its audit row commit in one transaction; a suspension then ends
 * all of the account's sessions (its refresh tokens are revoked and its real-time connections closed — its access
 * tokens are refused from the commit on, as every call reads `suspended_at`).
 */
export const accountsAdminModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db: Database = app.db.db;
  const sendResetMail = passwordResetMailerFor(app);

  /** Runs `change` with its audit row (`account.<action>`) in one transaction; answers the account after it. */
  async function applyChange(
    request: FastifyRequest<{ Params: { id: string } }>,
    action: string,
    run: Change,
  ) {
    const actor = auditActorOf(request);
    const actorId = currentUser(request).id;
    const { id } = request.params;
    const changed = await inTransaction(db, async (tx) => {
      const result = await run(accountsAdminFor(tx), actorId, id);
      if (result) {
        await recordAudit(tx, actor, {
          action: `account.${action}`,
          entityType: 'account',
          entityId: id,
          ...result,
        });
      }
      return result;
    });
    return { changed, data: changed?.after ?? (await accountsAdminFor(db).get(id)) };
  }

  app.get(
    '/admin/akun',
    {
      schema: {
        tags,
        summary:
          'Accounts: search by name or e-mail, role and status filters, sort, paging; deleted accounts only with status=deleted (admin)',
        querystring: adminAccountListQuerySchema,
        response: { 200: adminAccountListSchema, ...errors },
      },
    },
    (request) => accountsAdminFor(db).list(request.query),
  );

  app.get(
    '/admin/akun/:id',
    {
      schema: {
        tags,
        summary: 'One account (admin)',
        params: idParamsSchema,
        response: { 200: adminAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await accountsAdminFor(db).get(request.params.id) }),
  );

  app.post(
    '/admin/akun/:id/tangguhkan',
    {
      schema: {
        tags,
        summary:
          'Suspend an account: its sessions end at once, a tutor’s items leave the catalogue; never one’s own (ACCOUNT_SELF_CHANGE), the last admin (LAST_ADMIN) nor a deleted account (ACCOUNT_IS_DELETED) (admin)',
        params: idParamsSchema,
        response: { 200: adminAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.clock();
      const { changed, data } = await applyChange(request, 'suspend', (admin, actorId, id) =>
        admin.suspend(actorId, id, now),
      );
      if (changed) await app.sessions.endAllOf(data.id);
      return { data };
    },
  );

  app.post(
    '/admin/akun/:id/aktifkan',
    {
      schema: {
        tags,
        summary: 'Lift a suspension; a deleted account is refused (ACCOUNT_IS_DELETED) (admin)',
        params: idParamsSchema,
        response: { 200: adminAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await applyChange(request, 'reactivate', (admin, actorId, id) => admin.reactivate(actorId, id)))
        .data,
    }),
  );

  for (const [word, admin] of [
    ['jadikan-admin', true],
    ['cabut-admin', false],
  ] as const) {
    app.post(
      `/admin/akun/:id/${word}`,
      {
        schema: {
          tags,
          summary: `${admin ? 'Grant' : 'Revoke'} the admin role; never one’s own (ACCOUNT_SELF_CHANGE) nor a deleted account (ACCOUNT_IS_DELETED)${admin ? '' : ' nor the last admin (LAST_ADMIN)'} (admin)`,
          params: idParamsSchema,
          response: { 200: adminAccountResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: (
          await applyChange(request, admin ? 'grant-admin' : 'revoke-admin', (accounts, actorId, id) =>
            accounts.setAdmin(actorId, id, admin),
          )
        ).data,
      }),
    );
  }

  app.post(
    '/admin/akun/:id/kirim-reset-password',
    {
      schema: {
        tags,
        summary:
          'E-mail the account a password-reset link (the forgotten-password flow); a suspended account is refused (ACCOUNT_IS_SUSPENDED), a deleted one too (ACCOUNT_IS_DELETED) (admin)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = auditActorOf(request);
      const account = await inTransaction(db, async (tx) => {
        const found = await accountsAdminFor(tx).changeable(request.params.id);
        if (found.status === 'suspended') throw new AppError('ACCOUNT_IS_SUSPENDED');
        await recordAudit(tx, actor, {
          action: 'account.send-password-reset',
          entityType: 'account',
          entityId: found.id,
          before: null,
          after: null,
        });
        return found;
      });
      sendResetMail(account.email);
      return { data: { ok: true as const } };
    },
  );
  done();
};
