import type { Locale, Role, SchoolLevel } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    scope: text('scope').array().$type<Role[]>().notNull(),
    schoolLevel: text('school_level').$type<SchoolLevel>(),
    grade: integer('grade'),
    city: text('city'),
    tutorVerifiedAt: timestamp('tutor_verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the owner proved the address (activation link, password reset or Google); null = cannot sign in yet. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * The language of the web app chosen for this account (`id` or `en`), applied at sign-in on any device; null
     * until one is chosen (the device's language applies).
     */
    locale: text('locale').$type<Locale>(),
    /** The IANA zone the web app shows times in for this account (a tutor's schedule has its own zone). */
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    /** When the owner deleted the account (ADR 0051): its personal data is erased, its id kept for the records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check(
      'users_scope_valid',
      sql`cardinality(${t.scope}) > 0 and ${t.scope} <@ array['student', 'tutor', 'admin']::text[]`,
    ),
    check(
      'users_school_level_valid',
      sql`${t.schoolLevel} is null or ${t.schoolLevel} in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')`,
    ),
    check('users_locale_valid', sql`${t.locale} is null or ${t.locale} in ('id', 'en')`),
    check('users_grade_valid', sql`${t.grade} is null or ${t.grade} between 1 and 13`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
