import {
  type Cart,
  cartAddBodySchema,
  cartItemParamsSchema,
  cartItemQuerySchema,
  cartResponseSchema,
  errorBodySchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import type { CartLine, CartService } from './cart.service';

const tags = ['Keranjang'];
const security = [{ accessToken: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema };

/** The wire form of a cart: current prices, each line's problem, the subtotal of the buyable lines. */
export function toCart(lines: readonly CartLine[]): Cart {
  const buyable = lines.filter((line) => line.problem === null);
  return {
    lines: lines.map((line) => ({
      itemType: line.itemType,
      itemId: line.itemId,
      title: line.title,
      slug: line.slug,
      coverUrl: line.coverUrl,
      tutorId: line.tutorId,
      tutorName: line.tutorName,
      price: line.price,
      originalPrice: line.originalPrice,
      seatsLeft: line.seatsLeft,
      problem: line.problem,
      slot: line.slot
        ? { startsAt: line.slot.startsAt.toISOString(), endsAt: line.slot.endsAt.toISOString() }
        : null,
      addedAt: line.addedAt.toISOString(),
    })),
    subtotal: buyable.reduce((sum, line) => sum + line.price, 0),
    buyableCount: buyable.length,
    hasProblems: buyable.length < lines.length,
  };
}

/** The signed-in student's cart: `GET`, `POST /keranjang`, `DELETE /keranjang/{itemType}/{itemId}`. */
export const cartRoutes: FastifyPluginCallback<{ service: CartService }> = (fastify, { service }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireScope('student');
  const cartOf = async (userId: string) => ({ data: toCart(await service.linesOf(userId)) });

  app.get(
    '/keranjang',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The cart with current prices, each line’s problem (if any) and the subtotal',
        response: { 200: cartResponseSchema, ...guarded },
      },
    },
    (request) => cartOf(currentUser(request).id),
  );

  app.post(
    '/keranjang',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Add an item (refused: not found, not for sale, owned, already in the cart, class full)',
        body: cartAddBodySchema,
        response: {
          201: cartResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await service.add(userId, request.body);
      return reply.code(201).send(await cartOf(userId));
    },
  );

  app.delete(
    '/keranjang/:itemType/:itemId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Remove an item, or with `slot` a slot line of a private tutoring (bimbel) class (no error when it is not in the cart)',
        params: cartItemParamsSchema,
        querystring: cartItemQuerySchema,
        response: { 200: cartResponseSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { slot } = request.query;
      await service.remove(userId, request.params, slot ? new Date(slot) : null);
      return cartOf(userId);
    },
  );

  done();
};
