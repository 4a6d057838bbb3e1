import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { skillLessonsTable, tutorProfilesTable } from '../catalogue';
import { ordersTable } from '../orders';
import { usersTable } from '../users';

/**
 * What a student owns. Granted by the payment settlement in the transaction that marks the order paid (a package
 * grants itself and each of its classes); the unique key makes a second grant impossible. Revoked (deleted) only by
 * a refund.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<PurchasableItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** The paid order that granted it (null for grants made by an admin or the demo seed). */
    orderId: uuid('order_id').references(() => ordersTable.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('entitlements_user_item_key').on(t.userId, t.itemType, t.itemId),
    check(
      'entitlements_item_type_valid',
      sql`${t.itemType} in ('kelas', 'kelas-paket', 'materi', 'lifeskill')`,
    ),
    index('entitlements_user_type_idx').on(t.userId, t.itemType, t.grantedAt.desc()),
    index('entitlements_item_idx').on(t.itemType, t.itemId),
  ],
);

export type EntitlementRow = typeof entitlements.$inferSelect;

/** Tutors a student follows (`/beranda/koleksi-tutor`). */
export const tutorFollows = pgTable(
  'tutor_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorId] }), index('tutor_follows_tutor_idx').on(t.tutorId)],
);

/** How far a student got in a lesson of a course they own. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => skillLessonsTable.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    check('lesson_progress_position_valid', sql`${t.positionSeconds} >= 0`),
  ],
);
