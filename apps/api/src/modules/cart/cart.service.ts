import type { CartLineProblem, PurchasableItemType } from '@scola/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { type PurchasableItem, type PurchasableRef, purchasableItems } from '../catalogue';
import { ownedItems } from '../collections';
import type { Database } from '../../db/client';
import { createCartRepository } from './cart.repository';

/** A line of a cart: the item as it is now, whether the student owns it, and why it cannot be bought (if so). */
export interface CartLine extends PurchasableItem {
  owned: boolean;
  problem: CartLineProblem | null;
  addedAt: Date;
}

/** Why the cart refuses an item. */
type CartRefusal =
  'NOT_FOUND' | 'ITEM_NOT_FOR_SALE' | 'ITEM_ALREADY_OWNED' | 'ITEM_ALREADY_IN_CART' | 'CLASS_FULL';

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

/** The cart of a student, over a database or a transaction (`createCartService(tx)` in the checkout's). */
export function createCartService(db: Database) {
  const repository = createCartRepository(db);

  /**
   * The student's cart, oldest line first, with current prices (a constant number of queries). Lines whose item no
   * longer exists at all are left out (nothing can be shown or bought of them). `withRow`: a column the caller reads
   * with each cart row in the same query (`row: null` when the cart is empty or no such column was asked for).
   */
  async function readLines<T>(
    userId: string,
    withRow?: (itemType: SQLWrapper, itemId: SQLWrapper) => SQL<T>,
  ): Promise<(CartLine & { row: T | null })[]> {
    const rows = await repository.rowsOf(userId, withRow);
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

  async function linesOf(userId: string): Promise<CartLine[]> {
    return (await readLines(userId)).map(({ row: _row, ...line }) => line);
  }

  /** Adds an item unless the cart refuses it; answers the refusal (`null` when added). */
  async function place(userId: string, ref: PurchasableRef): Promise<CartRefusal | null> {
    const [item] = await purchasableItems(db, [ref]);
    if (!item) return 'NOT_FOUND';
    if (!item.forSale) return 'ITEM_NOT_FOR_SALE';
    const owned = await ownedItems(db, userId, ownershipRefs([item]));
    if (isOwned(item, owned)) return 'ITEM_ALREADY_OWNED';
    const lines = await linesOf(userId);
    const key = keyOf(item.itemType, item.itemId);
    const sharesClass = (line: CartLine) => line.classIds.some((id) => item.classIds.includes(id));
    if (lines.some((line) => keyOf(line.itemType, line.itemId) === key || sharesClass(line))) {
      return 'ITEM_ALREADY_IN_CART';
    }
    if (item.seatsLeft === 0) return 'CLASS_FULL';
    return (await repository.insert(userId, item)) ? null : 'ITEM_ALREADY_IN_CART';
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
    async add(userId: string, ref: PurchasableRef): Promise<void> {
      const refusal = await place(userId, ref);
      if (refusal === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'Item tidak ditemukan.');
      if (refusal) throw new AppError(refusal);
    },

    /**
     * Puts back the items of an order that ended unpaid (failed or expired payment), so the buyer never finds an
     * empty cart: each item the cart would accept now goes back, the others (bought meanwhile, withdrawn, full, or
     * already in the cart) are left out. Answers the items put back.
     */
    async restore(userId: string, refs: readonly PurchasableRef[]): Promise<PurchasableRef[]> {
      const restored: PurchasableRef[] = [];
      for (const ref of refs) if ((await place(userId, ref)) === null) restored.push(ref);
      return restored;
    },

    /** Removes a line; nothing happens when it is not in the cart. */
    remove: (userId: string, ref: PurchasableRef) => repository.remove(userId, ref),

    /** Empties the cart (the checkout does it in its transaction once the order exists). */
    clear: (userId: string) => repository.clear(userId),

    /** The statement that empties the cart, not run: the checkout runs it within its order insert (one round trip). */
    clearStatement: (userId: string) => repository.clearStatement(userId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
