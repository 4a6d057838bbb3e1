import type { TutorTimeZone } from '@scola/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isPublicTutor } from './tutors.repository';
import { tutorProfiles } from './tutors.tables';

/*
 * The tutor's time zone (`tutor_profiles.time_zone`): availability rules are wall-clock times in it. Read for the
 * tutor's own workspace (any profile) or for students (public tutors only), written by the tutor.
 */

async function zoneWhere(db: Database, where: SQL | undefined): Promise<TutorTimeZone | null> {
  const [row] = await db
    .select({ timeZone: tutorProfiles.timeZone })
    .from(tutorProfiles)
    .where(where)
    .limit(1);
  return (row?.timeZone as TutorTimeZone | undefined) ?? null;
}

/** The zone of the tutor's profile, or null when the user has no tutor profile. */
export const tutorTimeZoneOf = (db: Database, tutorId: string) =>
  zoneWhere(db, eq(tutorProfiles.userId, tutorId));

/** The zone of a public (verified, not suspended) tutor, or null when `tutorId` is not one. */
export const publicTutorTimeZoneOf = (db: Database, tutorId: string) =>
  zoneWhere(db, and(eq(tutorProfiles.userId, tutorId), isPublicTutor));

/** Sets the tutor's zone; answers false when the user has no tutor profile. */
export async function setTutorTimeZone(
  db: Database,
  tutorId: string,
  timeZone: TutorTimeZone,
): Promise<boolean> {
  const rows = await db
    .update(tutorProfiles)
    .set({ timeZone })
    .where(eq(tutorProfiles.userId, tutorId))
    .returning({ id: tutorProfiles.userId });
  return rows.length > 0;
}
