import { sql } from 'drizzle-orm';
import {
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
import { expertiseTable, subjectsTable } from '../../catalogue-reference';
import { usersTable } from '../../users';
import { createdAt, ratingColumns, updatedAt } from '../shared/columns.tables';

/**
 * The public profile of a tutor, 1:1 with a user account of scope `tutor`. Only profiles with `verified_at` set are
 * public. `display_name` is the name shown and searched in the catalogue (copied from the account at creation).
 */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    education: text('education').notNull().default(''),
    experience: text('experience').notNull().default(''),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    photoUrl: text('photo_url'),
    /** Bimble rate per hour in integer rupiah (copied from the application at verification; the tutor edits it). */
    hourlyRate: integer('hourly_rate'),
    /** IANA zone the tutor enters and reads times in (WIB `Asia/Jakarta`, WITA `Asia/Makassar`, WIT `Asia/Jayapura`). */
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tutor_profiles_hourly_rate_valid', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
    check(
      'tutor_profiles_time_zone_valid',
      sql`${t.timeZone} in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')`,
    ),
    check(
      'tutor_profiles_location_valid',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index('tutor_profiles_verified_idx')
      .on(t.verifiedAt)
      .where(sql`${t.verifiedAt} is not null`),
    index('tutor_profiles_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
    index('tutor_profiles_search_trgm_idx').using(
      'gin',
      sql`(${t.displayName} || ' ' || ${t.headline}) gin_trgm_ops`,
    ),
  ],
);

export type TutorProfileRow = typeof tutorProfiles.$inferSelect;

export const tutorExpertise = pgTable(
  'tutor_expertise',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    expertiseId: uuid('expertise_id')
      .notNull()
      .references(() => expertiseTable.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.expertiseId] }),
    index('tutor_expertise_expertise_idx').on(t.expertiseId),
  ],
);

export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.subjectId] }),
    index('tutor_subjects_subject_idx').on(t.subjectId),
  ],
);
