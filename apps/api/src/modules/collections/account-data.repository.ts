import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import { entitlements, lessonProgress, tutorFollows } from './collections.tables';

/** The account's collection for its archive: owned items, tutors followed, lessons done. */
export async function collectionsForExport(db: Database, userId: string) {
  const [items, follows, progress] = await Promise.all([
    db
      .select()
      .from(entitlements)
      .where(eq(entitlements.userId, userId))
      .orderBy(desc(entitlements.grantedAt))
      .limit(EXPORT_ROW_LIMIT),
    db.select().from(tutorFollows).where(eq(tutorFollows.userId, userId)).limit(EXPORT_ROW_LIMIT),
    db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)).limit(EXPORT_ROW_LIMIT),
  ]);
  return {
    items: toExportRows(items, ['userId']),
    tutorsFollowed: toExportRows(follows, ['userId']),
    lessonProgress: toExportRows(progress, ['userId']),
  };
}

/**
 * A deleted account's follows and lesson progress go (ADR 0051). What it owns stays: each item is the trace of a
 * paid order the records law keeps, and nobody can sign in to use it any more.
 */
export async function eraseCollections(db: Database, userId: string): Promise<void> {
  await db.delete(tutorFollows).where(eq(tutorFollows.userId, userId));
  await db.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
}
