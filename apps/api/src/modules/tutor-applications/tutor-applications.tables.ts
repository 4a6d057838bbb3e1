import type {
  TutorApplicationStatus,
  TutorBiodata,
  TutorDocumentKind,
  TutorTeaching,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users';

/**
 * One tutor application per account (`user_id` unique). The state machine's invariants are checks: a submitted
 * application has its submission time, a decided one its decision time, needs_changes and rejected their reason.
 * Transitions are conditional updates (`where status in …`) in the repository, so two admins cannot both decide.
 */
export const tutorApplications = pgTable(
  'tutor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    status: text('status').$type<TutorApplicationStatus>().notNull().default('draft'),
    biodata: jsonb('biodata').$type<TutorBiodata>(),
    teaching: jsonb('teaching').$type<TutorTeaching>(),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => usersTable.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'tutor_applications_status_valid',
      sql`${t.status} in ('draft', 'submitted', 'needs_changes', 'approved', 'rejected')`,
    ),
    check(
      'tutor_applications_submitted_complete',
      sql`${t.status} = 'draft' or (${t.submittedAt} is not null and ${t.biodata} is not null and ${t.teaching} is not null)`,
    ),
    check(
      'tutor_applications_decision_recorded',
      sql`${t.status} not in ('needs_changes', 'approved', 'rejected') or ${t.decidedAt} is not null`,
    ),
    check(
      'tutor_applications_reason_given',
      sql`${t.status} not in ('needs_changes', 'rejected') or length(${t.reviewNote}) > 0`,
    ),
    index('tutor_applications_queue_idx').on(t.status, t.submittedAt),
  ],
);

export type TutorApplicationRow = typeof tutorApplications.$inferSelect;

/** Uploaded documents, stored as private objects (`storage_key`); one identity card and one diploma at most. */
export const tutorApplicationDocuments = pgTable(
  'tutor_application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => tutorApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TutorDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutor_application_documents_kind_valid', sql`${t.kind} in ('ktp', 'ijazah', 'sertifikat')`),
    uniqueIndex('tutor_application_documents_single_idx')
      .on(t.applicationId, t.kind)
      .where(sql`${t.kind} <> 'sertifikat'`),
    index('tutor_application_documents_application_idx').on(t.applicationId),
  ],
);

export type TutorApplicationDocumentRow = typeof tutorApplicationDocuments.$inferSelect;
