import type { NotificationCategory, NotificationKind } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** When an e-mail told of it (a reminder, or the daily digest): the digest never repeats it (ADR 0044). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
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

/**
 * A user's choice per category (ADR 0044); no row means the defaults (e-mail on, digest off). In-app notifications
 * are always made: the bell is where everything is.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    email: boolean('email').notNull(),
    digest: boolean('digest').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
