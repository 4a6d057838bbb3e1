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
