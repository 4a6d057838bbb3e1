import { itemKeyOf, type PurchasableItemType } from '@scola/contracts';
import type { Database } from '../../db/client';
import { purchasableItems } from '../catalogue';
import { participationsOf } from '../study-rooms';
import { createCollectionsRepository } from './collections.repository';

/*
 * What other modules and the buying workflows do to a student's collection (on a database or their transaction):
 * ask what is owned, grant a paid order's items, revoke a refunded order's, follow a tutor.
 */

/**
 * The keys (`itemType:itemId`) of the items among `refs` the user owns. Runs on a transaction too. A study room is
 * owned by taking part in it (not removed by its tutor), free or paid: it has no entitlement (ADR 0049).
 */
export async function ownedItems(
  db: Database,
  userId: string,
  refs: readonly { itemType: PurchasableItemType; itemId: string }[],
): Promise<Set<string>> {
  const normalised = refs.map((ref) => ({ itemType: ref.itemType, itemId: ref.itemId.toLowerCase() }));
  const rooms = normalised.filter((ref) => ref.itemType === 'study-room').map((ref) => ref.itemId);
  const owned = await createCollectionsRepository(db).ownedAmong(
    userId,
    normalised.filter((ref) => ref.itemType !== 'study-room'),
  );
  const keys = new Set(owned.map((ref) => itemKeyOf(ref.itemType, ref.itemId)));
  for (const [roomId, taking] of await participationsOf(db, userId, rooms))
    if (!taking.removed) keys.add(itemKeyOf('study-room', roomId));
  return keys;
}

/**
 * Grants the items of a paid order (inside the settlement transaction: pass its `tx`). A package grants itself and
 * each of its classes. Study rooms are left out: a paid room makes its buyer a participant (the buying workflow). Idempotent: what the user already owns is left as it is (insert … on conflict do nothing).
 * Answers how many entitlements were new.
 */
export async function grantEntitlements(
  db: Database,
  input: {
    userId: string;
    orderId: string | null;
    items: readonly { itemType: PurchasableItemType; itemId: string }[];
    /** Default: the database's now. */
    grantedAt?: Date;
  },
): Promise<number> {
  const packageRefs = input.items.filter((item) => item.itemType === 'kelas-paket');
  const packages = packageRefs.length > 0 ? await purchasableItems(db, packageRefs) : [];
  const rows = new Map<string, { itemType: PurchasableItemType; itemId: string }>();
  const add = (itemType: PurchasableItemType, itemId: string) =>
    rows.set(itemKeyOf(itemType, itemId.toLowerCase()), { itemType, itemId: itemId.toLowerCase() });
  for (const item of input.items) if (item.itemType !== 'study-room') add(item.itemType, item.itemId);
  for (const item of packages) for (const classId of item.classIds) add('kelas', classId);
  return createCollectionsRepository(db).grant(
    [...rows.values()].map((row) => ({
      ...row,
      userId: input.userId,
      orderId: input.orderId,
      ...(input.grantedAt ? { grantedAt: input.grantedAt } : {}),
    })),
  );
}

/** Removes what a refunded order granted. Answers how many entitlements went. */
export function revokeEntitlements(db: Database, orderId: string): Promise<number> {
  return createCollectionsRepository(db).revokeOrder(orderId);
}

/**
 * Removes what an order granted of these items (the refunded lines' items, packages already expanded into their
 * classes by the caller). Answers how many entitlements went.
 */
export function revokeOrderItems(
  db: Database,
  orderId: string,
  items: readonly { itemType: PurchasableItemType; itemId: string }[],
): Promise<number> {
  return createCollectionsRepository(db).revokeOrderItems(
    orderId,
    items.map((item) => ({ itemType: item.itemType, itemId: item.itemId.toLowerCase() })),
  );
}

/** Makes the user follow a tutor (no-op when they already do); the caller checks the tutor is public. */
export function followTutor(db: Database, userId: string, tutorId: string, at: Date): Promise<void> {
  return createCollectionsRepository(db).follow(userId, tutorId, at);
}

/** The users who own an item (a class's enrolled students: a paid order or a package granted it). */
export function ownersOfItem(db: Database, itemType: PurchasableItemType, itemId: string): Promise<string[]> {
  return createCollectionsRepository(db).ownerIds(itemType, itemId.toLowerCase());
}
