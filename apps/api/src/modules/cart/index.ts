import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export type { CartLine, CartService, CartSlot } from './cart.service';
export { toCart } from './cart.routes';
/** The `cart_items` table, for foreign keys of other modules' tables only. */
export { cartItems as cartItemsTable } from './cart.tables';

/**
 * The cart service over a database or a transaction: the checkout workflow creates it for its `tx`
 * (`cartServiceFor(tx).linesWith(userId, …)`, `.clearStatement(userId)`).
 */
export function cartServiceFor(db: Database, clock?: () => Date) {
  return createCartService(db, clock);
}

/** Routes under the API prefix: `GET`, `POST /keranjang`, `DELETE /keranjang/{itemType}/{itemId}` (students). */
export const cartModule: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes, { service: createCartService(app.db.db, app.clock) });
};
export { eraseCart } from './account-data.repository';
