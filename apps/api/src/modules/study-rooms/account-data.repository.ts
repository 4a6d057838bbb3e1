import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import { studyRoomParticipants, studyRooms } from './study-rooms.tables';

/** The study rooms the account joined (as a participant), for its archive. */
export async function studyRoomsJoinedForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      roomId: studyRooms.id,
      title: studyRooms.title,
      startsAt: studyRooms.startsAt,
      endsAt: studyRooms.endsAt,
      orderId: studyRoomParticipants.orderId,
      joinedAt: studyRoomParticipants.joinedAt,
      removedAt: studyRoomParticipants.removedAt,
      attendCount: studyRoomParticipants.attendCount,
    })
    .from(studyRoomParticipants)
    .innerJoin(studyRooms, eq(studyRooms.id, studyRoomParticipants.roomId))
    .where(eq(studyRoomParticipants.userId, userId))
    .orderBy(desc(studyRooms.startsAt))
    .limit(EXPORT_ROW_LIMIT);
  return toExportRows(rows);
}

/** The study rooms a tutor leads, for their archive (the meeting link is the room's, left out). */
export async function tutorStudyRoomsForExport(db: Database, tutorId: string) {
  const rows = await db
    .select({
      id: studyRooms.id,
      title: studyRooms.title,
      startsAt: studyRooms.startsAt,
      endsAt: studyRooms.endsAt,
      capacity: studyRooms.capacity,
      seatsTaken: studyRooms.seatsTaken,
      price: studyRooms.price,
      status: studyRooms.status,
    })
    .from(studyRooms)
    .where(eq(studyRooms.tutorId, tutorId))
    .orderBy(desc(studyRooms.startsAt))
    .limit(EXPORT_ROW_LIMIT);
  return toExportRows(rows);
}

/** How many of the tutor's study rooms are still to end and not cancelled (a deletion waits for them). */
export async function upcomingStudyRoomsOfTutor(db: Database, tutorId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studyRooms)
    .where(
      and(eq(studyRooms.tutorId, tutorId), eq(studyRooms.status, 'scheduled'), gt(studyRooms.endsAt, now)),
    );
  return rows[0]?.n ?? 0;
}
