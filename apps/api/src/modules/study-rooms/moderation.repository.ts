import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseStudyRoomSeat } from './seats.repository';
import { studyRoomParticipants, studyRooms } from './study-rooms.tables';

/**
 * How one user stands in a study room, for its chat and its moderation (ADR 0049): the room's facts the rules need
 * and the user's participant row, if any (kept after a removal, with `removedAt`).
 */
export interface StudyRoomStanding {
  room: { id: string; tutorId: string; endsAt: Date; status: 'scheduled' | 'cancelled' };
  participant: { joinedAt: Date; mutedAt: Date | null; removedAt: Date | null } | null;
}

/** The room and the user's place in it (one query); null for an unknown room. */
export async function studyRoomStanding(
  db: Database,
  roomId: string,
  userId: string,
): Promise<StudyRoomStanding | null> {
  const [row] = await db
    .select({
      id: studyRooms.id,
      tutorId: studyRooms.tutorId,
      endsAt: studyRooms.endsAt,
      status: studyRooms.status,
      joinedAt: studyRoomParticipants.joinedAt,
      mutedAt: studyRoomParticipants.mutedAt,
      removedAt: studyRoomParticipants.removedAt,
    })
    .from(studyRooms)
    .leftJoin(
      studyRoomParticipants,
      and(eq(studyRoomParticipants.roomId, studyRooms.id), eq(studyRoomParticipants.userId, userId)),
    )
    .where(eq(studyRooms.id, roomId));
  if (!row) return null;
  return {
    room: { id: row.id, tutorId: row.tutorId, endsAt: row.endsAt, status: row.status },
    participant:
      row.joinedAt === null
        ? null
        : { joinedAt: row.joinedAt, mutedAt: row.mutedAt, removedAt: row.removedAt },
  };
}

/**
 * Mutes (`muted`) or unmutes a participant who was not removed. Answers false when there is no such participant.
 * Muting twice keeps the first time.
 */
export async function setStudyRoomParticipantMuted(
  db: Database,
  values: { roomId: string; userId: string; muted: boolean; at: Date },
): Promise<boolean> {
  const { roomId, userId, muted, at } = values;
  const activeRow = and(
    eq(studyRoomParticipants.roomId, roomId),
    eq(studyRoomParticipants.userId, userId),
    isNull(studyRoomParticipants.removedAt),
  );
  const updated = muted
    ? await db
        .update(studyRoomParticipants)
        .set({ mutedAt: at })
        .where(and(activeRow, isNull(studyRoomParticipants.mutedAt)))
        .returning({ userId: studyRoomParticipants.userId })
    : await db
        .update(studyRoomParticipants)
        .set({ mutedAt: null })
        .where(activeRow)
        .returning({ userId: studyRoomParticipants.userId });
  if (updated.length === 1) return true;
  // Already muted: still a participant, nothing to change.
  const [row] = await db
    .select({ userId: studyRoomParticipants.userId })
    .from(studyRoomParticipants)
    .where(activeRow);
  return row !== undefined;
}

/**
 * Removes a participant: the row keeps `removed_at` (they may not join again) and their seat is given back, in the
 * caller's transaction. Answers `removed`, `already` (removed before: nothing changes) or `none` (not a participant).
 */
export async function removeStudyRoomParticipant(
  db: Database,
  values: { roomId: string; userId: string; at: Date },
): Promise<'removed' | 'already' | 'none'> {
  const { roomId, userId, at } = values;
  const updated = await db
    .update(studyRoomParticipants)
    .set({ removedAt: at })
    .where(
      and(
        eq(studyRoomParticipants.roomId, roomId),
        eq(studyRoomParticipants.userId, userId),
        isNull(studyRoomParticipants.removedAt),
      ),
    )
    .returning({ userId: studyRoomParticipants.userId });
  if (updated.length === 1) {
    await releaseStudyRoomSeat(db, roomId);
    return 'removed';
  }
  const [row] = await db
    .select({ userId: studyRoomParticipants.userId })
    .from(studyRoomParticipants)
    .where(and(eq(studyRoomParticipants.roomId, roomId), eq(studyRoomParticipants.userId, userId)));
  return row ? 'already' : 'none';
}
