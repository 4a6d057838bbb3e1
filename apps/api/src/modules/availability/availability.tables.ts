import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tutorProfilesTable } from '../catalogue';

/**
 * Weekly availability of a tutor as wall-clock ranges of a local day (the cal.com model): `weekday` 1 = Monday …
 * 7 = Sunday (ISO), `[start_minute, end_minute)` minutes after local midnight in the tutor's zone
 * (`tutor_profiles.time_zone`). Several ranges per day are allowed; they are expanded to UTC only when slots are asked
 * for, so a zone change moves them with the tutor's clock.
 */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    check('availability_rules_weekday_valid', sql`${t.weekday} between 1 and 7`),
    check(
      'availability_rules_range_valid',
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    index('availability_rules_tutor_idx').on(t.tutorId, t.weekday),
  ],
);

/**
 * A dated exception in the tutor's zone: `off` (no availability that local day, whatever the weekly rules say) or
 * `extra` (one more range that day, `[start_minute, end_minute)`).
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'off' | 'extra'>().notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [
    check('availability_exceptions_kind_valid', sql`${t.kind} in ('off', 'extra')`),
    check(
      'availability_exceptions_range_valid',
      sql`(${t.kind} = 'off' and ${t.startMinute} is null and ${t.endMinute} is null) or (${t.kind} = 'extra' and ${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440)`,
    ),
    index('availability_exceptions_tutor_date_idx').on(t.tutorId, t.date),
  ],
);

/** Booking settings of a tutor; a tutor without a row gets the defaults below. */
export const availabilitySettings = pgTable(
  'availability_settings',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(120),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    horizonDays: integer('horizon_days').notNull().default(30),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('availability_settings_notice_valid', sql`${t.minimumNoticeMinutes} between 0 and 20160`),
    check('availability_settings_buffer_valid', sql`${t.bufferMinutes} between 0 and 240`),
    check('availability_settings_horizon_valid', sql`${t.horizonDays} between 1 and 365`),
    check('availability_settings_slot_valid', sql`${t.slotMinutes} between 15 and 480`),
  ],
);

export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;
export type AvailabilityExceptionRow = typeof availabilityExceptions.$inferSelect;
export type AvailabilitySettingsRow = typeof availabilitySettings.$inferSelect;
