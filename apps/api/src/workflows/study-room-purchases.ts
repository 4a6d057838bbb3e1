import type { Database } from '../db/client';
import { movePendingCredit, pendingSaleCredits } from '../modules/earnings';
import { type OrderLineRow, paidLinesOfItems } from '../modules/orders';
import {
  addStudyRoomParticipant,
  leaveStudyRoomOfOrder,
  releaseStudyRoomSeat,
  studyRoomStarts,
  takeStudyRoomSeat,
} from '../modules/study-rooms';

/**
 * Paid study rooms through the order lifecycle (ADR 0049, "Paid rooms"): a room line holds one seat of its room
 * from checkout; payment turns the seat into a participant with the order's id; an order that ends unpaid gives the
 * seat back; a refund takes the participant out (and the seat back, before the room starts).
 */

type RoomLine = Pick<OrderLineRow, 'itemType' | 'itemId'>;

/** The rooms of these lines, each once, in a fixed order (every checkout locks room rows in the same order). */
export const studyRoomIdsOf = (lines: readonly RoomLine[]) =>
  [
    ...new Set(
      lines.filter((line) => line.itemType === 'study-room').map((line) => line.itemId.toLowerCase()),
    ),
  ].sort();

/**
 * In the checkout's transaction: one seat of each room line. Answers the first room that had no seat left (full,
 * or cancelled or ended meanwhile): the caller refuses the checkout and its transaction gives back what was taken.
 */
export async function holdStudyRoomSeats(
  tx: Database,
  lines: readonly RoomLine[],
  now: Date,
): Promise<string | null> {
  for (const roomId of studyRoomIdsOf(lines)) if (!(await takeStudyRoomSeat(tx, roomId, now))) return roomId;
  return null;
}

/** An order that ended unpaid (expired, cancelled, failed): its rooms' seats go back. */
export async function releaseStudyRoomSeats(tx: Database, lines: readonly RoomLine[]): Promise<void> {
  for (const roomId of studyRoomIdsOf(lines)) await releaseStudyRoomSeat(tx, roomId);
}

/**
 * A paid order (in the settlement's transaction, or a free checkout's): its buyer takes part in each room, the seat
 * the order held becoming theirs. Exactly once: a second settlement finds the participant and gives back the seat
 * it would have doubled, as does a buyer who already took part (or was removed) by then.
 */
export async function admitStudyRoomBuyer(
  tx: Database,
  order: { id: string; userId: string },
  lines: readonly RoomLine[],
  now: Date,
): Promise<void> {
  for (const roomId of studyRoomIdsOf(lines)) {
    const added = await addStudyRoomParticipant(tx, {
      roomId,
      userId: order.userId,
      orderId: order.id,
      at: now,
    });
    if (!added) await releaseStudyRoomSeat(tx, roomId);
  }
}

/**
 * Refunded room lines (an admin's refund, or the gateway's of the whole order): the participant this order made is
 * taken out, and the seat goes back while the room has not started (after the start a seat is of no use).
 */
export async function takeBackStudyRooms(
  tx: Database,
  order: { id: string; userId: string },
  lines: readonly RoomLine[],
  now: Date,
): Promise<void> {
  for (const roomId of studyRoomIdsOf(lines)) {
    const left = await leaveStudyRoomOfOrder(tx, { roomId, userId: order.userId, orderId: order.id, now });
    if (left && !left.started) await releaseStudyRoomSeat(tx, roomId);
  }
}

/** When each of these lines' rooms starts: a room's sale stays pending until then (like a class's first session). */
export function studyRoomStartsOf(tx: Database, lines: readonly RoomLine[]): Promise<Map<string, Date>> {
  return studyRoomStarts(tx, studyRoomIdsOf(lines));
}

/**
 * In the transaction that moves rooms (the tutor's edit): each sale of them still pending follows the room's new
 * start, so the tutor's credit stays pending until the room really starts. A credit moves only to a date ahead.
 */
export async function followStudyRoomStarts(
  tx: Database,
  roomIds: readonly string[],
  now: Date,
): Promise<void> {
  const lines = await paidLinesOfItems(tx, { classIds: [], packageIds: [], roomIds });
  const credits = await pendingSaleCredits(
    tx,
    lines.map((line) => line.id),
    now,
  );
  if (credits.length === 0) return;
  const starts = await studyRoomStartsOf(tx, lines);
  for (const credit of credits) {
    const line = lines.find((candidate) => candidate.id === credit.orderLineId);
    const start = line ? starts.get(line.itemId.toLowerCase()) : undefined;
    if (start && start.getTime() > now.getTime() && start.getTime() !== credit.availableAt.getTime())
      await movePendingCredit(tx, credit.entryId, start);
  }
}
