import { and, eq, ne, sql } from 'drizzle-orm';
import type { LiveClassKind } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classSessions, liveClasses } from './live-classes.tables';

/** What the class space needs to know about a class before it decides who may enter (ADR 0039). */
export interface ClassSpaceFacts {
  id: string;
  title: string;
  kind: LiveClassKind;
  tutorId: string;
  tutorName: string;
  /** Whether `userId` booked a slot of this (bimbel) class that is not cancelled. */
  bookedByUser: boolean;
}

/** The class and whether the user booked one of its slots, or `null` when no such class exists; 1 query. */
export async function classSpaceFacts(
  db: Database,
  classId: string,
  userId: string,
): Promise<ClassSpaceFacts | null> {
  const booked = db
    .select({ one: sql`1` })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        eq(classSessions.bookedBy, userId),
        ne(classSessions.status, 'cancelled'),
        ne(classSessions.status, 'held'),
      ),
    );
  const rows = await db
    .select({
      id: liveClasses.id,
      title: liveClasses.title,
      kind: liveClasses.kind,
      tutorId: liveClasses.tutorId,
      tutorName: tutorProfiles.displayName,
      bookedByUser: sql<boolean>`exists ${booked}`,
    })
    .from(liveClasses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
    .where(eq(liveClasses.id, classId))
    .limit(1);
  return rows[0] ?? null;
}
