import type { SchoolLevel } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicationChecks, publicationColumns, updatedAt } from '../shared/columns.tables';
import { liveClasses } from '../live-classes/live-classes.tables';

/** A bundle of classes at one price. The saving is computed when read, from the classes' current prices. */
export const classPackages = pgTable(
  'class_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    /** Level of the bundled classes; null when they mix levels. */
    level: text('level').$type<SchoolLevel>(),
    price: integer('price').notNull(),
    coverUrl: text('cover_url'),
    ...publicationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('class_packages_price_valid', sql`${t.price} >= 0`),
    check(
      'class_packages_level_valid',
      sql`${t.level} is null or ${t.level} in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')`,
    ),
    ...publicationChecks('class_packages', t),
    index('class_packages_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('class_packages_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.summary}) gin_trgm_ops`,
    ),
  ],
);

export const classPackageItems = pgTable(
  'class_package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => classPackages.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.classId] }),
    index('class_package_items_class_idx').on(t.classId),
  ],
);
