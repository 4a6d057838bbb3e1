import type { ReviewTargetType } from '@scola/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';
import { reviews } from './reviews.tables';

export type NewReviewRow = typeof reviews.$inferInsert;

/** The column of `reviews` that points at each kind of target. */
export const reviewTargetColumn = {
  kelas: reviews.classId,
  materi: reviews.materialId,
  lifeskill: reviews.courseId,
  tutor: reviews.tutorId,
} as const satisfies Record<ReviewTargetType, unknown>;

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** The only code that queries `reviews`. */
export function createReviewsRepository(db: Database) {
  return {
    /** Reviews of one target, newest first; 1 query. */
    list(type: ReviewTargetType, targetId: string, page: PageWindow) {
      return db
        .select({
          id: reviews.id,
          authorId: reviews.authorId,
          rating: reviews.rating,
          comment: reviews.comment,
          replyText: reviews.replyText,
          repliedAt: reviews.repliedAt,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviewTargetColumn[type], targetId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Inserts reviews; one that repeats an (author, target) pair is skipped. The triggers update the ratings. */
    async insertReviews(rows: NewReviewRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(reviews).values(rows).onConflictDoNothing();
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews);
      return row?.n ?? 0;
    },
  };
}
