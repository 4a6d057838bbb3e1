import type { CartLineProblem, PurchasableItemType } from '@scola/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import {
  type BookableClass,
  bookableClass,
  type PurchasableItem,
  type PurchasableRef,
  purchasableItems,
  takenSlotIndexes,
} from '../catalogue';
import { ownedItems } from '../collections';
import type { Database } from '../../db/client';
import { type CartRow, type CartSlot, createCartRepository } from './cart.repository';
import { studyRoomLines, studyRoomProblemOf, type StudyRoomRefusal } from './study-room-lines';

export type { CartSlot } from './cart.repository';

/** A line of a cart: the item as it is now, whether the student owns it, and why it cannot be bought (if so). */
export interface CartLine extends PurchasableItem {
  owned: boolean;
  problem: CartLineProblem | null;
  /** A bimble slot line: the slot (the item is its class, and it takes no seat); null for every other line. */
  slot: CartSlot | null;
  addedAt: Date;
}

/** Why the cart refuses an item. */
type CartRefusal =
  | 'NOT_FOUND'
  | 'ITEM_NOT_FOR_SALE'
  | 'ITEM_ALREADY_OWNED'
  | 'ITEM_ALREADY_IN_CART'
  | 'CLASS_FULL'
  | 'CLASS_NOT_BIMBLE'
  | 'CLASS_NEEDS_SLOTS'
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_TAKEN'
  | StudyRoomRefusal;

const keyOf = (itemType: PurchasableItemType, itemId: string) => `${itemType}:${itemId}`;

const roomIdsOf = (rows: readonly PurchasableRef[]) =>
  rows.filter((row) => row.itemType === 'study-room').map((row) => row.itemId);

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
  // A line put in before the rule (or an order's line put back) must not reach checkout as a whole class.
  if (item.bookedBySlot) return 'CLASS_NEEDS_SLOTS';
  if (owned) return 'ITEM_ALREADY_OWNED';
  if (item.seatsLeft === 0) return 'CLASS_FULL';
  return null;
}

/** A slot line's problem: its class no longer for sale, its slot started, or another booking holding it. */
function slotProblemOf(
  item: PurchasableItem,
  slot: CartSlot,
  taken: boolean,
  now: Date,
): CartLineProblem | null {
  if (!item.forSale) return 'ITEM_NOT_FOR_SALE';
  if (slot.startsAt.getTime() <= now.getTime()) return 'SLOT_UNAVAILABLE';
  return taken ? 'SLOT_TAKEN' : null;
}

const slotOf = (row: CartRow<unknown>): CartSlot | null =>
  row.slotStartsAt && row.slotEndsAt ? { startsAt: row.slotStartsAt, endsAt: row.slotEndsAt } : null;

/**
 * The cart of a student, over a database or a transaction (`createCartService(tx)` in the checkout's). `clock`: what
 * "now" is for slot lines (a slot that has started cannot be bought).
 */
export function createCartService(db: Database, clock: () => Date = () => new Date()) {
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
    const now = clock();
    const rooms = await studyRoomLines(db, userId, roomIdsOf(rows), now);
    const items = [...(await purchasableItems(db, rows)), ...[...rooms.values()].map((room) => room.item)];
    const packageClasses = ownershipRefs(items).filter(
      (ref) => !rows.some((row) => keyOf(row.itemType, row.itemId) === keyOf(ref.itemType, ref.itemId)),
    );
    const owned =
      packageClasses.length > 0 ? await ownedItems(db, userId, packageClasses) : new Set<string>();
    for (const row of rows) if (row.ownedItself && !slotOf(row)) owned.add(keyOf(row.itemType, row.itemId));
    const itemOf = new Map(items.map((item) => [keyOf(item.itemType, item.itemId), item]));
    const slotLines = rows.flatMap((row) => {
      const slot = slotOf(row);
      const tutorId = itemOf.get(keyOf(row.itemType, row.itemId))?.tutorId;
      return slot && tutorId ? [{ row, slot: { ...slot, tutorId } }] : [];
    });
    const taken = await takenSlotIndexes(
      db,
      slotLines.map((line) => line.slot),
    );
    const takenRows = new Set(slotLines.filter((_, index) => taken.has(index)).map((line) => line.row));
    return rows.flatMap((row) => {
      const item = itemOf.get(keyOf(row.itemType, row.itemId));
      if (!item) return [];
      const slot = slotOf(row);
      if (slot) {
        // A slot is a session of the class, not a seat in it; owning the class does not stop booking more slots.
        const line: CartLine = {
          ...item,
          classIds: [],
          seatsLeft: null,
          owned: false,
          slot,
          addedAt: row.addedAt,
          problem: null,
        };
        return [{ ...line, problem: slotProblemOf(item, slot, takenRows.has(row), now), row: row.extra }];
      }
      const room = item.itemType === 'study-room' ? rooms.get(item.itemId) : undefined;
      const isMine = room ? room.refusal === 'ITEM_ALREADY_OWNED' : isOwned(item, owned);
      return [
        {
          ...item,
          owned: isMine,
          problem: room ? studyRoomProblemOf(room.refusal) : problemOf(item, isMine),
          slot: null,
          addedAt: row.addedAt,
          row: row.extra,
        },
      ];
    });
  }

  /** A study room as `place` reads it; undefined when there is no such room. */
  async function placeableRoom(userId: string, roomId: string) {
    return (await studyRoomLines(db, userId, [roomId], clock())).get(roomId.toLowerCase());
  }

  async function linesOf(userId: string): Promise<CartLine[]> {
    return (await readLines(userId)).map(({ row: _row, ...line }) => line);
  }

  /** Adds an item unless the cart refuses it; answers the refusal (`null` when added) and the item read. */
  async function place(
    userId: string,
    ref: PurchasableRef,
  ): Promise<{ refusal: CartRefusal | null; item?: PurchasableItem }> {
    const room = ref.itemType === 'study-room' ? await placeableRoom(userId, ref.itemId) : undefined;
    const [item] = room ? [room.item] : await purchasableItems(db, [ref]);
    const refused = (refusal: CartRefusal | null) => ({ refusal, item });
    if (!item) return refused('NOT_FOUND');
    if (room?.refusal && room.refusal !== 'STUDY_ROOM_FULL') return refused(room.refusal);
    if (!item.forSale) return refused('ITEM_NOT_FOR_SALE');
    if (item.bookedBySlot) return refused('CLASS_NEEDS_SLOTS');
    const owned = await ownedItems(db, userId, ownershipRefs([item]));
    if (isOwned(item, owned)) return refused('ITEM_ALREADY_OWNED');
    const lines = (await linesOf(userId)).filter((line) => line.slot === null);
    const key = keyOf(item.itemType, item.itemId);
    const sharesClass = (line: CartLine) => line.classIds.some((id) => item.classIds.includes(id));
    if (lines.some((line) => keyOf(line.itemType, line.itemId) === key || sharesClass(line))) {
      return refused('ITEM_ALREADY_IN_CART');
    }
    if (item.seatsLeft === 0) return refused(room ? 'STUDY_ROOM_FULL' : 'CLASS_FULL');
    return refused((await repository.insert(userId, item)) ? null : 'ITEM_ALREADY_IN_CART');
  }

  /**
   * Adds a slot of a bimble class unless the cart refuses it (the caller checked that it is a free slot of the
   * tutor's availability); answers the refusal (`null` when added).
   */
  async function placeSlot(userId: string, klass: BookableClass | undefined, slot: CartSlot) {
    if (!klass) return 'NOT_FOUND' satisfies CartRefusal;
    if (!klass.forSale) return 'ITEM_NOT_FOR_SALE' satisfies CartRefusal;
    if (klass.kind !== 'bimble') return 'CLASS_NOT_BIMBLE' satisfies CartRefusal;
    if (slot.startsAt.getTime() <= clock().getTime()) return 'SLOT_UNAVAILABLE' satisfies CartRefusal;
    if ((await takenSlotIndexes(db, [{ ...slot, tutorId: klass.tutorId }])).size > 0)
      return 'SLOT_TAKEN' satisfies CartRefusal;
    const added = await repository.insert(userId, { itemType: 'kelas', itemId: klass.id }, slot);
    return added ? null : ('ITEM_ALREADY_IN_CART' satisfies CartRefusal);
  }

  return {
    linesOf,
    placeSlot,
    /**
     * `linesOf`, each line with `row`: what `withRow` (an SQL expression over the cart row's item type and id, e.g.
     * a scalar subquery of another module) answered for it, read in the cart's own query (one round trip less).
     */
    linesWith: readLines,

    /**
     * Adds an item. Refusals, in this order: `NOT_FOUND`, `ITEM_NOT_FOR_SALE`, `CLASS_NEEDS_SLOTS` (a bimbel class:
     * booked by slots through `addSlot`), `ITEM_ALREADY_OWNED`,
     * `ITEM_ALREADY_IN_CART` (the item, or a class it shares with a line of the cart; a concurrent add of the same
     * item too), `CLASS_FULL`.
     */
    async add(userId: string, ref: PurchasableRef): Promise<void> {
      const { refusal, item } = await place(userId, ref);
      if (refusal === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'Item tidak ditemukan.');
      if (refusal === 'CLASS_NEEDS_SLOTS' && item) {
        throw new AppError(refusal, undefined, {
          itemType: ref.itemType,
          itemId: item.itemId,
          title: item.title,
        });
      }
      if (refusal && item && refusal.startsWith('STUDY_ROOM_'))
        throw new AppError(refusal, undefined, {
          itemType: 'study-room',
          itemId: item.itemId,
          title: item.title,
        });
      if (refusal) throw new AppError(refusal);
    },

    /**
     * Puts back the items of an order that ended unpaid (failed or expired payment), so the buyer never finds an
     * empty cart: each item the cart would accept now goes back, the others (bought meanwhile, withdrawn, full, or
     * already in the cart) are left out. Answers the items put back.
     */
    async restore<Ref extends PurchasableRef & { slot?: CartSlot | null }>(
      userId: string,
      refs: readonly Ref[],
    ): Promise<Ref[]> {
      const restored: Ref[] = [];
      for (const ref of refs) {
        const refusal = ref.slot
          ? await placeSlot(userId, await bookableClass(db, ref.itemId), ref.slot)
          : (await place(userId, ref)).refusal;
        if (refusal === null) restored.push(ref);
      }
      return restored;
    },

    /**
     * Adds a slot of a bimble class (`klass` as `bookableClass` read it). Refusals, in this order: `NOT_FOUND`,
     * `ITEM_NOT_FOR_SALE`, `CLASS_NOT_BIMBLE`, `SLOT_UNAVAILABLE` (started), `SLOT_TAKEN`, `ITEM_ALREADY_IN_CART`.
     */
    async addSlot(userId: string, klass: BookableClass | undefined, slot: CartSlot): Promise<void> {
      const refusal = await placeSlot(userId, klass, slot);
      if (refusal === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
      if (refusal && klass) {
        const details = { itemType: 'kelas' as const, itemId: klass.id, title: klass.title };
        if (refusal === 'SLOT_TAKEN' || refusal === 'SLOT_UNAVAILABLE')
          throw new AppError(refusal, undefined, { ...details, slotStartsAt: slot.startsAt.toISOString() });
        if (refusal === 'ITEM_NOT_FOR_SALE') throw new AppError(refusal, undefined, details);
        throw new AppError(refusal);
      }
    },
    /** Removes a line (with `slotStartsAt`: that slot line of the class); nothing happens when it is not there. */
    remove: (userId: string, ref: PurchasableRef, slotStartsAt: Date | null = null) =>
      repository.remove(userId, ref, slotStartsAt),

    /** Empties the cart (the checkout does it in its transaction once the order exists). */
    clear: (userId: string) => repository.clear(userId),

    /** The statement that empties the cart, not run: the checkout runs it within its order insert (one round trip). */
    clearStatement: (userId: string) => repository.clearStatement(userId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
