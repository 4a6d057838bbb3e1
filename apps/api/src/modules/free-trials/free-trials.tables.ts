import type { DayPart, FreeTrialStatus, SchoolLevel, Weekday } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subjectsTable } from '../catalogue-reference';
import { tutorProfilesTable } from '../catalogue';
import { usersTable } from '../users';

/** Free trial class requests: one per student (`user_id` unique), read by the tutor and admin areas. */
export const freeTrialRequests = pgTable(
  'free_trial_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'restrict' }),
    level: text('level').$type<SchoolLevel>().notNull(),
    preferredDays: text('preferred_days').array().$type<Weekday[]>().notNull(),
    preferredTimes: text('preferred_times').array().$type<DayPart[]>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<FreeTrialStatus>().notNull().default('new'),
    /** The tutor who takes it, once assigned. */
    tutorId: uuid('tutor_id').references(() => tutorProfilesTable.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('free_trial_requests_level_valid', sql`${t.level} in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')`),
    check(
      'free_trial_requests_days_valid',
      sql`cardinality(${t.preferredDays}) > 0 and ${t.preferredDays} <@ array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']::text[]`,
    ),
    check(
      'free_trial_requests_times_valid',
      sql`cardinality(${t.preferredTimes}) > 0 and ${t.preferredTimes} <@ array['morning', 'midday', 'afternoon', 'evening']::text[]`,
    ),
    check(
      'free_trial_requests_status_valid',
      sql`${t.status} in ('new', 'contacted', 'scheduled', 'closed')`,
    ),
    check('free_trial_requests_note_length', sql`length(${t.note}) <= 1000`),
    index('free_trial_requests_status_idx').on(t.status, t.createdAt),
  ],
);
