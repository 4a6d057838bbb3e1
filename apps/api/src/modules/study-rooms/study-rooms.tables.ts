import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { classFileMimes } from '@scola/contracts';
import type { ClassFileMime, DiscussionDoc, StudyRoomStatus } from '@scola/contracts';
import { tutorProfilesTable } from '../catalogue';
import { subjectsTable } from '../catalogue-reference';
import { usersTable } from '../users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tutor's master study room (ADR 0049): the template rooms are copied from. Later edits of a master never reach
 * the rooms made from it. `archived_at` hides it from the tutor's pickers; rooms keep their copy.
 */
export const studyRoomTemplates = pgTable(
  'study_room_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'restrict' }),
    /** School grade within the subject's level (1–12), when it matters ("SMA kelas 12"). */
    grade: integer('grade'),
    title: text('title').notNull(),
    /** Rich text with maths: the discussion editor's JSON (allow-listed, ADR 0041). */
    description: jsonb('description').$type<DiscussionDoc>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    /** Integer rupiah; 0 is a free room. */
    price: integer('price').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('study_room_templates_tutor_idx').on(t.tutorId, t.createdAt.desc()),
    check('study_room_templates_grade_valid', sql`${t.grade} is null or ${t.grade} between 1 and 12`),
    check('study_room_templates_title_length', sql`char_length(${t.title}) between 3 and 120`),
    check('study_room_templates_duration_valid', sql`${t.durationMinutes} between 15 and 480`),
    check('study_room_templates_capacity_valid', sql`${t.capacity} between 1 and 500`),
    check('study_room_templates_price_valid', sql`${t.price} >= 0`),
  ],
);
export type StudyRoomTemplateRow = typeof studyRoomTemplates.$inferSelect;

/**
 * A scheduled study room: a copy of its master's fields (or made without one) with a start. It follows the rules
 * of class sessions (ADR 0043): state is computed from `starts_at`/`ends_at`/`live_started_at`, the join window
 * opens 15 minutes before the start, and a tutor's rooms never overlap each other or the tutor's class sessions
 * (the exclusion constraint below, and the trigger of migration 0030 across both tables).
 * `seats_taken` counts participants and seats held by unpaid orders; it never exceeds `capacity`.
 */
export const studyRooms = pgTable(
  'study_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfilesTable.userId, { onDelete: 'restrict' }),
    templateId: uuid('template_id').references(() => studyRoomTemplates.id, { onDelete: 'set null' }),
    /** Rooms made together as a weekly series share this id (null for a single room). */
    seriesId: uuid('series_id'),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'restrict' }),
    grade: integer('grade'),
    title: text('title').notNull(),
    description: jsonb('description').$type<DiscussionDoc>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    price: integer('price').notNull().default(0),
    /** Any http(s) URL; handed out only inside the join window. */
    meetingUrl: text('meeting_url'),
    status: text('status').$type<StudyRoomStatus>().notNull().default('scheduled'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    liveStartedAt: timestamp('live_started_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('study_rooms_starts_idx').on(t.startsAt),
    index('study_rooms_subject_starts_idx').on(t.subjectId, t.startsAt),
    index('study_rooms_tutor_starts_idx').on(t.tutorId, t.startsAt),
    index('study_rooms_series_idx')
      .on(t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    check('study_rooms_grade_valid', sql`${t.grade} is null or ${t.grade} between 1 and 12`),
    check('study_rooms_title_length', sql`char_length(${t.title}) between 3 and 120`),
    check('study_rooms_duration_valid', sql`${t.durationMinutes} between 15 and 480`),
    check(
      'study_rooms_ends_at_valid',
      sql`extract(epoch from (${t.endsAt} - ${t.startsAt})) = ${t.durationMinutes} * 60`,
    ),
    check('study_rooms_capacity_valid', sql`${t.capacity} between 1 and 500`),
    check('study_rooms_seats_valid', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('study_rooms_price_valid', sql`${t.price} >= 0`),
    check('study_rooms_status_valid', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('study_rooms_cancelled_valid', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);
export type StudyRoomRow = typeof studyRooms.$inferSelect;

/**
 * Files of a master or of a room (exactly one of the two). Making a room from a master copies the rows; the copies
 * share the stored object, which is deleted only when no row names it any more.
 */
export const studyRoomFiles = pgTable(
  'study_room_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id').references(() => studyRoomTemplates.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => studyRooms.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => usersTable.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').$type<ClassFileMime>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('study_room_files_template_idx')
      .on(t.templateId)
      .where(sql`${t.templateId} is not null`),
    index('study_room_files_room_idx')
      .on(t.roomId)
      .where(sql`${t.roomId} is not null`),
    index('study_room_files_storage_key_idx').on(t.storageKey),
    check('study_room_files_owner_valid', sql`(${t.templateId} is null) <> (${t.roomId} is null)`),
    check('study_room_files_byte_size_positive', sql`${t.byteSize} > 0`),
    check('study_room_files_name_length', sql`char_length(${t.name}) between 1 and 160`),
    check(
      'study_room_files_type_valid',
      sql.raw(`content_type in (${classFileMimes.map((m) => `'${m}'`).join(', ')})`),
    ),
  ],
);
export type StudyRoomFileRow = typeof studyRoomFiles.$inferSelect;

/**
 * Who is in a room: joined free, or paid (`order_id`). A participant the tutor removed keeps the row with
 * `removed_at` (they may not rejoin; their seat is given back); a muted one may read the chat but not write.
 * Attendance (joins inside the window) is kept on the same row, like `session_attendance`.
 */
export const studyRoomParticipants = pgTable(
  'study_room_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => studyRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    firstAttendedAt: timestamp('first_attended_at', { withTimezone: true }),
    lastAttendedAt: timestamp('last_attended_at', { withTimezone: true }),
    attendCount: integer('attend_count').notNull().default(0),
  },
  (t) => [
    unique('study_room_participants_room_user_key').on(t.roomId, t.userId),
    index('study_room_participants_user_idx').on(t.userId),
    check('study_room_participants_attend_count_valid', sql`${t.attendCount} >= 0`),
  ],
);
export type StudyRoomParticipantRow = typeof studyRoomParticipants.$inferSelect;
