import {
  adminPayoutListQuerySchema,
  adminPayoutListSchema,
  adminPayoutResponseSchema,
  errorBodySchema,
  idParamsSchema,
  payoutDecisionSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { type AuditActor, auditActorOf, recordAudit } from '../modules/audit';
import { decidePayout, listPayoutsForAdmin, toAdminPayout } from '../modules/earnings';
import type { AppTopics, Outbox } from '../modules/jobs';
import { notify } from '../modules/notifications';
import type { PayoutDecision } from '@scola/contracts';

const tags = ['Admin'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** An admin's decision on a payout and its audit row, in one transaction. */
async function decideAndAudit(
  db: Database,
  jobs: Pick<Outbox<AppTopics>, 'publish'>,
  input: { id: string; decision: PayoutDecision; actor: AuditActor; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const { before, after } = await decidePayout(tx, {
      id: input.id,
      decision: input.decision,
      decidedBy: input.actor.email ?? input.actor.id ?? 'admin',
      now: input.now,
    });
    await recordAudit(tx, input.actor, {
      action: after.status === 'paid' ? 'payout.paid' : 'payout.reject',
      entityType: 'payout',
      entityId: after.id,
      before: toAdminPayout(before),
      after: toAdminPayout(after),
    });
    const payout = toAdminPayout(after);
    if (payout.status === 'paid') {
      await notify(tx, jobs, [
        {
          userId: payout.tutor.id,
          kind: 'payout.paid',
          params: { payoutId: payout.id, amount: payout.amount },
          dedupeKey: `payout.paid:${payout.id}`,
        },
      ]);
    }
    return payout;
  });
}

/** Admin: the payout queue and its decisions (under `/api/admin`, so the area guard lets admins only). */
const payoutsAdminRoutes: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db.db;

  app.get(
    '/admin/pencairan',
    {
      schema: {
        tags,
        summary: 'Payout requests by status and tutor; requests waiting oldest first (admin)',
        querystring: adminPayoutListQuerySchema,
        response: { 200: adminPayoutListSchema, ...errors },
      },
    },
    (request) => listPayoutsForAdmin(db, request.query),
  );

  app.post(
    '/admin/pencairan/:id/keputusan',
    {
      schema: {
        tags,
        summary:
          'Mark a payout paid (with the transfer reference) or reject it (with a reason; the amount returns to the tutor’s balance); a payout decided before is PAYOUT_ALREADY_DECIDED (409) (admin)',
        params: idParamsSchema,
        body: payoutDecisionSchema,
        response: { 200: adminPayoutResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await decideAndAudit(db, fastify.jobs, {
        id: request.params.id,
        decision: request.body,
        actor: auditActorOf(request),
        now: app.clock(),
      }),
    }),
  );
  done();
};

/** Routes under the API prefix: `GET /admin/pencairan`, `POST /admin/pencairan/{id}/keputusan` (ADR 0035). */
export const payoutsAdminModule: FastifyPluginAsync = async (app) => {
  await app.register(payoutsAdminRoutes);
};
