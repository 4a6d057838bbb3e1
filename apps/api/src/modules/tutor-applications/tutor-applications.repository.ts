import type {
  TutorApplicationStatus,
  TutorBiodata,
  TutorDocumentKind,
  TutorTeaching,
} from '@scola/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userContactOf } from '../users';
import {
  type TutorApplicationDocumentRow,
  tutorApplicationDocuments,
  type TutorApplicationRow,
  tutorApplications,
} from './tutor-applications.tables';

const editable: TutorApplicationStatus[] = ['draft', 'needs_changes'];

/**
 * For the admin's tutor list (a workflow's derived table): every application's `id`, `user_id`, `status`,
 * `submitted_at` and `decided_at`.
 */
export const applicationSummaries = (): SQL =>
  sql`(select ${tutorApplications.id} as id, ${tutorApplications.userId} as user_id, ${tutorApplications.status} as status,
    ${tutorApplications.submittedAt} as submitted_at, ${tutorApplications.decidedAt} as decided_at
    from ${tutorApplications})`;

export type TutorApplicationsRepository = ReturnType<typeof tutorApplicationsRepositoryFor>;

/** The only queries of `tutor_applications` and its documents. */
export function tutorApplicationsRepositoryFor(db: Database) {
  return {
    async findByUser(userId: string): Promise<TutorApplicationRow | null> {
      const [row] = await db.select().from(tutorApplications).where(eq(tutorApplications.userId, userId));
      return row ?? null;
    },

    async findById(id: string): Promise<TutorApplicationRow | null> {
      const [row] = await db.select().from(tutorApplications).where(eq(tutorApplications.id, id));
      return row ?? null;
    },

    /** The user's application, created as a draft when missing (idempotent under races through the unique key). */
    async ensureFor(userId: string): Promise<TutorApplicationRow> {
      await db.insert(tutorApplications).values({ userId }).onConflictDoNothing();
      const row = await this.findByUser(userId);
      if (!row) throw new Error('tutor application vanished');
      return row;
    },

    /** Seeds: inserts a submitted application with its documents unless the account already has one. */
    async insertSubmitted(values: {
      userId: string;
      biodata: TutorBiodata;
      teaching: TutorTeaching;
      submittedAt: Date;
      documents: { kind: TutorDocumentKind; fileName: string; mime: string; storageKey: string }[];
    }): Promise<boolean> {
      const { documents, ...application } = values;
      const [row] = await db
        .insert(tutorApplications)
        .values({ ...application, status: 'submitted', createdAt: values.submittedAt })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      if (documents.length === 0) return true;
      await db
        .insert(tutorApplicationDocuments)
        .values(documents.map((document) => ({ ...document, applicationId: row.id })));
      return true;
    },

    /** Saves a step while the application is editable; `null` when it is not (submitted or decided). */
    async saveStep(
      id: string,
      values: { biodata?: TutorBiodata; teaching?: TutorTeaching },
    ): Promise<TutorApplicationRow | null> {
      const [row] = await db
        .update(tutorApplications)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tutorApplications.id, id), inArray(tutorApplications.status, editable)))
        .returning();
      return row ?? null;
    },

    /** Moves an editable application to `submitted`; `null` when it was not editable. */
    async submit(id: string, at: Date): Promise<TutorApplicationRow | null> {
      const [row] = await db
        .update(tutorApplications)
        .set({ status: 'submitted', submittedAt: at, reviewNote: null, updatedAt: at })
        .where(and(eq(tutorApplications.id, id), inArray(tutorApplications.status, editable)))
        .returning();
      return row ?? null;
    },

    /** Decides a submitted application; `null` when it is not (or no longer) submitted. */
    async decide(
      id: string,
      decision: {
        status: 'approved' | 'needs_changes' | 'rejected';
        reason: string | null;
        by: string | null;
      },
      at: Date,
    ): Promise<TutorApplicationRow | null> {
      const [row] = await db
        .update(tutorApplications)
        .set({
          status: decision.status,
          reviewNote: decision.reason,
          decidedAt: at,
          decidedBy: decision.by,
          updatedAt: at,
        })
        .where(and(eq(tutorApplications.id, id), eq(tutorApplications.status, 'submitted')))
        .returning();
      return row ?? null;
    },

    /** Applications in one state, oldest submission first, with their applicant. */
    async listByStatus(status: TutorApplicationStatus) {
      return db
        .select({ application: tutorApplications, contact: userContactOf(tutorApplications.userId) })
        .from(tutorApplications)
        .where(eq(tutorApplications.status, status))
        .orderBy(sql`${tutorApplications.submittedAt} asc nulls last`, asc(tutorApplications.createdAt));
    },

    async findWithContact(id: string) {
      const [row] = await db
        .select({ application: tutorApplications, contact: userContactOf(tutorApplications.userId) })
        .from(tutorApplications)
        .where(eq(tutorApplications.id, id));
      return row ?? null;
    },

    async documentsOf(applicationIds: string[]): Promise<TutorApplicationDocumentRow[]> {
      if (applicationIds.length === 0) return [];
      return db
        .select()
        .from(tutorApplicationDocuments)
        .where(inArray(tutorApplicationDocuments.applicationId, applicationIds))
        .orderBy(asc(tutorApplicationDocuments.createdAt));
    },

    /**
     * Adds a document; an identity card or diploma replaces the previous one (its row is returned so the caller
     * can delete the object after commit).
     */
    async putDocument(values: {
      applicationId: string;
      kind: TutorDocumentKind;
      fileName: string;
      mime: string;
      storageKey: string;
    }): Promise<{ document: TutorApplicationDocumentRow; replaced: TutorApplicationDocumentRow[] }> {
      const replaced =
        values.kind === 'sertifikat'
          ? []
          : await db
              .delete(tutorApplicationDocuments)
              .where(
                and(
                  eq(tutorApplicationDocuments.applicationId, values.applicationId),
                  eq(tutorApplicationDocuments.kind, values.kind),
                ),
              )
              .returning();
      const [document] = await db.insert(tutorApplicationDocuments).values(values).returning();
      if (!document) throw new Error('document insert returned nothing');
      return { document, replaced };
    },

    async deleteDocument(applicationId: string, id: string): Promise<TutorApplicationDocumentRow | null> {
      const [row] = await db
        .delete(tutorApplicationDocuments)
        .where(
          and(
            eq(tutorApplicationDocuments.applicationId, applicationId),
            eq(tutorApplicationDocuments.id, id),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
