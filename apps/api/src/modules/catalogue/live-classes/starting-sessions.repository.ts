import { and, eq, gt, lte } from 'drizzle-orm';
import type { LiveClassKind } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { classSessions, liveClasses } from './live-classes.tables';

export interface StartingSession {
  sessionId: string;
  classId: string;
  classTitle: string;
  kind: LiveClassKind;
  tutorId: string;
  startsAt: Date;
  /** The student who booked it (bimbel); null for a session of the whole class. */
  bookedBy: string | null;
}

/** Scheduled sessions (not held, not cancelled) starting in `(from, to]`, for the reminders (ADR 0044); 1 query. */
export function sessionsStartingBetween(db: Database, from: Date, to: Date): Promise<StartingSession[]> {
  return db
    .select({
      sessionId: classSessions.id,
      classId: liveClasses.id,
      classTitle: liveClasses.title,
      kind: liveClasses.kind,
      tutorId: classSessions.tutorId,
      startsAt: classSessions.startsAt,
      bookedBy: classSessions.bookedBy,
    })
    .from(classSessions)
    .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId))
    .where(
      and(
        eq(classSessions.status, 'scheduled'),
        gt(classSessions.startsAt, from),
        lte(classSessions.startsAt, to),
      ),
    )
    .orderBy(classSessions.startsAt)
    .limit(1000);
}
