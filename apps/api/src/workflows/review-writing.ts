import type {
  MyReviewState,
  OwnReview,
  ReviewInput,
  ReviewRefusal,
  WritableReviewTargetType,
} from '@scola/contracts';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { reviewWritingFor } from '../modules/catalogue';
import { ownedItems } from '../modules/collections';
import type { AppTopics, Outbox } from '../modules/jobs';
import { notify } from '../modules/notifications';
import { pgErrorCode } from './context';

const targetNames: Record<WritableReviewTargetType, string> = {
  kelas: 'Kelas',
  materi: 'Materi',
  lifeskill: 'Kursus',
};

/**
 * A student's review of an item they own (ADR 0036): it spans the catalogue (the item, its sessions, the reviews)
 * and the collections (ownership). A class can be reviewed once the student's first session of it has ended. One
 * review per student and item (the database's unique keys; a second write is `REVIEW_ALREADY_WRITTEN`), edited
 * afterwards. Ratings follow through the `reviews` triggers, the public lists through the catalogue cache's
 * change notifications.
 */
export function reviewWritingWorkflow(deps: {
  db: Database;
  clock: () => Date;
  jobs: Pick<Outbox<AppTopics>, 'publish'>;
}) {
  /** Why the student may not write (or edit) a review of the item now; NOT_FOUND when there is no such item. */
  async function refusalOf(
    tx: Database,
    studentId: string,
    type: WritableReviewTargetType,
    id: string,
  ): Promise<ReviewRefusal | null> {
    const facts = await reviewWritingFor(tx).targetFacts(type, id, studentId);
    if (!facts) throw new AppError('NOT_FOUND', `${targetNames[type]} tidak ditemukan.`);
    const owned = await ownedItems(tx, studentId, [{ itemType: type, itemId: id }]);
    if (owned.size === 0) return 'NOT_OWNED';
    if (type === 'kelas' && (facts.firstSessionEndsAt === null || facts.firstSessionEndsAt > deps.clock())) {
      return 'REVIEW_CLASS_NOT_STARTED';
    }
    return null;
  }

  const refuseUnlessAllowed = async (
    tx: Database,
    studentId: string,
    type: WritableReviewTargetType,
    id: string,
  ) => {
    const refusal = await refusalOf(tx, studentId, type, id);
    if (refusal) throw new AppError(refusal);
  };

  return {
    /** `GET /api/ulasan/saya/{jenis}/{id}`: the student's review, and whether they may write or edit it now. */
    state(studentId: string, type: WritableReviewTargetType, id: string): Promise<MyReviewState> {
      return inTransaction(deps.db, async (tx) => {
        const refusal = await refusalOf(tx, studentId, type, id);
        const review = await reviewWritingFor(tx).find(studentId, type, id);
        return { canWrite: refusal === null, refusal, review };
      });
    },

    /** `POST`: writes the review; a second one (even racing the first) is `REVIEW_ALREADY_WRITTEN`. */
    async create(
      studentId: string,
      type: WritableReviewTargetType,
      id: string,
      input: ReviewInput,
    ): Promise<OwnReview> {
      try {
        return await inTransaction(deps.db, async (tx) => {
          await refuseUnlessAllowed(tx, studentId, type, id);
          const review = await reviewWritingFor(tx).create(studentId, type, id, input);
          const facts = await reviewWritingFor(tx).targetFacts(type, id, studentId);
          if (facts) {
            await notify(tx, deps.jobs, [
              {
                userId: facts.tutorId,
                kind: 'review.new',
                params: { targetType: type, targetTitle: facts.title, rating: review.rating },
                dedupeKey: `review:${review.id}`,
              },
            ]);
          }
          return review;
        });
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw new AppError('REVIEW_ALREADY_WRITTEN');
        throw error;
      }
    },

    /** `PUT`: edits the student's review (the same rules apply: a refunded item cannot be reviewed any more). */
    edit(
      studentId: string,
      type: WritableReviewTargetType,
      id: string,
      input: ReviewInput,
    ): Promise<OwnReview> {
      return inTransaction(deps.db, async (tx) => {
        await refuseUnlessAllowed(tx, studentId, type, id);
        const review = await reviewWritingFor(tx).edit(studentId, type, id, input);
        if (!review) throw new AppError('NOT_FOUND', 'Kamu belum menulis ulasan untuk item ini.');
        return review;
      });
    },
  };
}

export type ReviewWritingWorkflow = ReturnType<typeof reviewWritingWorkflow>;
