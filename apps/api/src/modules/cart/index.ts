import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export type { CartLine, CartService } from './cart.service';
export { toCart } from './cart.routes';
/** The `cart_items` table, for foreign keys of other modules' tables only. */
export { cartItems as cartItemsTable } from './cart.tables';

/**
 * The cart service. Every method takes the database to run on first, so the checkout workflow passes its
 * transaction: `cartServiceFor(db).linesOf(tx, userId)` (or `.linesWith`), `.clear(tx, userId)` (or `.clearStatement`).
 */
export function cartServiceFor(_db: Database) {
  return createCartService();
}

/** Routes under the API prefix: `GET`, `POST /keranjang`, `DELETE /keranjang/{itemType}/{itemId}` (students). */
export const cartModule: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes, { service: createCartService(), db: app.db.db });
};
