import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionAttendance } from './attendance.tables';

export interface AttendanceRow {
  sessionId: string;
  userId: string;
  firstJoinedAt: Date;
  lastJoinedAt: Date;
  joinCount: number;
}

/**
 * Records that the user joined the session at `at`: the first join makes the row, a later one moves
 * `last_joined_at` and counts up in the same statement (concurrent joins of one user never make two rows).
 */
export async function recordJoin(
  db: Database,
  sessionId: string,
  userId: string,
  at: Date,
): Promise<AttendanceRow> {
  const [row] = await db
    .insert(sessionAttendance)
    .values({ sessionId, userId, firstJoinedAt: at, lastJoinedAt: at, joinCount: 1 })
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.userId],
      set: {
        lastJoinedAt: sql`greatest(${sessionAttendance.lastJoinedAt}, excluded.last_joined_at)`,
        joinCount: sql`${sessionAttendance.joinCount} + 1`,
      },
    })
    .returning();
  if (!row) throw new Error('attendance upsert returned no row');
  return row;
}

/** The user's attendance of the sessions, by session id (1 query). */
export async function attendanceOfUser(
  db: Database,
  userId: string,
  sessionIds: readonly string[],
): Promise<Map<string, AttendanceRow>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sessionAttendance)
    .where(and(eq(sessionAttendance.userId, userId), inArray(sessionAttendance.sessionId, [...sessionIds])));
  return new Map(rows.map((row) => [row.sessionId, row]));
}

/** How many students joined each session, by session id (1 query; only students' joins are recorded). */
export async function attendeeCounts(
  db: Database,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: sessionAttendance.sessionId, value: count() })
    .from(sessionAttendance)
    .where(inArray(sessionAttendance.sessionId, [...sessionIds]))
    .groupBy(sessionAttendance.sessionId);
  return new Map(rows.map((row) => [row.sessionId, row.value]));
}

/** How many of the sessions each user attended, by user id (1 query). */
export async function sessionsAttendedBy(
  db: Database,
  sessionIds: readonly string[],
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0 || userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: sessionAttendance.userId, value: count() })
    .from(sessionAttendance)
    .where(
      and(
        inArray(sessionAttendance.sessionId, [...sessionIds]),
        inArray(sessionAttendance.userId, [...userIds]),
      ),
    )
    .groupBy(sessionAttendance.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}

/** Records attendance rows unless they exist (demo data: running the seed again changes nothing). */
export async function ensureAttendance(
  db: Database,
  rows: readonly { sessionId: string; userId: string; joinedAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sessionAttendance)
    .values(
      rows.map((row) => ({
        sessionId: row.sessionId,
        userId: row.userId,
        firstJoinedAt: row.joinedAt,
        lastJoinedAt: row.joinedAt,
      })),
    )
    .onConflictDoNothing();
}
