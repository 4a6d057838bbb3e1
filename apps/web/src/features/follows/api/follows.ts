import type { DataAnswer, FollowedTutorList, FollowState } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, useAuthClient } from '../../../auth/react';
import { followKeys } from '../query-keys';

export const FOLLOWED_PAGE_SIZE = 12;

/** `GET /api/koleksi/tutor`: the tutors the student follows, most recent first. */
export function useFollowedTutors(page = 1) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: followKeys.list(page),
    queryFn: ({ signal }) =>
      auth.request<FollowedTutorList>(`/koleksi/tutor?page=${page}&pageSize=${FOLLOWED_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/{id}/ikuti`: whether the signed-in student follows the tutor (not asked when signed out). */
export function useFollowState(tutorId: string) {
  const { auth, loggedIn } = useAuth();
  return useQuery({
    queryKey: followKeys.state(tutorId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<FollowState>>(`/tutor/${tutorId}/ikuti`, { signal })
        .then((answer) => answer.data.following),
    enabled: loggedIn,
  });
}

/** `PUT /api/tutor/{id}/ikuti` (follow) or `DELETE` (unfollow); the state and the followed list follow. */
export function useSetFollowing() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, following }: { tutorId: string; following: boolean }) =>
      auth
        .request<DataAnswer<FollowState>>(`/tutor/${tutorId}/ikuti`, { method: following ? 'PUT' : 'DELETE' })
        .then((answer) => answer.data.following),
    onSuccess: (following, { tutorId }) => {
      client.setQueryData(followKeys.state(tutorId), following);
      void client.invalidateQueries({ queryKey: followKeys.lists() });
    },
  });
}
