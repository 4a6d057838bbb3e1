import type { PurchasableItemType } from '@scola/contracts';
import { and, asc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PurchasableRef } from '../catalogue';
import { ownsItem } from '../collections';
import { cartItems } from './cart.tables';

/** A cart row as read: the item it points at, when it was added, whether the student owns the item itself. */
export interface CartRow<T> {
  itemType: PurchasableItemType;
  itemId: string;
  addedAt: Date;
  ownedItself: boolean;
  /** A bimble slot line: the slot; null for every other line. */
  slotStartsAt: Date | null;
  slotEndsAt: Date | null;
  extra: T | null;
}

/** A bimble slot of a class, as a cart line holds it. */
export interface CartSlot {
  startsAt: Date;
  endsAt: Date;
}

/** The only code that touches `cart_items`. Works on a transaction too (create it for the `tx`). */
export function createCartRepository(db: Database) {
  return {
    /**
     * The student's cart rows, oldest first, each with whether the student owns the item itself (read in the same
     * query) and `extra`: what `withRow` (an SQL expression over the row's item type and id) answered for it.
     */
    async rowsOf<T>(
      userId: string,
      withRow?: (itemType: SQLWrapper, itemId: SQLWrapper) => SQL<T>,
    ): Promise<CartRow<T>[]> {
      const itemType = sql`${cartItems}.${sql.identifier(cartItems.itemType.name)}`;
      const itemId = sql`${cartItems}.${sql.identifier(cartItems.itemId.name)}`;
      return db
        .select({
          itemType: cartItems.itemType,
          itemId: cartItems.itemId,
          addedAt: cartItems.createdAt,
          slotStartsAt: cartItems.slotStartsAt,
          slotEndsAt: cartItems.slotEndsAt,
          ownedItself: ownsItem(userId, itemType, itemId),
          extra: withRow ? withRow(itemType, itemId) : sql<null>`null`,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    /**
     * Inserts a line (with `slot`: a slot line of the class); answers false when the student's cart has it already (a
     * concurrent add included).
     */
    async insert(userId: string, ref: PurchasableRef, slot: CartSlot | null = null): Promise<boolean> {
      const inserted = await db
        .insert(cartItems)
        .values({
          userId,
          itemType: ref.itemType,
          itemId: ref.itemId,
          slotStartsAt: slot?.startsAt ?? null,
          slotEndsAt: slot?.endsAt ?? null,
        })
        // The unique key (nulls not distinct) covers the slot: any conflict is "already in the cart".
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return inserted.length > 0;
    },

    /** Removes the plain line of the item, or (with `slotStartsAt`) that slot line of the class. */
    async remove(userId: string, ref: PurchasableRef, slotStartsAt: Date | null = null): Promise<void> {
      await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.itemType, ref.itemType),
            eq(cartItems.itemId, ref.itemId),
            slotStartsAt ? eq(cartItems.slotStartsAt, slotStartsAt) : isNull(cartItems.slotStartsAt),
          ),
        );
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /** The statement that empties the cart, not run (wrapped so that awaiting it by mistake does not run it). */
    clearStatement(userId: string): { statement: SQLWrapper } {
      return { statement: db.delete(cartItems).where(eq(cartItems.userId, userId)) };
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
