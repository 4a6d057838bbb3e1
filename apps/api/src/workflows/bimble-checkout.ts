import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import type { CartLine } from '../modules/cart';
import { holdSlots, releaseSlots } from '../modules/catalogue';
import type { OrderLineRow } from '../modules/orders';
import { freeSlotOrRefuse } from './bimble-slots';

type SlotLine = Pick<CartLine, 'itemId' | 'title' | 'tutorId' | 'slot'>;

/** Why a slot cannot be bought, naming the class and the slot (the web shows which slot and drops the line). */
export function slotRefusal(
  code: 'SLOT_TAKEN' | 'SLOT_UNAVAILABLE',
  line: Pick<CartLine, 'itemId' | 'title'>,
  startsAt: Date,
): AppError {
  return new AppError(code, undefined, {
    itemType: 'kelas',
    itemId: line.itemId,
    title: line.title,
    slotStartsAt: startsAt.toISOString(),
  });
}

const slotLinesOf = <Line extends SlotLine>(lines: readonly Line[]) =>
  lines
    .filter(
      (line): line is Line & { slot: NonNullable<Line['slot']>; tutorId: string } =>
        !!line.slot && !!line.tutorId,
    )
    .sort((a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime());

/**
 * Checkout's check that each slot line is still a free slot of its tutor (availability, notice, horizon, and no
 * other booking): `SLOT_UNAVAILABLE` or `SLOT_TAKEN` naming the first slot that is not.
 */
export async function verifyCartSlots(tx: Database, lines: readonly SlotLine[], now: Date): Promise<void> {
  for (const line of slotLinesOf(lines)) {
    const free = await freeSlotOrRefuse(
      tx,
      { id: line.itemId, title: line.title, tutorId: line.tutorId },
      line.slot.startsAt,
      now,
    );
    if (free.endsAt.getTime() !== line.slot.endsAt.getTime()) {
      // The tutor changed the slot length since the slot was added: the line no longer matches what is offered.
      throw slotRefusal('SLOT_UNAVAILABLE', line, line.slot.startsAt);
    }
  }
}

/**
 * Holds the cart's slots for the new order (a `held` session each, in time order). A slot another checkout holds or
 * booked meanwhile: `SLOT_TAKEN` naming it, and the caller's transaction rolls back (no order, nothing else held).
 */
export async function holdCartSlots(
  tx: Database,
  order: { orderId: string; userId: string },
  lines: readonly SlotLine[],
): Promise<void> {
  for (const line of slotLinesOf(lines)) {
    const clash = await holdSlots(tx, {
      classId: line.itemId,
      tutorId: line.tutorId,
      title: line.title,
      orderId: order.orderId,
      userId: order.userId,
      slots: [line.slot],
    });
    if (clash !== null) throw slotRefusal('SLOT_TAKEN', line, line.slot.startsAt);
  }
}

/** Why a slot's hold or booking was released, as the tutor's calendar and history show it. */
const releaseReasons = {
  expired: 'Pesanan kedaluwarsa sebelum dibayar.',
  cancelled: 'Pesanan dibatalkan.',
  failed: 'Pembayaran gagal.',
  refunded: 'Dana pesanan dikembalikan.',
} as const;

/** Frees the order's slots (all, or those of the given lines) so that others can book them again. */
export async function releaseOrderSlots(
  tx: Database,
  orderId: string,
  why: keyof typeof releaseReasons,
  now: Date,
  lines?: readonly Pick<OrderLineRow, 'slotStartsAt'>[],
): Promise<number> {
  const startsAt = lines?.flatMap((line) => (line.slotStartsAt ? [line.slotStartsAt] : []));
  return releaseSlots(tx, orderId, { now, reason: releaseReasons[why], ...(startsAt ? { startsAt } : {}) });
}
