import type { ReviewTargetType } from '@scola/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import type { PageWindow } from '../search/list-options';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { tutorProfiles } from '../tutors/tutors.tables';
import { reviewTargetColumn } from './reviews.repository';
import { reviews } from './reviews.tables';

export interface TutorReviewFilter {
  type?: ReviewTargetType | undefined;
  itemId?: string | undefined;
  rating?: number | undefined;
  unanswered?: boolean | undefined;
}

/**
 * The reviews that belong to a tutor: of their classes, materials and courses, and of the tutor themselves. Each
 * `in (…)` reads one kind's own index (`*_tutor_idx` / `instructor_idx`, then `reviews_*_idx`).
 */
function ofTutor(tutorId: string, type: ReviewTargetType | undefined): SQL {
  const kinds: Record<ReviewTargetType, SQL> = {
    kelas: sql`${reviews.classId} in (select id from live_classes where tutor_id = ${tutorId})`,
    materi: sql`${reviews.materialId} in (select id from materials where tutor_id = ${tutorId})`,
    lifeskill: sql`${reviews.courseId} in (select id from skill_courses where instructor_id = ${tutorId})`,
    tutor: sql`${reviews.tutorId} = ${tutorId}`,
  };
  if (type) return kinds[type];
  return sql`(${sql.join(Object.values(kinds), sql` or `)})`;
}

/** The title of a review's target (the tutor's name for reviews of the tutor). */
const targetTitle = sql<string>`coalesce(${liveClasses.title}, ${materials.title}, ${skillCourses.title}, ${tutorProfiles.displayName}, '')`;
const targetType = sql<ReviewTargetType>`case
  when ${reviews.classId} is not null then 'kelas'
  when ${reviews.materialId} is not null then 'materi'
  when ${reviews.courseId} is not null then 'lifeskill'
  else 'tutor' end`;
const targetId = sql<string>`coalesce(${reviews.classId}, ${reviews.materialId}, ${reviews.courseId}, ${reviews.tutorId})`;

/** The tutor's side of `reviews`: their reviews, filtered, and their replies. */
export function createTutorReviewsRepository(db: Database) {
  const where = (tutorId: string, filter: TutorReviewFilter, withRating: boolean) =>
    and(
      ofTutor(tutorId, filter.type),
      filter.type && filter.itemId ? eq(reviewTargetColumn[filter.type], filter.itemId) : undefined,
      filter.unanswered ? isNull(reviews.replyText) : undefined,
      withRating && filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined,
    );

  const rowsWhere = (condition: SQL | undefined) =>
    db
      .select({
        id: reviews.id,
        authorId: reviews.authorId,
        rating: reviews.rating,
        comment: reviews.comment,
        replyText: reviews.replyText,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        targetType,
        targetId,
        targetTitle,
      })
      .from(reviews)
      .leftJoin(liveClasses, eq(liveClasses.id, reviews.classId))
      .leftJoin(materials, eq(materials.id, reviews.materialId))
      .leftJoin(skillCourses, eq(skillCourses.id, reviews.courseId))
      .leftJoin(tutorProfiles, eq(tutorProfiles.userId, reviews.tutorId))
      .where(condition);

  return {
    /** A page of the tutor's reviews, newest first; 1 query. */
    list(tutorId: string, filter: TutorReviewFilter, page: PageWindow) {
      return rowsWhere(where(tutorId, filter, true))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many reviews match (`total`), and the count and average of those matching all but the rating; 1 query. */
    async summary(tutorId: string, filter: TutorReviewFilter) {
      const ratingFilter = filter.rating === undefined ? sql`true` : eq(reviews.rating, filter.rating);
      const [row] = await db
        .select({
          total: sql<number>`(count(*) filter (where ${ratingFilter}))::int`,
          count: sql<number>`count(*)::int`,
          average: sql<number | null>`round(avg(${reviews.rating}), 2)::double precision`,
        })
        .from(reviews)
        .where(where(tutorId, filter, false));
      return { total: row?.total ?? 0, count: row?.count ?? 0, average: row?.average ?? null };
    },

    /** One of the tutor's reviews, or undefined when it is not theirs. */
    async findOfTutor(tutorId: string, reviewId: string) {
      const [row] = await rowsWhere(and(eq(reviews.id, reviewId), ofTutor(tutorId, undefined)));
      return row;
    },

    /**
     * Sets the tutor's reply to one of their reviews (a second call edits it; `replied_at` keeps the first time).
     * The review's own `updated_at` stays: it tells when the student last changed the review. Answers whether the
     * review was the tutor's.
     */
    async reply(tutorId: string, reviewId: string, text: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(reviews)
        .set({
          replyText: text,
          repliedAt: sql`coalesce(${reviews.repliedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: sql`${reviews.updatedAt}`,
        })
        .where(and(eq(reviews.id, reviewId), ofTutor(tutorId, undefined)))
        .returning({ id: reviews.id });
      return updated.length > 0;
    },
  };
}

export type TutorReviewsRepository = ReturnType<typeof createTutorReviewsRepository>;
