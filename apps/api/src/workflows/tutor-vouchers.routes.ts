import {
  errorBodySchema,
  idParamsSchema,
  type TutorVoucherItem,
  tutorVoucherDeletedSchema,
  tutorVoucherInputSchema,
  tutorVoucherItemListSchema,
  tutorVoucherListQuerySchema,
  tutorVoucherListSchema,
  tutorVoucherResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { itemsOfTutor } from '../modules/catalogue';
import { currentUser } from '../modules/users';
import { tutorVouchersServiceFor } from '../modules/vouchers';
import { voucherLookups } from './voucher-preview';

const tags = ['Tutor'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** The tutor's own items a voucher may target (the catalogue's, read for the vouchers module). */
async function ownItems(db: Database, tutorId: string): Promise<TutorVoucherItem[]> {
  return (await itemsOfTutor(db, tutorId)).map((item) => ({
    itemType: item.itemType,
    itemId: item.itemId,
    title: item.title,
    price: item.price,
    forSale: item.forSale,
  }));
}

/**
 * Tutor-funded vouchers (`/tutor/voucher`, tutor area: the area guard lets tutors only; every call is keyed on the
 * caller, so another tutor's voucher is 404). Admins keep their own pages (`/admin/voucher`).
 */
export const tutorVouchersModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tutorVouchersServiceFor(app.db.db, voucherLookups, ownItems);
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/tutor/voucher',
    {
      schema: {
        tags,
        summary: 'The signed-in tutor’s vouchers, newest first, with their usage',
        querystring: tutorVoucherListQuerySchema,
        response: { 200: tutorVoucherListSchema, ...errors },
      },
    },
    (request) => service.list(me(request), request.query, app.clock()),
  );
  app.get(
    '/tutor/voucher/item',
    {
      schema: {
        tags,
        summary: 'The tutor’s own items a voucher may target, with their price now',
        response: { 200: tutorVoucherItemListSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.items(me(request)) }),
  );
  app.get(
    '/tutor/voucher/:id',
    {
      schema: {
        tags,
        summary: 'One of the tutor’s vouchers',
        params: idParamsSchema,
        response: { 200: tutorVoucherResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(me(request), request.params.id) }),
  );
  app.post(
    '/tutor/voucher',
    {
      schema: {
        tags,
        summary: 'Create a tutor-funded voucher on own items (platform limits: VOUCHER_OVER_LIMIT)',
        body: tutorVoucherInputSchema,
        response: { 201: tutorVoucherResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(me(request), request.body) }),
  );
  app.put(
    '/tutor/voucher/:id',
    {
      schema: {
        tags,
        summary: 'Edit a voucher; a quota below the uses held is refused VOUCHER_QUOTA_BELOW_USES',
        params: idParamsSchema,
        body: tutorVoucherInputSchema,
        response: { 200: tutorVoucherResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(me(request), request.params.id, request.body) }),
  );
  for (const [word, isActive] of [
    ['nonaktifkan', false],
    ['aktifkan', true],
  ] as const) {
    app.post(
      `/tutor/voucher/:id/${word}`,
      {
        schema: {
          tags,
          summary: isActive ? 'Reactivate a voucher' : 'Deactivate a voucher: no new uses',
          params: idParamsSchema,
          response: { 200: tutorVoucherResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.setActive(me(request), request.params.id, isActive) }),
    );
  }
  app.delete(
    '/tutor/voucher/:id',
    {
      schema: {
        tags,
        summary: 'Delete a voucher no order ever carried (VOUCHER_IN_USE otherwise)',
        params: idParamsSchema,
        response: { 200: tutorVoucherDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(me(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );
  done();
};
