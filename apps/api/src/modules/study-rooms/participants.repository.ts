import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type StudyRoomParticipantRow,
  studyRoomParticipants,
  type StudyRoomRow,
  studyRooms,
} from './study-rooms.tables';

/**
 * Participants of study rooms as the student side reads them (ADR 0049): one user's row in a room, attendance, the
 * student's rooms, the rooms about to start and who is in them (reminders, "live now").
 */

/** The user's row in the room (removed ones too), or null; 1 query. */
export async function studyRoomParticipantOf(
  db: Database,
  roomId: string,
  userId: string,
): Promise<StudyRoomParticipantRow | null> {
  const [row] = await db
    .select()
    .from(studyRoomParticipants)
    .where(and(eq(studyRoomParticipants.roomId, roomId), eq(studyRoomParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Records that an active participant entered the meeting at `at`: first time kept, latest time and count moved
 * on, in one statement (two joins at once both count). False when they are not an active participant; 1 query.
 */
export async function recordStudyRoomAttendance(
  db: Database,
  roomId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(studyRoomParticipants)
    .set({
      firstAttendedAt: sql`coalesce(${studyRoomParticipants.firstAttendedAt}, ${at.toISOString()}::timestamptz)`,
      lastAttendedAt: sql`greatest(${studyRoomParticipants.lastAttendedAt}, ${at.toISOString()}::timestamptz)`,
      attendCount: sql`${studyRoomParticipants.attendCount} + 1`,
    })
    .where(
      and(
        eq(studyRoomParticipants.roomId, roomId),
        eq(studyRoomParticipants.userId, userId),
        isNull(studyRoomParticipants.removedAt),
      ),
    )
    .returning({ roomId: studyRoomParticipants.roomId });
  return rows.length === 1;
}

/** The active (not removed) participants of each room, by room id; 1 query. */
export async function activeParticipantIdsOfRooms(
  db: Database,
  roomIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byRoom = new Map<string, string[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({ roomId: studyRoomParticipants.roomId, userId: studyRoomParticipants.userId })
    .from(studyRoomParticipants)
    .where(and(inArray(studyRoomParticipants.roomId, [...roomIds]), isNull(studyRoomParticipants.removedAt)))
    .orderBy(asc(studyRoomParticipants.joinedAt));
  for (const row of rows) byRoom.get(row.roomId)?.push(row.userId);
  return byRoom;
}

/**
 * One page of the rooms the user takes part in (not removed). `upcoming`: scheduled and not ended (live ones too),
 * soonest first; `past`: ended or cancelled, latest first; 2 queries.
 */
export async function studyRoomsOfParticipant(
  db: Database,
  userId: string,
  when: 'upcoming' | 'past',
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: StudyRoomRow[]; total: number }> {
  const state: SQL | undefined =
    when === 'upcoming'
      ? and(eq(studyRooms.status, 'scheduled'), gt(studyRooms.endsAt, now))
      : or(eq(studyRooms.status, 'cancelled'), lte(studyRooms.endsAt, now));
  const where = and(eq(studyRoomParticipants.userId, userId), isNull(studyRoomParticipants.removedAt), state);
  const order =
    when === 'upcoming'
      ? [asc(studyRooms.startsAt), asc(studyRooms.id)]
      : [desc(studyRooms.startsAt), asc(studyRooms.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ room: studyRooms })
      .from(studyRoomParticipants)
      .innerJoin(studyRooms, eq(studyRooms.id, studyRoomParticipants.roomId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(studyRoomParticipants)
      .innerJoin(studyRooms, eq(studyRooms.id, studyRoomParticipants.roomId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.room), total: totals[0]?.n ?? 0 };
}

/** Scheduled rooms starting in `[from, to)`, for the reminders; 1 query. */
export async function studyRoomsStartingBetween(db: Database, from: Date, to: Date): Promise<StudyRoomRow[]> {
  return db
    .select()
    .from(studyRooms)
    .where(
      and(eq(studyRooms.status, 'scheduled'), gt(studyRooms.startsAt, from), lte(studyRooms.startsAt, to)),
    )
    .orderBy(asc(studyRooms.startsAt));
}

/**
 * The tutor's "live now": sets `live_started_at` once (false when it was already set, so the participants are
 * told once); 1 query.
 */
export async function markStudyRoomLive(db: Database, roomId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(studyRooms)
    .set({ liveStartedAt: at, updatedAt: at })
    .where(and(eq(studyRooms.id, roomId), isNull(studyRooms.liveStartedAt)))
    .returning({ id: studyRooms.id });
  return rows.length === 1;
}
