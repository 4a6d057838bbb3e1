import type { RecordingSource } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { classSessionsTable, liveClassesTable } from '../catalogue';
import { usersTable } from '../users';

/**
 * Recordings of a class (ADR 0042): an uploaded MP4 (`storage_key` under `recordings/<classId>/`, private, played
 * through signed links) or a link to a video elsewhere (`url`), optionally for one session of the class.
 */
export const classRecordings = pgTable(
  'class_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClassesTable.id, { onDelete: 'cascade' }),
    /** A session of the same class (checked on write); a removed session leaves the recording unassigned. */
    sessionId: uuid('session_id').references(() => classSessionsTable.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    source: text('source').$type<RecordingSource>().notNull(),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    url: text('url'),
    createdBy: uuid('created_by').references(() => usersTable.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('class_recordings_source_valid', sql`${t.source} in ('upload', 'link')`),
    check(
      'class_recordings_source_fields',
      sql`(${t.source} = 'upload' and ${t.storageKey} is not null and ${t.sizeBytes} is not null and ${t.url} is null)
        or (${t.source} = 'link' and ${t.url} is not null and ${t.storageKey} is null)`,
    ),
    check('class_recordings_duration_valid', sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    index('class_recordings_class_created_idx').on(t.classId, t.createdAt.desc()),
  ],
);

/** How far each student watched each uploaded recording; the position only grows unless they restart. */
export const classRecordingProgress = pgTable(
  'class_recording_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => classRecordings.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recordingId] }),
    check('class_recording_progress_position_valid', sql`${t.positionSeconds} >= 0`),
  ],
);

export type ClassRecordingRow = typeof classRecordings.$inferSelect;
export type ClassRecordingProgressRow = typeof classRecordingProgress.$inferSelect;
