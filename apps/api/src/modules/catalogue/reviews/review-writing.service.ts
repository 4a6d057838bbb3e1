import type { OwnReview, ReviewInput, WritableReviewTargetType } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { cleanPlainText } from '../../../lib/plain-text';
import { type OwnReviewRow, createReviewWritingRepository } from './review-writing.repository';

export function toOwnReview(row: OwnReviewRow): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
        : null,
  };
}

/**
 * A student's own review of an item, over a database or a transaction. The rules that need other modules (does the
 * student own it?) are the review workflow's; this knows the catalogue's side: whether the item exists, when a
 * class's first session ends, and the one review per student and item (the unique keys of `reviews`).
 */
export function reviewWritingFor(db: Database) {
  const repository = createReviewWritingRepository(db);
  const clean = (input: ReviewInput) => ({
    rating: input.rating,
    comment: cleanPlainText(input.comment ?? ''),
  });
  return {
    targetFacts: (type: WritableReviewTargetType, id: string, studentId: string) =>
      repository.targetFacts(type, id, studentId),

    async find(studentId: string, type: WritableReviewTargetType, id: string): Promise<OwnReview | null> {
      const row = await repository.find(studentId, type, id);
      return row ? toOwnReview(row) : null;
    },

    /** Writes the review (SQLSTATE 23505 when the student already wrote one). Ratings follow by trigger. */
    async create(studentId: string, type: WritableReviewTargetType, id: string, input: ReviewInput) {
      return toOwnReview(await repository.insert(studentId, type, id, clean(input)));
    },

    /** Edits the student's review; null when there is none. */
    async edit(studentId: string, type: WritableReviewTargetType, id: string, input: ReviewInput) {
      const row = await repository.update(studentId, type, id, clean(input));
      return row ? toOwnReview(row) : null;
    },
  };
}

export type ReviewWriting = ReturnType<typeof reviewWritingFor>;
