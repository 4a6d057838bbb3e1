import type { Database } from '../db/client';
import { ownersOfItem } from '../modules/collections';

/**
 * The students a session is for: the one who booked it when it is a bimbel slot, otherwise everybody who owns its
 * class. Reminders, change e-mails and change notifications all go to them.
 */
export function studentsOfSession(
  db: Database,
  session: { classId: string; bookedBy: string | null },
): Promise<string[]> {
  if (session.bookedBy !== null) return Promise.resolve([session.bookedBy]);
  return ownersOfItem(db, 'kelas', session.classId);
}
