import type { Database } from '../db/client';
import { cartServiceFor } from '../modules/cart';
import { confirmHeldSlots, releaseSeats } from '../modules/catalogue';
import { releaseOrderSlots } from './bimble-checkout';
import { grantEntitlements, revokeEntitlements } from '../modules/collections';
import { type OrderRow, ordersRepositoryFor } from '../modules/orders';
import { vouchersFor } from './voucher-preview';
import { admitStudyRoomBuyer, releaseStudyRoomSeats, takeBackStudyRooms } from './study-room-purchases';

/** Statuses a pending order can end in without being paid. */
export type ClosedStatus = 'expired' | 'cancelled' | 'failed';

/**
 * Ends a pending order without payment, inside the caller's transaction (the caller holds the order's lock and
 * checked it is pending): gives back its seats (in classes, then in rooms), then its voucher use. Checkout also takes seats before the
 * voucher, so every transaction locks class rows before voucher rows and they cannot deadlock each other.
 * A payment that failed or expired puts the order's items back into the buyer's cart (what can still be bought);
 * an order the buyer cancelled himself does not (`restoreCart: false`): he chose to drop them.
 */
export async function closeOrder(
  tx: Database,
  order: OrderRow,
  status: ClosedStatus,
  now: Date,
  { restoreCart = true }: { restoreCart?: boolean } = {},
): Promise<OrderRow> {
  const orders = ordersRepositoryFor(tx);
  const classIds = await orders.seatClassIdsOf(order.id);
  if (classIds.length > 0) await releaseSeats(tx, classIds);
  const lines = await orders.linesOf([order.id]);
  await releaseStudyRoomSeats(tx, lines);
  if (order.voucherId) await vouchersFor(tx).release(order.voucherId);
  // Its slots are free again before the cart gets them back (a slot goes back only while nobody else holds it).
  await releaseOrderSlots(tx, order.id, status, now);
  const closed = await orders.setStatus(order.id, status, { closedAt: now });
  if (restoreCart) {
    await cartServiceFor(tx, () => now).restore(
      order.userId,
      lines.map(({ itemType, itemId, slotStartsAt, slotEndsAt }) => ({
        itemType,
        itemId,
        slot: slotStartsAt && slotEndsAt ? { startsAt: slotStartsAt, endsAt: slotEndsAt } : null,
      })),
    );
  }
  return closed;
}

/** Marks a pending order paid and grants what it bought, in the caller's transaction (which holds the lock). */
export async function markPaid(tx: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  const orders = ordersRepositoryFor(tx);
  const lines = await orders.linesOf([order.id]);
  await grantEntitlements(tx, {
    userId: order.userId,
    orderId: order.id,
    items: lines.map((line) => ({ itemType: line.itemType, itemId: line.itemId })),
  });
  // Seats held in study rooms become the buyer's places in them.
  await admitStudyRoomBuyer(tx, order, lines, now);
  // Held slots become the student's booked sessions.
  await confirmHeldSlots(tx, order.id);
  return orders.setStatus(order.id, 'paid', { paidAt: now });
}

/**
 * A paid order refunded by the gateway: its entitlements are taken back, its booked slots freed, its buyer taken out
 * of its study rooms.
 */
export async function markRefunded(tx: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  await revokeEntitlements(tx, order.id);
  await takeBackStudyRooms(tx, order, await ordersRepositoryFor(tx).linesOf([order.id]), now);
  await releaseOrderSlots(tx, order.id, 'refunded', now);
  return ordersRepositoryFor(tx).setStatus(order.id, 'refunded', { closedAt: now });
}

/** A locked pending order whose time is up becomes expired (lazy expiry); any other order is answered as it is. */
export async function expireIfOverdue(tx: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  if (order.status !== 'pending' || order.expiresAt.getTime() > now.getTime()) return order;
  return closeOrder(tx, order, 'expired', now);
}
