import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions } from '../live-classes/live-classes.tables';

/** A session as the class space's live view needs it (ADR 0043). */
export interface LiveSessionRow {
  id: string;
  classId: string;
  position: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: 'held' | 'scheduled' | 'cancelled';
  meetingUrl: string | null;
  liveStartedAt: Date | null;
  bookedBy: string | null;
}

const liveColumns = {
  id: classSessions.id,
  classId: classSessions.classId,
  position: classSessions.position,
  title: classSessions.title,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  status: classSessions.status,
  meetingUrl: classSessions.meetingUrl,
  liveStartedAt: classSessions.liveStartedAt,
  bookedBy: classSessions.bookedBy,
};

/**
 * The class's sessions by start, held bimbel slots (unpaid orders) left out; with `bookedBy`, only the slots that
 * student booked (1 query).
 */
export function liveSessionsOfClass(
  db: Database,
  classId: string,
  bookedBy?: string,
): Promise<LiveSessionRow[]> {
  return db
    .select(liveColumns)
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        ne(classSessions.status, 'held'),
        bookedBy === undefined ? undefined : eq(classSessions.bookedBy, bookedBy),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

/** One session of the class (not a held slot), or null (1 query). */
export async function liveSessionOf(
  db: Database,
  classId: string,
  sessionId: string,
): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select(liveColumns)
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        eq(classSessions.id, sessionId),
        ne(classSessions.status, 'held'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the session started at `at` unless it already is; answers whether this call started it (a second start is
 * a no-op, so two clicks or two tabs notify once).
 */
export async function markSessionLive(db: Database, sessionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(classSessions)
    .set({ liveStartedAt: at })
    .where(and(eq(classSessions.id, sessionId), isNull(classSessions.liveStartedAt)))
    .returning({ id: classSessions.id });
  return rows.length > 0;
}
