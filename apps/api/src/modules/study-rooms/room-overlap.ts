import type { SessionConflict, StudyRoomConflict } from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sessionsOfTutorBetween } from '../catalogue';
import { roomsRepositoryFor } from './rooms.repository';

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/** PostgreSQL error code of a failed query (drizzle wraps the driver's error as `cause`). */
function pgCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The tutor's live study room overlapping one of `ranges` (other than `exceptId`), as `SESSION_OVERLAP` names it. */
export async function studyRoomConflictOf(
  db: Database,
  tutorId: string,
  ranges: TimeRange[],
  exceptId?: string,
): Promise<StudyRoomConflict | null> {
  const room = await roomsRepositoryFor(db).firstOverlap(tutorId, ranges, exceptId);
  if (!room) return null;
  return {
    kind: 'study_room',
    studyRoomId: room.id,
    title: room.title,
    startsAt: room.startsAt.toISOString(),
    endsAt: room.endsAt.toISOString(),
  };
}

/** The tutor's first live class session overlapping one of `ranges` (1 query over their span). */
async function classSessionConflictOf(
  db: Database,
  tutorId: string,
  ranges: TimeRange[],
): Promise<SessionConflict | null> {
  if (ranges.length === 0) return null;
  const from = new Date(Math.min(...ranges.map((range) => range.startsAt.getTime())));
  const to = new Date(Math.max(...ranges.map((range) => range.endsAt.getTime())));
  const sessions = await sessionsOfTutorBetween(db, tutorId, from, to);
  const session = sessions.find((row) => ranges.some((range) => overlaps(row, range)));
  if (!session) return null;
  return {
    sessionId: session.id,
    classId: session.classId,
    classTitle: session.classTitle,
    title: session.title,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
  };
}

/**
 * Runs a write of rooms in a savepoint. When the exclusion constraint (`study_rooms_no_overlap`) or the trigger
 * across rooms and class sessions (`tutor_time_no_overlap`) refuses it with SQLSTATE 23P01, only the savepoint is
 * rolled back, what it collided with is looked up (a room first, then a class session) and `SESSION_OVERLAP` names
 * it.
 */
export async function refusingOverlap<T>(
  tx: Database,
  tutorId: string,
  ranges: TimeRange[],
  exceptId: string | undefined,
  write: (savepoint: Database) => Promise<T>,
): Promise<T> {
  try {
    return await roomsRepositoryFor(tx).inSavepoint(write);
  } catch (error) {
    if (pgCodeOf(error) !== '23P01') throw error;
    const conflict =
      (await studyRoomConflictOf(tx, tutorId, ranges, exceptId)) ??
      (await classSessionConflictOf(tx, tutorId, ranges));
    throw new AppError('SESSION_OVERLAP', undefined, conflict ?? undefined);
  }
}
