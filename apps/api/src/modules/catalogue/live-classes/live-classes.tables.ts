import type { ClassSessionStatus, LiveClassKind, SchoolLevel } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { subjectsTable } from '../../catalogue-reference';
import { usersTable } from '../../users';
import {
  createdAt,
  levelCheck,
  priceChecks,
  publicationChecks,
  publicationColumns,
  ratingColumns,
  updatedAt,
} from '../shared/columns.tables';
import { tutorProfiles } from '../tutors/tutors.tables';

/**
 * Live classes. `seats_taken` counts active enrolments; the check `seats_taken <= capacity` makes the database refuse
 * an over-full class even under concurrent checkouts (the enrolment workflow increments it in its transaction with
 * `... where seats_taken < capacity`). `final_price` (the price a buyer pays) is derived, for filters and sorting.
 * `level` repeats the subject's level so the catalogue filters without reading another module's table.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'restrict' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'restrict' }),
    level: text('level').$type<SchoolLevel>().notNull(),
    kind: text('kind').$type<LiveClassKind>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (see lib/rich-text.ts); maths as `$…$` / `$$…$$` text. */
    aboutHtml: text('about_html').notNull().default(''),
    /** "What students learn" and "requirements": short plain-text lines, in the tutor's order. */
    learningPoints: text('learning_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    /**
     * When the sale price stops applying (null: until removed). A scheduled job clears expired sales (which evicts
     * the catalogue cache through the change trigger); checkout ignores an expired sale even before the job ran.
     */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    finalPrice: integer('final_price')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    coverUrl: text('cover_url'),
    ...publicationColumns(),
    /**
     * Public: published and taught by a verified tutor whose account is neither suspended nor deleted. Kept by the
     * triggers of migration 0037 (on this table, `tutor_profiles.verified_at` and `users.suspended_at`/`deleted_at`),
     * never written by the application: the catalogue lists test one column of the row instead of joining the
     * tutor's profile and account for every candidate row (ADR 0063).
     */
    isPublic: boolean('is_public').notNull().default(false),
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...publicListIndexes(t),
    levelCheck('live_classes', t.level),
    check('live_classes_kind_valid', sql`${t.kind} in ('group', 'bimble')`),
    ...priceChecks('live_classes', t),
    check('live_classes_capacity_valid', sql`${t.capacity} > 0`),
    check('live_classes_seats_valid', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    ...publicationChecks('live_classes', t),
    check('live_classes_sale_ends_with_sale', sql`${t.saleEndsAt} is null or ${t.salePrice} is not null`),
    index('live_classes_sale_ends_idx')
      .on(t.saleEndsAt)
      .where(sql`${t.saleEndsAt} is not null`),
    index('live_classes_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('live_classes_tutor_idx').on(t.tutorId),
    index('live_classes_subject_idx').on(t.subjectId),
    index('live_classes_final_price_idx').on(t.finalPrice),
    index('live_classes_search_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.summary}) gin_trgm_ops`),
  ],
);

export type LiveClassRow = typeof liveClasses.$inferSelect;

/**
 * Partial indexes on the public classes for every sort of the catalogue list (`newest`, `price_asc`, `price_desc`,
 * `rating`, each ending in the `newest` tie-break), alone and behind the two most used equality filters (level,
 * subject): a page is then the first rows of an index scan, whatever the depth costs only index entries, and the
 * capped count of a filter is an index-only scan (ADR 0063). The column order must match `order()` of the list query
 * exactly (`published_at desc nulls last, id`).
 */
function publicListIndexes(t: {
  isPublic: AnyPgColumn;
  level: ExtraConfigColumn;
  subjectId: ExtraConfigColumn;
  kind: ExtraConfigColumn;
  finalPrice: ExtraConfigColumn;
  ratingAverage: ExtraConfigColumn;
  ratingCount: ExtraConfigColumn;
  publishedAt: ExtraConfigColumn;
  id: ExtraConfigColumn;
}) {
  type Column = Partial<ExtraConfigColumn>;
  // Built anew for each index: `desc()`/`nullsLast()` set the shared column's config until the next `on()` takes it.
  const newest = (): Column[] => [t.publishedAt.desc().nullsLast(), t.id];
  const sorts: Record<string, () => Column[]> = {
    newest,
    price: () => [t.finalPrice, ...newest()],
    // `desc()` of the query is PostgreSQL's `desc nulls first`: the index must say so too to be used for the order.
    price_desc: () => [t.finalPrice.desc().nullsFirst(), ...newest()],
    rating: () => [t.ratingAverage.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), ...newest()],
  };
  const leads: Record<string, Column[]> = { all: [], level: [t.level], subject: [t.subjectId] };
  const publicIndex = (name: string, columns: Column[]) => {
    const [first, ...rest] = columns as [Column, ...Column[]];
    return index(`live_classes_public_${name}_idx`)
      .on(first, ...rest)
      .where(sql`${t.isPublic}`);
  };
  return [
    ...Object.entries(leads).flatMap(([lead, leading]) =>
      Object.entries(sorts).map(([sort, columns]) =>
        publicIndex(lead === 'all' ? sort : `${lead}_${sort}`, [...leading, ...columns()]),
      ),
    ),
    // A subject's private (bimbel) or group classes, newest first: the page and its count without reading rows.
    publicIndex('subject_kind_newest', [t.subjectId, t.kind, ...newest()]),
  ];
}

/**
 * The scheduled meetings of a class, numbered from 1. `tutor_id` repeats the class's tutor so that the exclusion
 * constraint `class_sessions_no_overlap` (migration 0016, btree_gist) refuses two sessions of one tutor whose
 * `[starts_at, ends_at)` ranges overlap, whichever classes they belong to (SQLSTATE 23P01), unless one is cancelled.
 * `ends_at` is stored (not generated: `timestamptz + interval` is not immutable) and checked against the duration.
 * A bimble booking is a session with `booked_by` (the student) and `order_id`: `held` while the order is pending,
 * `scheduled` once paid, `cancelled` when the hold is released or the session is cancelled.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Any http(s) URL (Zoom, Meet, Jitsi, …); null until the tutor sets it. */
    meetingUrl: text('meeting_url'),
    status: text('status').$type<ClassSessionStatus>().notNull().default('scheduled'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the tutor started the session ("live now", ADR 0043); null before. */
    liveStartedAt: timestamp('live_started_at', { withTimezone: true }),
    /** Bimble bookings only: the student who booked the slot and the order that holds or paid it. */
    bookedBy: uuid('booked_by').references(() => usersTable.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('class_sessions_class_position_key').on(t.classId, t.position),
    check('class_sessions_position_valid', sql`${t.position} >= 1`),
    check('class_sessions_duration_valid', sql`${t.durationMinutes} between 1 and 720`),
    check(
      'class_sessions_ends_at_valid',
      sql`extract(epoch from (${t.endsAt} - ${t.startsAt})) = ${t.durationMinutes} * 60`,
    ),
    check('class_sessions_status_valid', sql`${t.status} in ('held', 'scheduled', 'cancelled')`),
    check(
      'class_sessions_cancelled_valid',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check('class_sessions_held_is_booking', sql`${t.status} <> 'held' or ${t.orderId} is not null`),
    index('class_sessions_class_starts_idx').on(t.classId, t.startsAt),
    index('class_sessions_tutor_starts_idx').on(t.tutorId, t.startsAt),
    index('class_sessions_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
