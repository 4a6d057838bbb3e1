import {
  cartResponseSchema,
  cartSlotAddBodySchema,
  classSlotsQuerySchema,
  classSlotsResponseSchema,
  errorBodySchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { cartServiceFor, toCart } from '../modules/cart';
import { bookableClass } from '../modules/catalogue';
import { currentUser } from '../modules/users';
import { freeSlotOrRefuse, freeSlotsOfClass } from './bimble-slots';

const classParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * Bimble booking: the free slots of a bimble class (public) and adding a slot to the student's cart (the cart module
 * stores it; the free-slot check spans the availability and catalogue modules, so the route lives here).
 */
export const bimbleBookingModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db.db;
  const cart = cartServiceFor(db, app.clock);

  app.get(
    '/kelas/:id/slot',
    {
      schema: {
        tags: ['Katalog'],
        summary:
          'Free slots of a private tutoring (bimbel) class’s tutor (availability minus held and booked sessions), default the next 14 days',
        params: classParamsSchema,
        querystring: classSlotsQuerySchema,
        response: {
          200: classSlotsResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { dari, sampai } = request.query;
      const range = { from: dari ? new Date(dari) : undefined, to: sampai ? new Date(sampai) : undefined };
      return { data: await freeSlotsOfClass(db, request.params.id, range, app.clock()) };
    },
  );

  app.post(
    '/keranjang/slot',
    {
      onRequest: app.requireScope('student'),
      schema: {
        tags: ['Keranjang'],
        security: [{ accessToken: [] }],
        summary:
          'Add a free slot of a private tutoring (bimbel) class (refused: not found, not for sale, a group class, not a free slot, taken, already in the cart)',
        body: cartSlotAddBodySchema,
        response: {
          201: cartResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const now = app.clock();
      const klass = await bookableClass(db, request.body.classId);
      if (!klass) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
      const details = { itemType: 'kelas' as const, itemId: klass.id, title: klass.title };
      if (!klass.forSale) throw new AppError('ITEM_NOT_FOR_SALE', undefined, details);
      if (klass.kind !== 'bimble') throw new AppError('CLASS_NOT_BIMBLE');
      const slot = await freeSlotOrRefuse(db, klass, new Date(request.body.startsAt), now);
      await cart.addSlot(userId, klass, slot);
      return reply.code(201).send({ data: toCart(await cart.linesOf(userId)) });
    },
  );

  done();
};
