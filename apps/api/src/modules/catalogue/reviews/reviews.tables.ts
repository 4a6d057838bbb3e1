import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../../users';
import { createdAt, updatedAt } from '../shared/columns.tables';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { tutorProfiles } from '../tutors/tutors.tables';

/**
 * Reviews by students of exactly one target (a class, a material, a course or a tutor): one foreign key per kind
 * of target, exactly one set. A student reviews a target at most once (the unique pairs: NULLs never collide).
 * Statement triggers (migration 0002) keep `rating_average` / `rating_count` of the targets up to date.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => liveClasses.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id').references(() => materials.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => skillCourses.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id').references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_one_target',
      sql`num_nonnulls(${t.classId}, ${t.materialId}, ${t.courseId}, ${t.tutorId}) = 1`,
    ),
    check('reviews_reply_complete', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
    unique('reviews_author_class_key').on(t.authorId, t.classId),
    unique('reviews_author_material_key').on(t.authorId, t.materialId),
    unique('reviews_author_course_key').on(t.authorId, t.courseId),
    unique('reviews_author_tutor_key').on(t.authorId, t.tutorId),
    index('reviews_class_idx')
      .on(t.classId, t.createdAt.desc())
      .where(sql`${t.classId} is not null`),
    index('reviews_material_idx')
      .on(t.materialId, t.createdAt.desc())
      .where(sql`${t.materialId} is not null`),
    index('reviews_course_idx')
      .on(t.courseId, t.createdAt.desc())
      .where(sql`${t.courseId} is not null`),
    index('reviews_tutor_idx')
      .on(t.tutorId, t.createdAt.desc())
      .where(sql`${t.tutorId} is not null`),
  ],
);
