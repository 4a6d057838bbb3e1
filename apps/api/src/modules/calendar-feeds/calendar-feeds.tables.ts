import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users';

/**
 * Private calendar feed links (`GET /api/kalender/:token.ics`), at most one per user. Only the SHA-256 of the token
 * is kept, so a copy of the database holds no working feed link. Rotating replaces the row; revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
