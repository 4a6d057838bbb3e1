import {
  earningsBalanceResponseSchema,
  earningsHistoryQuerySchema,
  earningsHistorySchema,
  errorBodySchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutRequestSchema,
  payoutResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import type { EarningsService } from './earnings.service';

const tags = ['Pendapatan tutor'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The signed-in tutor's earnings and payouts (under `/api/tutor`, so the area guard lets tutors only); every route
 * reads or changes the caller's own books, there is no tutor id to choose.
 */
export const earningsRoutes: FastifyPluginCallback<{ service: EarningsService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tutor/pendapatan',
    {
      schema: {
        tags,
        summary: 'The tutor’s balances: available, pending (classes not started), reserved, owed, paid out',
        response: { 200: earningsBalanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.balance(currentUser(request).id) }),
  );

  app.get(
    '/tutor/pendapatan/riwayat',
    {
      schema: {
        tags,
        summary: 'The tutor’s earnings history, newest first: sales, refunds, payout requests and rejections',
        querystring: earningsHistoryQuerySchema,
        response: { 200: earningsHistorySchema, ...errors },
      },
    },
    (request) => service.history(currentUser(request).id, request.query),
  );

  app.get(
    '/tutor/pencairan',
    {
      schema: {
        tags,
        summary: 'The tutor’s payout requests, newest first',
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errors },
      },
    },
    (request) => service.payouts(currentUser(request).id, request.query),
  );

  app.post(
    '/tutor/pencairan',
    {
      schema: {
        tags,
        summary:
          'Request a payout (at least Rp50.000): reserves the amount; more than the withdrawable balance is PAYOUT_EXCEEDS_BALANCE (409)',
        body: payoutRequestSchema,
        response: { 201: payoutResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, account } = currentUser(request);
      const data = await service.requestPayout(
        { id, name: account.name, email: account.email },
        request.body,
      );
      return reply.code(201).send({ data });
    },
  );

  done();
};
