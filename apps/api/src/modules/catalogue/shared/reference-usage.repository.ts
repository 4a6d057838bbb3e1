import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { tutorExpertise, tutorSubjects } from '../tutors/tutors.tables';

/**
 * How many catalogue records use each reference item, for the admin console (an item in use is archived, not
 * deleted). One query per referencing table, whatever the number of ids; ids nobody uses are absent.
 */
type CountQuery = PromiseLike<{ id: string; n: number }[]>;

/** One after the other: inside a transaction they share one connection. */
async function sumCounts(parts: (() => CountQuery)[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const part of parts) {
    for (const row of await part()) counts.set(row.id, (counts.get(row.id) ?? 0) + row.n);
  }
  return counts;
}

const n = sql<number>`count(*)::int`;

/** Live classes, materials and tutor profiles per subject. */
export function subjectUsageCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return Promise.resolve(new Map<string, number>());
  return sumCounts([
    () =>
      db
        .select({ id: liveClasses.subjectId, n })
        .from(liveClasses)
        .where(inArray(liveClasses.subjectId, ids))
        .groupBy(liveClasses.subjectId),
    () =>
      db
        .select({ id: materials.subjectId, n })
        .from(materials)
        .where(inArray(materials.subjectId, ids))
        .groupBy(materials.subjectId),
    () =>
      db
        .select({ id: tutorSubjects.subjectId, n })
        .from(tutorSubjects)
        .where(inArray(tutorSubjects.subjectId, ids))
        .groupBy(tutorSubjects.subjectId),
  ]);
}

/** Skill courses and tutor profiles per expertise. */
export function expertiseUsageCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return Promise.resolve(new Map<string, number>());
  return sumCounts([
    () =>
      db
        .select({ id: skillCourses.expertiseId, n })
        .from(skillCourses)
        .where(inArray(skillCourses.expertiseId, ids))
        .groupBy(skillCourses.expertiseId),
    () =>
      db
        .select({ id: tutorExpertise.expertiseId, n })
        .from(tutorExpertise)
        .where(inArray(tutorExpertise.expertiseId, ids))
        .groupBy(tutorExpertise.expertiseId),
  ]);
}
