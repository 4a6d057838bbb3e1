import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { classSessionsTable } from '../catalogue';
import { usersTable } from '../users';

/**
 * Who joined a live session through the class space, and when (ADR 0043): one row per session and student, the
 * first and the latest join and how many times they joined (a dropped call joined again counts once).
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessionsTable.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }).notNull(),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }).notNull(),
    joinCount: integer('join_count').notNull().default(1),
  },
  (t) => [
    unique('session_attendance_session_user_key').on(t.sessionId, t.userId),
    index('session_attendance_user_idx').on(t.userId),
    check('session_attendance_join_count_valid', sql`${t.joinCount} >= 1`),
  ],
);
