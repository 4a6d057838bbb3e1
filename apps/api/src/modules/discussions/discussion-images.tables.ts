import type { DiscussionImageMime } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { liveClassesTable } from '../catalogue';
import { usersTable } from '../users';

/**
 * Images uploaded into a class's discussions (ADR 0047): posts reference them by id, so a post may only show an
 * image of its own class; the bytes live in private storage under `storage_key`.
 */
export const discussionImages = pgTable(
  'discussion_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClassesTable.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').$type<DiscussionImageMime>().notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_images_class_idx').on(t.classId),
    check('discussion_images_size_positive', sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

export type DiscussionImageRow = typeof discussionImages.$inferSelect;
export type NewDiscussionImageRow = typeof discussionImages.$inferInsert;
