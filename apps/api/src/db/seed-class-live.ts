import { ensureAttendance } from '../modules/attendance';
import { liveSessionsOfClass } from '../modules/catalogue';
import { ownedClassIds } from '../modules/collections';
import { usersServiceFor } from '../modules/users';
import type { DatabaseHandle } from './client';
import { DEMO_COLLECTOR_EMAIL } from './seed-collections';

/**
 * Attendance of the demo student (`siswa@scola.id`) in the sessions of their classes that have ended, but the last
 * one of each class (so the overview and `/tutor/kelas/siswa` show both "Hadir" and "Tidak hadir"), joined five
 * minutes before each start. Idempotent: existing rows are kept.
 */
export async function seedClassLive(database: DatabaseHandle, now: Date): Promise<void> {
  const db = database.db;
  const student = await usersServiceFor(db).findByEmail(DEMO_COLLECTOR_EMAIL);
  if (!student) return;
  const rows: { sessionId: string; userId: string; joinedAt: Date }[] = [];
  for (const classId of await ownedClassIds(db, student.id)) {
    const ended = (await liveSessionsOfClass(db, classId)).filter(
      (session) => session.status === 'scheduled' && session.endsAt <= now,
    );
    for (const session of ended.slice(0, -1))
      rows.push({
        sessionId: session.id,
        userId: student.id,
        joinedAt: new Date(session.startsAt.getTime() - 5 * 60_000),
      });
  }
  await ensureAttendance(db, rows);
}
