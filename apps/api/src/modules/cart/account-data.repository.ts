import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems } from './cart.tables';

/** A deleted account's cart goes (ADR 0051). */
export async function eraseCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
