import type { Database } from '../../db/client';
import { createCollectionsRepository } from './collections.repository';

/*
 * Who owns a class, for its tutor's records (`/tutor/kelas/siswa`, `/tutor/kelas-riwayat`): the entitlements of
 * kind `kelas`, whether bought alone or through a package (a package grants each of its classes).
 */

/** Students enrolled in each of the classes (1 query); classes without students are absent. */
export function enrolmentCounts(db: Database, classIds: readonly string[]): Promise<Map<string, number>> {
  return createCollectionsRepository(db).classOwnerCounts(classIds);
}

/** The students of a class with when they enrolled, the earliest first (`limit` null: all of them); 1 query. */
export async function enrolmentsOf(
  db: Database,
  classId: string,
  window: { limit: number | null; offset: number },
): Promise<{ userId: string; enrolledAt: Date }[]> {
  const rows = await createCollectionsRepository(db).classOwners(classId, window);
  return rows.map((row) => ({ userId: row.userId, enrolledAt: row.grantedAt }));
}

/**
 * Enrolments in any of the classes since `since` (the tutor dashboard's new students): how many, and the `limit`
 * latest with the class and when; 2 queries.
 */
export async function recentEnrolments(
  db: Database,
  classIds: readonly string[],
  since: Date,
  limit: number,
): Promise<{ total: number; latest: { userId: string; classId: string; enrolledAt: Date }[] }> {
  const { total, latest } = await createCollectionsRepository(db).recentClassOwners(classIds, since, limit);
  return {
    total,
    latest: latest.map((row) => ({ userId: row.userId, classId: row.classId, enrolledAt: row.grantedAt })),
  };
}
