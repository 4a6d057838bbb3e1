import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyRoomParticipants, studyRooms } from './study-rooms.tables';

/** The columns of a room card (`studyRoomCardSchema`) and of the tutor's view of a room. */
export const studyRoomCardColumns = {
  id: studyRooms.id,
  tutorId: studyRooms.tutorId,
  templateId: studyRooms.templateId,
  seriesId: studyRooms.seriesId,
  subjectId: studyRooms.subjectId,
  grade: studyRooms.grade,
  title: studyRooms.title,
  description: studyRooms.description,
  startsAt: studyRooms.startsAt,
  endsAt: studyRooms.endsAt,
  durationMinutes: studyRooms.durationMinutes,
  capacity: studyRooms.capacity,
  seatsTaken: studyRooms.seatsTaken,
  price: studyRooms.price,
  meetingUrl: studyRooms.meetingUrl,
  status: studyRooms.status,
  cancelledAt: studyRooms.cancelledAt,
  cancelReason: studyRooms.cancelReason,
  liveStartedAt: studyRooms.liveStartedAt,
};

export type StudyRoomCardRow = Awaited<ReturnType<RoomsRepository['byIds']>>[number];

/** No room has this id: `in ()` is not SQL, so an empty list asks for it instead. */
const NIL = '00000000-0000-0000-0000-000000000000';

export type TutorRoomsWhen = 'upcoming' | 'live' | 'past';

/**
 * `upcoming`: scheduled, not started by the tutor, starting after `now`; `live`: scheduled and not ended, started by
 * the tutor or inside its time; `past`: ended or cancelled.
 */
function whenCondition(when: TutorRoomsWhen, now: Date): SQL | undefined {
  const at = now.toISOString();
  const scheduled = eq(studyRooms.status, 'scheduled');
  if (when === 'upcoming')
    return and(scheduled, gt(studyRooms.startsAt, now), sql`${studyRooms.liveStartedAt} is null`);
  if (when === 'live')
    return and(
      scheduled,
      gt(studyRooms.endsAt, now),
      or(isNotNull(studyRooms.liveStartedAt), sql`${studyRooms.startsAt} <= ${at}`),
    );
  return or(eq(studyRooms.status, 'cancelled'), lte(studyRooms.endsAt, now));
}

/** Study rooms as their tutor schedules and edits them (ADR 0049). */
export function roomsRepositoryFor(db: Database) {
  return {
    /** A room, `lock`ed `for update` when a change follows. */
    async byId(id: string, lock = false) {
      const query = db.select(studyRoomCardColumns).from(studyRooms).where(eq(studyRooms.id, id));
      const [row] = await (lock ? query.for('update', { of: studyRooms }) : query);
      return row ?? null;
    },

    byIds(ids: string[]) {
      return db
        .select(studyRoomCardColumns)
        .from(studyRooms)
        .where(inArray(studyRooms.id, ids.length === 0 ? [NIL] : ids))
        .orderBy(asc(studyRooms.startsAt), asc(studyRooms.id));
    },

    /** One page of a tutor's rooms in a view, and the total (2 queries). */
    async page(tutorId: string, when: TutorRoomsWhen, now: Date, window: { limit: number; offset: number }) {
      const where = and(eq(studyRooms.tutorId, tutorId), whenCondition(when, now));
      const order =
        when === 'past'
          ? [desc(studyRooms.startsAt), desc(studyRooms.id)]
          : [asc(studyRooms.startsAt), asc(studyRooms.id)];
      const rows = await db
        .select(studyRoomCardColumns)
        .from(studyRooms)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await db.select({ value: count() }).from(studyRooms).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Runs `write` in a savepoint: when the exclusion constraint or the tutor-time trigger refuses it (23P01) only the
     * savepoint is rolled back, so the transaction can still look up what it collided with.
     */
    inSavepoint<T>(write: (savepoint: Database) => Promise<T>): Promise<T> {
      return db.transaction((savepoint) => write(savepoint));
    },

    /** Inserts rooms; answers their ids in the order given (1 query). */
    async insert(rows: (typeof studyRooms.$inferInsert)[]): Promise<string[]> {
      const inserted = await db.insert(studyRooms).values(rows).returning({ id: studyRooms.id });
      return inserted.map((row) => row.id);
    },

    async update(id: string, patch: Partial<typeof studyRooms.$inferInsert>): Promise<void> {
      await db
        .update(studyRooms)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(studyRooms.id, id));
    },

    /** Deletes a room nobody holds a seat of; false when a seat was taken meanwhile. */
    async deleteEmpty(id: string): Promise<boolean> {
      const rows = await db
        .delete(studyRooms)
        .where(and(eq(studyRooms.id, id), eq(studyRooms.seatsTaken, 0)))
        .returning({ id: studyRooms.id });
      return rows.length === 1;
    },

    /** The tutor's first live room overlapping one of `ranges` (half-open), other than `exceptId`. */
    async firstOverlap(tutorId: string, ranges: { startsAt: Date; endsAt: Date }[], exceptId?: string) {
      if (ranges.length === 0) return null;
      const [row] = await db
        .select({
          id: studyRooms.id,
          title: studyRooms.title,
          startsAt: studyRooms.startsAt,
          endsAt: studyRooms.endsAt,
        })
        .from(studyRooms)
        .where(
          and(
            eq(studyRooms.tutorId, tutorId),
            ne(studyRooms.status, 'cancelled'),
            exceptId === undefined ? undefined : ne(studyRooms.id, exceptId),
            or(
              ...ranges.map((range) =>
                and(
                  sql`${studyRooms.startsAt} < ${range.endsAt.toISOString()}`,
                  gt(studyRooms.endsAt, range.startsAt),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(studyRooms.startsAt))
        .limit(1);
      return row ?? null;
    },

    /** Every participant of a room (removed ones too), earliest first (1 query). */
    participantsOf(roomId: string) {
      return db
        .select()
        .from(studyRoomParticipants)
        .where(eq(studyRoomParticipants.roomId, roomId))
        .orderBy(asc(studyRoomParticipants.joinedAt), asc(studyRoomParticipants.userId));
    },

    /** How many participant rows a room has (removed ones too: their messages and attendance stay with the room). */
    async participantCount(roomId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(studyRoomParticipants)
        .where(eq(studyRoomParticipants.roomId, roomId));
      return row?.value ?? 0;
    },
  };
}

export type RoomsRepository = ReturnType<typeof roomsRepositoryFor>;

/** A room and its participants not removed by the tutor, for the e-mail telling them of a change (2 queries). */
export async function studyRoomAudience(db: Database, roomId: string) {
  const rooms = roomsRepositoryFor(db);
  const room = await rooms.byId(roomId);
  if (!room) return null;
  const participants = await rooms.participantsOf(roomId);
  return { room, userIds: participants.filter((row) => row.removedAt === null).map((row) => row.userId) };
}
