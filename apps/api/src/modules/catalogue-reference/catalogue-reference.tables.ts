import type { SchoolLevel } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * `position` orders the items of one parent (a level, a category, all categories); `archived_at` hides an item
 * from pickers while the records that use it keep showing it. Names are unique per parent, ignoring case.
 */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    level: text('level').$type<SchoolLevel>().notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subjects_level_valid', sql`${t.level} in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')`),
    index('subjects_level_idx').on(t.level),
    uniqueIndex('subjects_level_name_key').on(t.level, sql`lower(${t.name})`),
  ],
);

export const expertiseCategories = pgTable(
  'expertise_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expertise_categories_name_key').on(sql`lower(${t.name})`)],
);

export const expertise = pgTable(
  'expertise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => expertiseCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expertise_category_id_idx').on(t.categoryId),
    uniqueIndex('expertise_category_name_key').on(t.categoryId, sql`lower(${t.name})`),
  ],
);
