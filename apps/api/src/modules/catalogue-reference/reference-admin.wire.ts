import type { AdminExpertise, AdminExpertiseCategory, AdminSubject } from '@scola/contracts';
import type { CategoryRow, SubjectRow } from './reference-admin.repository';

/** Rows as the admin console receives them. */
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toAdminSubject = (row: SubjectRow, usageCount: number): AdminSubject => ({
  ...row,
  archivedAt: iso(row.archivedAt),
  usageCount,
});
export const toAdminCategory = (row: CategoryRow, usageCount: number): AdminExpertiseCategory => ({
  ...row,
  archivedAt: iso(row.archivedAt),
  usageCount,
});
export const toAdminExpertise = (
  row: Omit<AdminExpertise, 'archivedAt' | 'usageCount'> & { archivedAt: Date | null },
  usageCount: number,
): AdminExpertise => ({ ...row, archivedAt: iso(row.archivedAt), usageCount });
