import type { DataAnswer, ReviewReplyInput, TutorReview, TutorReviewList } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { reviewKeys } from '../../catalogue-reviews';
import { tutorReviewKeys, type TutorReviewFilter } from '../query-keys';

/** `/tutor/ulasan?…`: only the filters that are set. */
export function tutorReviewListPath(filter: TutorReviewFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.jenis) params.set('jenis', filter.jenis);
  if (filter.jenis && filter.item) params.set('item', filter.item);
  if (filter.rating) params.set('rating', String(filter.rating));
  if (filter.unanswered) params.set('belumDibalas', 'true');
  return `/tutor/ulasan?${params.toString()}`;
}

/** `GET /api/tutor/ulasan`: a page of the tutor's reviews, newest first, with the average in `meta`. */
export function useTutorReviews(filter: TutorReviewFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorReviewKeys.list(filter),
    queryFn: ({ signal }) => auth.request<TutorReviewList>(tutorReviewListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/tutor/ulasan/{id}/balasan`: the tutor's reply (a second one edits it); the public lists follow. */
export function useReplyToReview() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewReplyInput }) =>
      auth
        .request<DataAnswer<TutorReview>>(`/tutor/ulasan/${reviewId}/balasan`, { method: 'PUT', json: input })
        .then((answer) => answer.data),
    onSuccess: (review) => {
      void client.invalidateQueries({ queryKey: tutorReviewKeys.all });
      void client.invalidateQueries({ queryKey: reviewKeys.of(review.target.type, review.target.id) });
    },
  });
}
