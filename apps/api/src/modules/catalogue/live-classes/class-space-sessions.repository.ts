import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions } from './live-classes.tables';

/** A session of a class as the class space lists it (recordings are grouped by it). */
export interface ClassSpaceSession {
  id: string;
  title: string;
  startsAt: Date;
}

/** The scheduled sessions of a class in time order (neither cancelled nor held by a pending order); 1 query. */
export function sessionsOfClassSpace(db: Database, classId: string): Promise<ClassSpaceSession[]> {
  return db
    .select({ id: classSessions.id, title: classSessions.title, startsAt: classSessions.startsAt })
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), eq(classSessions.status, 'scheduled')))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.position));
}
