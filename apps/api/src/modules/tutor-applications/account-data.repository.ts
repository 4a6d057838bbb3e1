import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toExportRows } from '../../lib/account-data';
import { tutorApplicationDocuments, tutorApplications } from './tutor-applications.tables';

/** The account's tutor applications with the names of their documents, for its archive. */
export async function tutorApplicationsForExport(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(tutorApplications)
    .where(eq(tutorApplications.userId, userId))
    .orderBy(desc(tutorApplications.createdAt));
  if (rows.length === 0) return [];
  const documents = await db
    .select({
      applicationId: tutorApplicationDocuments.applicationId,
      kind: tutorApplicationDocuments.kind,
      fileName: tutorApplicationDocuments.fileName,
      createdAt: tutorApplicationDocuments.createdAt,
    })
    .from(tutorApplicationDocuments)
    .where(
      inArray(
        tutorApplicationDocuments.applicationId,
        rows.map((row) => row.id),
      ),
    );
  return toExportRows(rows, ['userId', 'decidedBy']).map((application) => ({
    ...application,
    documents: toExportRows(
      documents.filter((document) => document.applicationId === application.id),
      ['applicationId'],
    ),
  }));
}

/**
 * A deleted account's tutor applications go with their documents (identity card, diploma): answers the storage keys
 * of those private files, to delete them after the commit.
 */
export async function eraseTutorApplications(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: tutorApplicationDocuments.storageKey })
    .from(tutorApplicationDocuments)
    .innerJoin(tutorApplications, eq(tutorApplications.id, tutorApplicationDocuments.applicationId))
    .where(eq(tutorApplications.userId, userId));
  await db.delete(tutorApplications).where(eq(tutorApplications.userId, userId));
  return rows.map((row) => row.key);
}
