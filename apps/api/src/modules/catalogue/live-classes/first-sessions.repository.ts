import { and, inArray, isNull, min, ne, or, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions } from './live-classes.tables';

/**
 * When each class starts for a buyer: its earliest session not cancelled, among the class's own sessions and the
 * bimble slots `orderId` booked (other buyers' bookings do not count). Classes without such a session are left out.
 * Tutor earnings use it: a class's sale stays pending until then (ADR 0035).
 */
export async function firstSessionStarts(
  db: Database,
  classIds: readonly string[],
  orderId: string | null,
): Promise<Map<string, Date>> {
  if (classIds.length === 0) return new Map();
  const ownSessions = isNull(classSessions.orderId);
  const rows = await db
    .select({ classId: classSessions.classId, startsAt: min(classSessions.startsAt) })
    .from(classSessions)
    .where(
      and(
        inArray(classSessions.classId, [...classIds]),
        ne(classSessions.status, 'cancelled'),
        orderId ? or(ownSessions, eq(classSessions.orderId, orderId)) : ownSessions,
      ),
    )
    .groupBy(classSessions.classId);
  return new Map(rows.flatMap((row) => (row.startsAt ? [[row.classId, row.startsAt] as const] : [])));
}
