import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tutorDisplayNameOf, tutorIsPublicOf } from '../catalogue';
import { studyRoomParticipants, studyRooms } from './study-rooms.tables';

/**
 * What buying a paid study room needs of this module (ADR 0049): the rooms as the cart shows them, who already
 * takes part, and taking a refunded buyer out. Seats are `seats.repository.ts`'s.
 */

/** A room as the cart and the checkout read it, as it is now. */
export interface StudyRoomForSale {
  id: string;
  title: string;
  tutorId: string;
  tutorName: string;
  /** Integer rupiah; 0 is a free room (joined, never bought). */
  price: number;
  capacity: number;
  seatsTaken: number;
  cancelled: boolean;
  startsAt: Date;
  endsAt: Date;
  /** Its tutor is verified and not suspended. */
  tutorPublic: boolean;
}

/** The rooms among `ids` (unknown ids left out); one query. */
export async function studyRoomsForSale(db: Database, ids: readonly string[]): Promise<StudyRoomForSale[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: studyRooms.id,
      title: studyRooms.title,
      tutorId: studyRooms.tutorId,
      tutorName: tutorDisplayNameOf(studyRooms.tutorId),
      price: studyRooms.price,
      capacity: studyRooms.capacity,
      seatsTaken: studyRooms.seatsTaken,
      status: studyRooms.status,
      startsAt: studyRooms.startsAt,
      endsAt: studyRooms.endsAt,
      tutorPublic: tutorIsPublicOf(studyRooms.tutorId),
    })
    .from(studyRooms)
    .where(inArray(studyRooms.id, unique));
  return rows.map(({ status, tutorName, ...row }) => ({
    ...row,
    tutorName: tutorName ?? '',
    cancelled: status === 'cancelled',
  }));
}

/** The user's rows among these rooms: `removed` when the tutor took them out (they may not come back). */
export async function participationsOf(
  db: Database,
  userId: string,
  roomIds: readonly string[],
): Promise<Map<string, { removed: boolean; orderId: string | null }>> {
  const unique = [...new Set(roomIds.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      roomId: studyRoomParticipants.roomId,
      removedAt: studyRoomParticipants.removedAt,
      orderId: studyRoomParticipants.orderId,
    })
    .from(studyRoomParticipants)
    .where(and(eq(studyRoomParticipants.userId, userId), inArray(studyRoomParticipants.roomId, unique)));
  return new Map(rows.map((row) => [row.roomId, { removed: row.removedAt !== null, orderId: row.orderId }]));
}

/**
 * Takes out the participant a refunded order made (its row, so that buying again later is possible); answers the
 * room when a row went, with whether it had started then (the caller gives the seat back only before the start).
 */
export async function leaveStudyRoomOfOrder(
  db: Database,
  input: { roomId: string; userId: string; orderId: string; now: Date },
): Promise<{ started: boolean } | null> {
  const gone = await db
    .delete(studyRoomParticipants)
    .where(
      and(
        eq(studyRoomParticipants.roomId, input.roomId),
        eq(studyRoomParticipants.userId, input.userId),
        eq(studyRoomParticipants.orderId, input.orderId),
      ),
    )
    .returning({ roomId: studyRoomParticipants.roomId });
  if (gone.length === 0) return null;
  const [room] = await db
    .select({ startsAt: studyRooms.startsAt })
    .from(studyRooms)
    .where(eq(studyRooms.id, input.roomId));
  return { started: room ? room.startsAt.getTime() <= input.now.getTime() : true };
}

/** When each of these rooms starts (a paid room's sale stays pending until then, like a class's). */
export async function studyRoomStarts(db: Database, ids: readonly string[]): Promise<Map<string, Date>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: studyRooms.id, startsAt: studyRooms.startsAt })
    .from(studyRooms)
    .where(inArray(studyRooms.id, unique));
  return new Map(rows.map((row) => [row.id, row.startsAt]));
}
