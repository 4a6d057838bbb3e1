import type { SchoolLevel } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { subjectsTable } from '../../catalogue-reference';
import {
  createdAt,
  levelCheck,
  priceChecks,
  publicationChecks,
  publicationColumns,
  ratingColumns,
  updatedAt,
} from '../shared/columns.tables';
import { tutorProfiles } from '../tutors/tutors.tables';

/**
 * Downloadable PDF materials. `file_key` is the full file in storage (never served by the catalogue),
 * `preview_key` the PDF of its first `preview_pages` pages that anyone may open. Price 0 = free; `sale_price`
 * (below the price) or null, `final_price` what a buyer pays. `description` is sanitised HTML (`lib/rich-text`).
 */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'restrict' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjectsTable.id, { onDelete: 'restrict' }),
    level: text('level').$type<SchoolLevel>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    pageCount: integer('page_count').notNull(),
    previewPages: integer('preview_pages').notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    finalPrice: integer('final_price')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    fileKey: text('file_key').notNull(),
    previewKey: text('preview_key').notNull(),
    coverUrl: text('cover_url'),
    ...publicationColumns(),
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    levelCheck('materials', t.level),
    ...priceChecks('materials', t),
    check('materials_page_count_valid', sql`${t.pageCount} >= 1`),
    check('materials_preview_pages_valid', sql`${t.previewPages} between 1 and ${t.pageCount}`),
    ...publicationChecks('materials', t),
    index('materials_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('materials_tutor_idx').on(t.tutorId),
    index('materials_subject_idx').on(t.subjectId),
    index('materials_final_price_idx').on(t.finalPrice),
    index('materials_search_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.summary}) gin_trgm_ops`),
  ],
);

export type MaterialRow = typeof materials.$inferSelect;
