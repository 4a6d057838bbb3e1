import {
  adminVoucherInputSchema,
  adminVoucherListQuerySchema,
  adminVoucherListSchema,
  adminVoucherResponseSchema,
  errorBodySchema,
  idParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActorOf, recordAudit } from '../modules/audit';
import {
  type VoucherAuditSink,
  type VouchersAdminService,
  vouchersAdminServiceFor,
} from '../modules/vouchers';
import { voucherLookups } from './voucher-preview';

const tags = ['Admin'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** Writes the audit row of a change with the admin, IP and browser of this request, in the change's transaction. */
const auditOf =
  (request: FastifyRequest): VoucherAuditSink =>
  (tx, change) =>
    recordAudit(tx, auditActorOf(request), change);

/** Admin: vouchers (under `/api/admin`, so the area guard lets admins only). Every change audited in its transaction. */
const voucherAdminRoutes: FastifyPluginCallback<{ service: VouchersAdminService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/voucher',
    {
      schema: {
        tags,
        summary: 'Vouchers, newest first, with their usage (admin)',
        querystring: adminVoucherListQuerySchema,
        response: { 200: adminVoucherListSchema, ...errors },
      },
    },
    (request) => service.list(request.query, app.clock()),
  );
  app.get(
    '/admin/voucher/:id',
    {
      schema: {
        tags,
        summary: 'One voucher with its rules and usage (admin)',
        params: idParamsSchema,
        response: { 200: adminVoucherResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
  app.post(
    '/admin/voucher',
    {
      schema: {
        tags,
        summary: 'Create a voucher; a code already used (any case) is refused VOUCHER_CODE_TAKEN (admin)',
        body: adminVoucherInputSchema,
        response: { 201: adminVoucherResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.changes(auditOf(request)).create(request.body);
      return reply.status(201).send({ data });
    },
  );
  app.put(
    '/admin/voucher/:id',
    {
      schema: {
        tags,
        summary: 'Edit a voucher; a quota below the uses held is refused VOUCHER_QUOTA_BELOW_USES (admin)',
        params: idParamsSchema,
        body: adminVoucherInputSchema,
        response: { 200: adminVoucherResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.changes(auditOf(request)).update(request.params.id, request.body),
    }),
  );
  for (const [word, isActive] of [
    ['nonaktifkan', false],
    ['aktifkan', true],
  ] as const) {
    app.post(
      `/admin/voucher/:id/${word}`,
      {
        schema: {
          tags,
          summary: isActive
            ? 'Reactivate a voucher (admin)'
            : 'Deactivate a voucher: no new uses; pending orders keep theirs (admin)',
          params: idParamsSchema,
          response: { 200: adminVoucherResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await service.changes(auditOf(request)).setActive(request.params.id, isActive),
      }),
    );
  }
  done();
};

/** Routes under the API prefix: `/admin/voucher[/:id[/nonaktifkan|/aktifkan]]`. */
export const voucherAdminModule: FastifyPluginAsync = async (app) => {
  await app.register(voucherAdminRoutes, { service: vouchersAdminServiceFor(app.db.db, voucherLookups) });
};
