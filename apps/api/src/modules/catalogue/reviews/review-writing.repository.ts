import type { WritableReviewTargetType } from '@scola/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions, liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import { col } from '../search/search.repository';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { reviewTargetColumn } from './reviews.repository';
import { reviews } from './reviews.tables';

/** A student's own review as stored. */
export interface OwnReviewRow {
  id: string;
  rating: number;
  comment: string;
  replyText: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const ownColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** Property of an insert row per writable target kind. */
const targetKey = { kelas: 'classId', materi: 'materialId', lifeskill: 'courseId' } as const;

/** What the writing rules need to know of a target. */
export interface ReviewTargetFacts {
  /** When the student's first session of the class ends (classes only; null: no session yet). */
  firstSessionEndsAt: Date | null;
  /** Who teaches it and its title (the tutor is notified of a new review). */
  tutorId: string;
  title: string;
}

/** Reads and writes of one student's reviews (works on a transaction too). */
export function createReviewWritingRepository(db: Database) {
  const byAuthor = (authorId: string, type: WritableReviewTargetType, targetId: string) =>
    and(eq(reviews.authorId, authorId), eq(reviewTargetColumn[type], targetId));

  return {
    /**
     * Facts of the target, or null when it does not exist. A class's first session is its earliest scheduled one (not
     * cancelled, not a bimble slot merely held), among the sessions for everyone and those the student booked.
     */
    async targetFacts(
      type: WritableReviewTargetType,
      targetId: string,
      studentId: string,
    ): Promise<ReviewTargetFacts | null> {
      if (type === 'kelas') {
        const [row] = await db
          .select({
            id: liveClasses.id,
            tutorId: liveClasses.tutorId,
            title: liveClasses.title,
            firstSessionEndsAt: sql<Date | null>`(
              select min(s.ends_at) from class_sessions s
              where s.class_id = ${col(liveClasses.id)} and s.status = 'scheduled'
                and (s.booked_by is null or s.booked_by = ${studentId}))`.mapWith(classSessions.endsAt),
          })
          .from(liveClasses)
          .where(eq(liveClasses.id, targetId));
        return row
          ? { firstSessionEndsAt: row.firstSessionEndsAt, tutorId: row.tutorId, title: row.title }
          : null;
      }
      const [row] =
        type === 'materi'
          ? await db
              .select({ tutorId: materials.tutorId, title: materials.title })
              .from(materials)
              .where(eq(materials.id, targetId))
          : await db
              .select({ tutorId: skillCourses.instructorId, title: skillCourses.title })
              .from(skillCourses)
              .where(eq(skillCourses.id, targetId));
      return row ? { firstSessionEndsAt: null, ...row } : null;
    },

    async find(authorId: string, type: WritableReviewTargetType, targetId: string) {
      const [row] = await db
        .select(ownColumns)
        .from(reviews)
        .where(byAuthor(authorId, type, targetId));
      return row;
    },

    /** Inserts the review; a second one of the same author and target fails on the unique key (SQLSTATE 23505). */
    async insert(
      authorId: string,
      type: WritableReviewTargetType,
      targetId: string,
      values: { rating: number; comment: string },
    ): Promise<OwnReviewRow> {
      const [row] = await db
        .insert(reviews)
        .values({ authorId, [targetKey[type]]: targetId, ...values })
        .returning(ownColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(
      authorId: string,
      type: WritableReviewTargetType,
      targetId: string,
      values: { rating: number; comment: string },
    ): Promise<OwnReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set(values)
        .where(byAuthor(authorId, type, targetId))
        .returning(ownColumns);
      return row;
    },
  };
}

export type ReviewWritingRepository = ReturnType<typeof createReviewWritingRepository>;
