import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tutorApplications } from './tutor-applications.tables';

/** Tutor applications submitted and waiting for an admin's decision now (the admin dashboard; one query). */
export async function pendingApplicationCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tutorApplications)
    .where(eq(tutorApplications.status, 'submitted'));
  return row?.n ?? 0;
}
