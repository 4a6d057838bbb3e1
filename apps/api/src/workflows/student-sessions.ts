import type { UpcomingSession } from '@scola/contracts';
import type { Database } from '../db/client';
import { scheduledSessionsOfStudent } from '../modules/catalogue';
import { ownedClassIds } from '../modules/collections';
import { joinWindowOf } from './class-space-sessions';

const DAY = 86_400_000;
/** How far ahead the home looks, and how many sessions it lists. */
export const UPCOMING_WINDOW_DAYS = 14;
export const UPCOMING_LIMIT = 5;

/**
 * The student's next sessions (`GET /api/koleksi/sesi`): scheduled sessions of the group classes they own and the
 * bimbel slots they booked and paid, that have not ended (one in progress counts), soonest first. Two queries.
 */
export async function upcomingSessionsOfStudent(
  db: Database,
  studentId: string,
  now: Date,
): Promise<UpcomingSession[]> {
  const owned = await ownedClassIds(db, studentId);
  const rows = await scheduledSessionsOfStudent(
    db,
    studentId,
    owned,
    now,
    new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY),
  );
  return rows.slice(0, UPCOMING_LIMIT).map((row) => {
    const window = joinWindowOf(row);
    // The link is the student's within the join window only (ADR 0043); the web joins through the class space.
    const open = window.opensAt <= now && now < window.closesAt;
    return {
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      meetingUrl: open ? row.meetingUrl : null,
      joinOpensAt: window.opensAt.toISOString(),
      classId: row.classId,
      classTitle: row.classTitle,
      classKind: row.classKind,
    };
  });
}
