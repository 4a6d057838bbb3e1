import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderResponseSchema,
  errorBodySchema,
  idParamsSchema,
  orderRefundRequestSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActorOf } from '../modules/audit';
import { adminOrdersServiceFor } from '../modules/orders';
import { refundWorkflow } from './order-refund';

const tags = ['Admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Routes under the API prefix: `GET /admin/transaksi` (every buyer's orders), `GET /admin/transaksi/{id}` (one
 * order with its lines and refunds) and `POST /admin/transaksi/{id}/refund` (refund the whole order or some lines).
 * The admin area guard refuses everyone but admins.
 */
export const orderAdminModule: FastifyPluginCallback = (app, _options, done) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const service = adminOrdersServiceFor(app.db.db);
  const refund = refundWorkflow({ db: app.db.db, jobs: app.jobs, clock: app.clock, config: app.config });

  typed.get(
    '/admin/transaksi',
    {
      schema: {
        tags,
        summary: "Every buyer's orders, newest first; by number or buyer e-mail and status (admin)",
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  typed.get(
    '/admin/transaksi/:id',
    {
      schema: {
        tags,
        summary: 'One order with its buyer, lines, payment and refunds (admin)',
        params: idParamsSchema,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.detail(request.params.id) }),
  );

  typed.post(
    '/admin/transaksi/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid order, whole or chosen lines: access revoked, seats given back, the gateway asked and the ' +
          'buyer mailed after commit; the same idempotency key refunds once (admin)',
        params: idParamsSchema,
        body: orderRefundRequestSchema,
        response: { 200: adminOrderResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { lineIds, reason, idempotencyKey } = request.body;
      await refund({
        orderId: request.params.id,
        ...(lineIds ? { lineIds } : {}),
        reason,
        idempotencyKey,
        actor: auditActorOf(request),
      });
      return { data: await service.detail(request.params.id) };
    },
  );
  done();
};
