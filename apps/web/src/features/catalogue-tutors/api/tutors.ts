import type { DataAnswer, TutorDetail, TutorList } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { tutorKeys } from '../query-keys';

/** `GET /api/tutor…`: `path` carries the query. */
export function useTutorList(path: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorKeys.list(path),
    queryFn: ({ signal }) => auth.request<TutorList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/{id}`: the public profile with the tutor's classes, courses and materials. */
export function useTutorDetail(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorKeys.detail(id),
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<TutorDetail>>(`/tutor/${id}`, { signal }).then((answer) => answer.data),
  });
}
