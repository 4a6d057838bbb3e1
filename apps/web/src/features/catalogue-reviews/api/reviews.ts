import type { ReviewList, ReviewTargetType } from '@scola/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { reviewKeys } from '../query-keys';

export const REVIEW_PAGE_SIZE = 5;

/** `GET /api/ulasan?targetType=…&targetId=…`, newest first, a page at a time ("show more"). */
export function useReviews(targetType: ReviewTargetType, targetId: string) {
  const auth = useAuthClient();
  return useInfiniteQuery({
    queryKey: reviewKeys.of(targetType, targetId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      auth.request<ReviewList>(
        `/ulasan?targetType=${targetType}&targetId=${targetId}&page=${pageParam}&pageSize=${REVIEW_PAGE_SIZE}`,
        { signal },
      ),
    getNextPageParam: (last) =>
      last.meta.page * last.meta.pageSize < last.meta.total ? last.meta.page + 1 : undefined,
  });
}
