import type { CartLineProblem, PurchasableItemType } from '@scola/contracts';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type PurchasableItem, type PurchasableRef, purchasableItems } from '../catalogue';
import { ownedItems, ownsItem } from '../collections';
import { cartItems } from './cart.tables';

/** A line of a cart: the item as it is now, whether the student owns it, and why it cannot be bought (if so). */
export interface CartLine extends PurchasableItem {
  owned: boolean;
  problem: CartLineProblem | null;
  addedAt: Date;
}

const keyOf = (itemType: PurchasableItemType, itemId: string) => `${itemType}:${itemId}`;

/** The refs whose ownership decides whether `items` are owned: each item, and each class of a package. */
const ownershipRefs = (items: readonly PurchasableItem[]): PurchasableRef[] => [
  ...items.map(({ itemType, itemId }) => ({ itemType, itemId })),
  ...items
    .filter((item) => item.itemType === 'kelas-paket')
    .flatMap((item) => item.classIds.map((itemId) => ({ itemType: 'kelas' as const, itemId }))),
];

/** Owned: the item itself, or (a package) any of its classes — buying it would pay for an owned class again. */
const isOwned = (item: PurchasableItem, owned: ReadonlySet<string>) =>
  owned.has(keyOf(item.itemType, item.itemId)) ||
  (item.itemType === 'kelas-paket' && item.classIds.some((id) => owned.has(keyOf('kelas', id))));

function problemOf(item: PurchasableItem, owned: boolean): CartLineProblem | null {
  if (!item.forSale) return 'ITEM_NOT_FOR_SALE';
  if (owned) return 'ITEM_ALREADY_OWNED';
  if (item.seatsLeft === 0) return 'CLASS_FULL';
  return null;
}

export function createCartService() {
  /**
   * The student's cart, oldest line first, with current prices (a constant number of queries). Lines whose item no
   * longer exists at all are left out (nothing can be shown or bought of them). `withRow`: a column the caller reads
   * with each cart row in the same query (`row: null` when the cart is empty or no such column was asked for).
   */
  async function readLines<T>(
    db: Database,
    userId: string,
    withRow?: (itemType: SQLWrapper, itemId: SQLWrapper) => SQL<T>,
  ): Promise<(CartLine & { row: T | null })[]> {
    const itemType = sql`${cartItems}.${sql.identifier(cartItems.itemType.name)}`;
    const itemId = sql`${cartItems}.${sql.identifier(cartItems.itemId.name)}`;
    const rows = await db
      .select({
        itemType: cartItems.itemType,
        itemId: cartItems.itemId,
        addedAt: cartItems.createdAt,
        // Whether the student owns the item itself, read with the row (a package's classes are asked below).
        ownedItself: ownsItem(userId, itemType, itemId),
        extra: withRow ? withRow(itemType, itemId) : sql<null>`null`,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    if (rows.length === 0) return [];
    const items = await purchasableItems(db, rows);
    const packageClasses = ownershipRefs(items).filter(
      (ref) => !rows.some((row) => keyOf(row.itemType, row.itemId) === keyOf(ref.itemType, ref.itemId)),
    );
    const owned =
      packageClasses.length > 0 ? await ownedItems(db, userId, packageClasses) : new Set<string>();
    const byKey = new Map(rows.map((row) => [keyOf(row.itemType, row.itemId), row]));
    for (const row of rows) if (row.ownedItself) owned.add(keyOf(row.itemType, row.itemId));
    return items.map((item) => {
      const isMine = isOwned(item, owned);
      const row = byKey.get(keyOf(item.itemType, item.itemId));
      return {
        ...item,
        owned: isMine,
        problem: problemOf(item, isMine),
        addedAt: row?.addedAt ?? new Date(0),
        row: row?.extra ?? null,
      };
    });
  }

  async function linesOf(db: Database, userId: string): Promise<CartLine[]> {
    return (await readLines(db, userId)).map(({ row: _row, ...line }) => line);
  }

  return {
    linesOf,

    /**
     * `linesOf`, each line with `row`: what `withRow` (an SQL expression over the cart row's item type and id, e.g.
     * a scalar subquery of another module) answered for it, read in the cart's own query (one round trip less).
     */
    linesWith: readLines,

    /**
     * Adds an item. Refusals, in this order: `NOT_FOUND`, `ITEM_NOT_FOR_SALE`, `ITEM_ALREADY_OWNED`,
     * `ITEM_ALREADY_IN_CART` (the item, or a class it shares with a line of the cart; a concurrent add of the same
     * item too), `CLASS_FULL`.
     */
    async add(db: Database, userId: string, ref: PurchasableRef): Promise<void> {
      const [item] = await purchasableItems(db, [ref]);
      if (!item) throw new AppError('NOT_FOUND', 'Item tidak ditemukan.');
      if (!item.forSale) throw new AppError('ITEM_NOT_FOR_SALE');
      const owned = await ownedItems(db, userId, ownershipRefs([item]));
      if (isOwned(item, owned)) throw new AppError('ITEM_ALREADY_OWNED');
      const lines = await linesOf(db, userId);
      const key = keyOf(item.itemType, item.itemId);
      const sharesClass = (line: CartLine) => line.classIds.some((id) => item.classIds.includes(id));
      if (lines.some((line) => keyOf(line.itemType, line.itemId) === key || sharesClass(line))) {
        throw new AppError('ITEM_ALREADY_IN_CART');
      }
      if (item.seatsLeft === 0) throw new AppError('CLASS_FULL');
      const inserted = await db
        .insert(cartItems)
        .values({ userId, itemType: item.itemType, itemId: item.itemId })
        .onConflictDoNothing({ target: [cartItems.userId, cartItems.itemType, cartItems.itemId] })
        .returning({ id: cartItems.id });
      if (inserted.length === 0) throw new AppError('ITEM_ALREADY_IN_CART');
    },

    /** Removes a line; nothing happens when it is not in the cart. */
    async remove(db: Database, userId: string, ref: PurchasableRef): Promise<void> {
      await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.itemType, ref.itemType),
            eq(cartItems.itemId, ref.itemId),
          ),
        );
    },

    /** Empties the cart (the checkout does it in its transaction once the order exists). */
    async clear(db: Database, userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },

    /**
     * The statement that empties the cart, not run: the checkout runs it within its order insert (one round trip).
     * Wrapped so that it is not a thenable (awaiting it by mistake would run it on its own).
     */
    clearStatement(db: Database, userId: string): { statement: SQLWrapper } {
      return { statement: db.delete(cartItems).where(eq(cartItems.userId, userId)) };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
