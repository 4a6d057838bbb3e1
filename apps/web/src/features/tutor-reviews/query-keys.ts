import type { ReviewTargetType } from '@scola/contracts';

/** The filters of `/tutor/ulasan` as the web keeps them. */
export interface TutorReviewFilter {
  page: number;
  pageSize: number;
  jenis?: ReviewTargetType | undefined;
  item?: string | undefined;
  rating?: number | undefined;
  unanswered?: boolean | undefined;
}

/** The TanStack Query keys of the tutor's reviews: the one place they are spelt. */
export const tutorReviewKeys = {
  all: ['tutor', 'reviews'] as const,
  list: (filter: TutorReviewFilter) => [...tutorReviewKeys.all, 'list', filter] as const,
};
