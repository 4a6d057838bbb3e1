import type {
  AdminExpertise,
  AdminExpertiseCategoryListQuery,
  AdminExpertiseListQuery,
  AdminSubjectListQuery,
  ExpertiseCategoryInput,
  ExpertiseInput,
  SubjectInput,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { referenceChanges, type AuditSink, type ReferenceAdminDeps } from './reference-admin.changes';
import { createReferenceAdminRepository } from './reference-admin.repository';
import { toAdminCategory, toAdminExpertise, toAdminSubject } from './reference-admin.wire';

export type { AuditSink, ReferenceAdminDeps, ReferenceChange } from './reference-admin.changes';

const windowOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
const metaOf = (query: { page: number; pageSize: number }, total: number) => ({
  page: query.page,
  pageSize: query.pageSize,
  total,
});

export type ReferenceAdminService = ReturnType<typeof createReferenceAdminService>;

/**
 * The admin console's reference data: lists with archived items and usage counts, and the changes (each one in a
 * transaction with its audit row; see `reference-admin.changes.ts`).
 */
export function createReferenceAdminService(db: Database, deps: ReferenceAdminDeps) {
  const repository = createReferenceAdminRepository(db);

  return {
    async listSubjects(query: AdminSubjectListQuery) {
      const { rows, total } = await repository.listSubjects(query, windowOf(query));
      const usage = await deps.usage.subjects(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => toAdminSubject(row, usage.get(row.id) ?? 0)),
        meta: metaOf(query, total),
      };
    },

    async listCategories(query: AdminExpertiseCategoryListQuery) {
      const { rows, total } = await repository.listCategories(query, windowOf(query));
      const usage = await repository.expertiseCountsByCategory(rows.map((row) => row.id));
      return {
        data: rows.map((row) => toAdminCategory(row, usage.get(row.id) ?? 0)),
        meta: metaOf(query, total),
      };
    },

    async listExpertise(query: AdminExpertiseListQuery) {
      const { rows, total } = await repository.listExpertise(
        { ...query, categoryId: query.kategori },
        windowOf(query),
      );
      const usage = await deps.usage.expertise(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => toAdminExpertise(row, usage.get(row.id) ?? 0)),
        meta: metaOf(query, total),
      };
    },

    async expertise(id: string): Promise<AdminExpertise> {
      const row = await repository.expertise(id);
      if (!row) throw new AppError('NOT_FOUND', 'Keahlian tidak ditemukan.');
      const usage = await deps.usage.expertise(db, [id]);
      return toAdminExpertise(row, usage.get(id) ?? 0);
    },

    changes: (audit: AuditSink) => referenceChanges(db, deps, audit),
  };
}

export type { SubjectInput, ExpertiseCategoryInput, ExpertiseInput };
