import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { expertiseTable } from '../../catalogue-reference';
import {
  createdAt,
  priceChecks,
  publicationChecks,
  publicationColumns,
  ratingColumns,
  updatedAt,
} from '../shared/columns.tables';
import { tutorProfiles } from '../tutors/tutors.tables';

/** Life-skill video courses; the category is an expertise, the instructor a tutor. */
export const skillCourses = pgTable(
  'skill_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'restrict' }),
    expertiseId: uuid('expertise_id')
      .notNull()
      .references(() => expertiseTable.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (see lib/rich-text.ts). */
    descriptionHtml: text('description_html').notNull().default(''),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    finalPrice: integer('final_price')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    coverUrl: text('cover_url'),
    ...publicationColumns(),
    ...ratingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...priceChecks('skill_courses', t),
    ...publicationChecks('skill_courses', t),
    index('skill_courses_published_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('skill_courses_instructor_idx').on(t.instructorId),
    index('skill_courses_expertise_idx').on(t.expertiseId),
    index('skill_courses_final_price_idx').on(t.finalPrice),
    index('skill_courses_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.summary}) gin_trgm_ops`,
    ),
  ],
);

export type SkillCourseRow = typeof skillCourses.$inferSelect;

/** Lessons of a course, numbered from 1. `video_key` is a storage key, served only for preview lessons here. */
export const skillLessons = pgTable(
  'skill_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => skillCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    videoKey: text('video_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('skill_lessons_course_position_key').on(t.courseId, t.position),
    check('skill_lessons_position_valid', sql`${t.position} >= 1`),
    check('skill_lessons_duration_valid', sql`${t.durationSeconds} >= 1`),
  ],
);
