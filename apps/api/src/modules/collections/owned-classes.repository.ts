import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlements } from './collections.tables';

/**
 * Ids of the live classes a user owns (bought alone or through a package: a package grants each of its classes), for
 * the student's calendar feed. One query.
 */
export async function ownedClassIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: entitlements.itemId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.itemType, 'kelas')));
  return rows.map((row) => row.itemId);
}

/** Whether the user owns the live class (bought alone or through a package); 1 query. */
export async function ownsClass(db: Database, userId: string, classId: string): Promise<boolean> {
  const rows = await db
    .select({ itemId: entitlements.itemId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.itemType, 'kelas'),
        eq(entitlements.itemId, classId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
