import type { ReviewReplyInput, TutorReview, TutorReviewList, TutorReviewListQuery } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { cleanPlainText } from '../../../lib/plain-text';
import { usersServiceFor } from '../../users';
import { windowOf } from '../search/list-options';
import { createTutorReviewsRepository } from './tutor-reviews.repository';

type Row = Awaited<ReturnType<ReturnType<typeof createTutorReviewsRepository>['list']>>[number];

const unknownAuthor = { name: 'Pengguna Scola', photoUrl: null };

/** `/tutor/ulasan`: the reviews of a tutor's items and of the tutor, and the tutor's one reply to each. */
export function tutorReviewsServiceFor(db: Database) {
  const repository = createTutorReviewsRepository(db);
  const users = usersServiceFor(db);

  const toReviews = async (rows: Row[]): Promise<TutorReview[]> => {
    const authors = await users.publicNamesByIds(rows.map((row) => row.authorId));
    return rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      author: authors.get(row.authorId) ?? unknownAuthor,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      target: { type: row.targetType, id: row.targetId, title: row.targetTitle },
      reply:
        row.replyText !== null && row.repliedAt !== null
          ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
          : null,
    }));
  };

  return {
    /** Newest first, filtered; `meta` carries the average of the matching reviews. 3 queries. */
    async list(tutorId: string, query: TutorReviewListQuery): Promise<TutorReviewList> {
      const filter = {
        type: query.jenis,
        itemId: query.item,
        rating: query.rating,
        unanswered: query.belumDibalas,
      };
      const [rows, summary] = await Promise.all([
        repository.list(tutorId, filter, windowOf(query)),
        repository.summary(tutorId, filter),
      ]);
      return {
        data: await toReviews(rows),
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total: summary.total,
          average: summary.count > 0 ? summary.average : null,
          count: summary.count,
        },
      };
    },

    /**
     * Sets or edits the tutor's reply (plain text, cleaned; ADR 0036). `NOT_FOUND` for a review that is not of the
     * tutor's items, so another tutor learns nothing of it; `VALIDATION_FAILED` when nothing is left after cleaning.
     */
    async reply(tutorId: string, reviewId: string, input: ReviewReplyInput, at: Date): Promise<TutorReview> {
      const text = cleanPlainText(input.text);
      if (text === '') {
        throw new AppError('VALIDATION_FAILED', 'Balasan tidak boleh kosong.', [
          { location: 'body', path: 'text', code: 'too_small', message: 'Balasan tidak boleh kosong.' },
        ]);
      }
      if (!(await repository.reply(tutorId, reviewId, text, at))) {
        throw new AppError('NOT_FOUND', 'Ulasan tidak ditemukan.');
      }
      const row = await repository.findOfTutor(tutorId, reviewId);
      if (!row) throw new AppError('NOT_FOUND', 'Ulasan tidak ditemukan.');
      const [review] = await toReviews([row]);
      if (!review) throw new AppError('NOT_FOUND', 'Ulasan tidak ditemukan.');
      return review;
    },
  };
}

export type TutorReviewsService = ReturnType<typeof tutorReviewsServiceFor>;
