import type { NotificationKind } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users';

/**
 * The in-app notifications of every user (ADR 0039): a kind and its parameters (checked against the contracts'
 * schema of the kind before insert); the web writes the text. `dedupe_key` makes a notification that a retried job
 * or a repeated event would make again a no-op (one per user and key).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
