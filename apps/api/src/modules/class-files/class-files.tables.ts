import type { ClassFileMime } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { liveClassesTable } from '../catalogue';
import { usersTable } from '../users';

/**
 * The files of a class space (the `berkas` tab): the bytes live in private storage under `storage_key`; `name` is
 * what members see (the tutor renames it), `original_name` what the file was called when it was uploaded.
 */
export const classFiles = pgTable(
  'class_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClassesTable.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => usersTable.id),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').$type<ClassFileMime>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_files_class_created_idx').on(t.classId, t.createdAt.desc(), t.id),
    check('class_files_byte_size_positive', sql`${t.byteSize} > 0`),
    check('class_files_name_length', sql`char_length(${t.name}) between 1 and 160`),
  ],
);

export type ClassFileRow = typeof classFiles.$inferSelect;
export type NewClassFileRow = typeof classFiles.$inferInsert;
