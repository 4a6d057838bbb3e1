import type { DataAnswer, SkillCourseDetail, SkillCourseList } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { courseKeys } from '../query-keys';

/** `GET /api/lifeskill…`: `path` carries the query. */
export function useCourseList(path: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: courseKeys.list(path),
    queryFn: ({ signal }) => auth.request<SkillCourseList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/lifeskill/{id}`: the course with its lessons (preview lessons carry their video URL). */
export function useCourseDetail(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<SkillCourseDetail>>(`/lifeskill/${id}`, { signal })
        .then((answer) => answer.data),
  });
}
