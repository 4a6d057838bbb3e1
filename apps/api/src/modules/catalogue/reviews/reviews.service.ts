import type { ReviewList, ReviewListQuery, ReviewTargetType } from '@scola/contracts';
import { AppError } from '../../../lib/app-error';
import type { UsersService } from '../../users';
import type { LiveClassesRepository } from '../live-classes/live-classes.repository';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import type { reviewTargetColumn, ReviewsRepository } from './reviews.repository';
import { windowOf } from '../search/list-options';
import type { SkillCoursesRepository } from '../skill-courses/skill-courses.repository';
import type { TutorsRepository } from '../tutors/tutors.repository';

export interface NewReview {
  /** A student's user id. */
  authorId: string;
  target: { type: ReviewTargetType; id: string };
  rating: number;
  comment: string;
  createdAt?: Date;
  reply?: { text: string; at: Date } | null;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

const targetNames: Record<ReviewTargetType, string> = {
  kelas: 'Kelas',
  materi: 'Materi',
  lifeskill: 'Kursus',
  tutor: 'Tutor',
};

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  classes: LiveClassesRepository;
  materials: MaterialsRepository;
  courses: SkillCoursesRepository;
  tutors: TutorsRepository;
  users: Pick<UsersService, 'publicNamesByIds'>;
  cache: CatalogueReadCache;
}) {
  const { repository, users, cache } = deps;

  /** The rating summary of a public target, or null when it is unknown or not public. */
  const ratingOfTarget = (type: ReviewTargetType, id: string) => {
    switch (type) {
      case 'kelas':
        return deps.classes.ratingOfPublic(id);
      case 'materi':
        return deps.materials.ratingOfPublic(id);
      case 'lifeskill':
        return deps.courses.ratingOfPublic(id);
      case 'tutor':
        return deps.tutors.ratingOfPublic(id);
    }
  };

  return {
    /** `GET /api/ulasan`: newest first, with the target's average and count in `meta`; 3 queries. */
    list(query: ReviewListQuery): Promise<ReviewList> {
      return cache.read('ulasan:list', query, async () => {
        const target = await ratingOfTarget(query.targetType, query.targetId);
        if (!target) throw new AppError('NOT_FOUND', `${targetNames[query.targetType]} tidak ditemukan.`);
        const rows = await repository.list(query.targetType, query.targetId, windowOf(query));
        const authors = await users.publicNamesByIds(rows.map((row) => row.authorId));
        return {
          data: rows.map((row) => ({
            id: row.id,
            rating: row.rating,
            comment: row.comment,
            author: authors.get(row.authorId) ?? { name: 'Pengguna Scola', photoUrl: null },
            createdAt: row.createdAt.toISOString(),
            reply:
              row.replyText !== null && row.repliedAt !== null
                ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
                : null,
          })),
          meta: {
            page: query.page,
            pageSize: query.pageSize,
            total: target.ratingCount,
            average: target.ratingCount > 0 ? target.ratingAverage : null,
            count: target.ratingCount,
          },
        };
      });
    },

    /** Adds reviews; a repeated (author, target) pair is skipped. Ratings follow through database triggers. */
    ensureReviews(items: NewReview[]): Promise<void> {
      return repository.insertReviews(
        items.map((item) => ({
          authorId: item.authorId,
          [reviewTargetKey[item.target.type]]: item.target.id,
          rating: item.rating,
          comment: item.comment.trim(),
          replyText: item.reply?.text ?? null,
          repliedAt: item.reply?.at ?? null,
          ...(item.createdAt ? { createdAt: item.createdAt, updatedAt: item.createdAt } : {}),
        })),
      );
    },

    countReviews: () => repository.count(),
  };
}

/** Property of the insert row per target kind (mirrors `reviewTargetColumn`). */
const reviewTargetKey = {
  kelas: 'classId',
  materi: 'materialId',
  lifeskill: 'courseId',
  tutor: 'tutorId',
} as const satisfies Record<keyof typeof reviewTargetColumn, string>;
