import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyRoomParticipants, studyRooms } from './study-rooms.tables';

/**
 * Seats of study rooms (ADR 0049): every taker (a free join, a checkout holding a paid seat) goes through
 * `takeStudyRoomSeat`, a guarded increment, so concurrent takers never overfill a room. Run these inside the
 * transaction that records what the seat is for.
 */

/** Takes one seat of a scheduled room that has not ended; false when it is full, cancelled, ended or unknown. */
export async function takeStudyRoomSeat(db: Database, roomId: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(studyRooms)
    .set({ seatsTaken: sql`${studyRooms.seatsTaken} + 1` })
    .where(
      and(
        eq(studyRooms.id, roomId),
        eq(studyRooms.status, 'scheduled'),
        sql`${studyRooms.endsAt} > ${now.toISOString()}`,
        sql`${studyRooms.seatsTaken} < ${studyRooms.capacity}`,
      ),
    )
    .returning({ id: studyRooms.id });
  return taken.length === 1;
}

/** Gives one seat back (a held order expired, failed or was refunded; the tutor removed a participant). */
export async function releaseStudyRoomSeat(db: Database, roomId: string): Promise<void> {
  await db
    .update(studyRooms)
    .set({ seatsTaken: sql`${studyRooms.seatsTaken} - 1` })
    .where(and(eq(studyRooms.id, roomId), sql`${studyRooms.seatsTaken} > 0`));
}

/**
 * Makes the user a participant (`orderId` for a paid seat). False when they already are one (or were removed): the
 * caller then gives back the seat it took.
 */
export async function addStudyRoomParticipant(
  db: Database,
  values: { roomId: string; userId: string; orderId: string | null; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(studyRoomParticipants)
    .values({ roomId: values.roomId, userId: values.userId, orderId: values.orderId, joinedAt: values.at })
    .onConflictDoNothing({ target: [studyRoomParticipants.roomId, studyRoomParticipants.userId] })
    .returning({ roomId: studyRoomParticipants.roomId });
  return inserted.length === 1;
}

/** Whether the user is a participant not removed by the tutor. */
export async function isActiveStudyRoomParticipant(
  db: Database,
  roomId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ roomId: studyRoomParticipants.roomId })
    .from(studyRoomParticipants)
    .where(
      and(
        eq(studyRoomParticipants.roomId, roomId),
        eq(studyRoomParticipants.userId, userId),
        isNull(studyRoomParticipants.removedAt),
      ),
    );
  return row !== undefined;
}
