import type {
  DataAnswer,
  MyReviewState,
  OwnReview,
  ReviewInput,
  WritableReviewTargetType,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, useAuthClient } from '../../../auth/react';
import { reviewKeys } from '../query-keys';

/** `GET /api/ulasan/saya/{jenis}/{id}`: the student's review and whether they may write one (not asked signed out). */
export function useMyReview(targetType: WritableReviewTargetType, targetId: string) {
  const { auth, loggedIn } = useAuth();
  return useQuery({
    queryKey: reviewKeys.mine(targetType, targetId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<MyReviewState>>(`/ulasan/saya/${targetType}/${targetId}`, { signal })
        .then((answer) => answer.data),
    enabled: loggedIn,
  });
}

/**
 * `POST` (a first review) or `PUT` (an edit) `/api/ulasan/{jenis}/{id}`. The item's reviews and every catalogue read
 * that shows its rating are asked again.
 */
export function useSaveReview(targetType: WritableReviewTargetType, targetId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, edit }: { input: ReviewInput; edit: boolean }) =>
      auth
        .request<DataAnswer<OwnReview>>(`/ulasan/${targetType}/${targetId}`, {
          method: edit ? 'PUT' : 'POST',
          json: input,
        })
        .then((answer) => answer.data),
    onSuccess: (review) => {
      client.setQueryData<MyReviewState>(reviewKeys.mine(targetType, targetId), (state) =>
        state ? { ...state, review } : state,
      );
      // The rating shows on the item's page and cards, all under the catalogue's keys.
      void client.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
