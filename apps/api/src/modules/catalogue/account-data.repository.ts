import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import { classSessions, liveClasses } from './live-classes/live-classes.tables';
import { reviews } from './reviews/reviews.tables';
import { tutorProfiles } from './tutors/tutors.tables';

/** The reviews the account wrote (and the tutors' replies to them), for its archive. */
export async function reviewsForExport(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt))
    .limit(EXPORT_ROW_LIMIT);
  return toExportRows(rows, ['authorId']);
}

/** A tutor's public profile and the classes they teach, for their archive; `null` when the account is no tutor. */
export async function tutorCatalogueForExport(db: Database, userId: string) {
  const profiles = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId)).limit(1);
  const profile = profiles[0];
  if (!profile) return null;
  const classes = await db
    .select({
      id: liveClasses.id,
      slug: liveClasses.slug,
      kind: liveClasses.kind,
      title: liveClasses.title,
      price: liveClasses.price,
      capacity: liveClasses.capacity,
      seatsTaken: liveClasses.seatsTaken,
      createdAt: liveClasses.createdAt,
    })
    .from(liveClasses)
    .where(eq(liveClasses.tutorId, userId))
    .orderBy(desc(liveClasses.createdAt))
    .limit(EXPORT_ROW_LIMIT);
  return { profile: toExportRows([profile])[0] ?? {}, classes: toExportRows(classes) };
}

/** How many of the tutor's class sessions (held or scheduled) are still to end: a deletion waits for them. */
export async function upcomingClassSessionsOfTutor(
  db: Database,
  tutorId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.tutorId, tutorId),
        inArray(classSessions.status, ['held', 'scheduled']),
        gt(classSessions.endsAt, now),
      ),
    );
  return rows[0]?.n ?? 0;
}

/**
 * Erases a deleted tutor's public profile (ADR 0051): name, texts, place and photo go; the row stays because
 * their past classes, sales and reviews point at it. Answers the photo's URL that was there, to delete its file.
 */
export async function eraseTutorProfile(db: Database, userId: string, erasedName: string) {
  const before = await db
    .select({ photoUrl: tutorProfiles.photoUrl })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, userId))
    .limit(1);
  if (before.length === 0) return { photoUrl: null };
  await db
    .update(tutorProfiles)
    .set({
      displayName: erasedName,
      headline: '',
      bio: '',
      education: '',
      experience: '',
      city: null,
      latitude: null,
      longitude: null,
      photoUrl: null,
    })
    .where(eq(tutorProfiles.userId, userId));
  return { photoUrl: before[0]?.photoUrl ?? null };
}
