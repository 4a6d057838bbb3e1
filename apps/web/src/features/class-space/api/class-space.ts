import type { ClassSpace, ClassSpaceResponse } from '@scola/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auth } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { classSpaceKeys } from '../query-keys';

/** The query of `GET /api/ruang-kelas/{id}`: the hook's, and the router's (`app/first-queries.ts`). */
export function classSpaceQuery(auth: Pick<Auth, 'request'>, classId: string) {
  return queryOptions({
    queryKey: classSpaceKeys.header(classId),
    queryFn: ({ signal }) =>
      auth.request<ClassSpaceResponse>(`/ruang-kelas/${classId}`, { signal }).then((answer) => answer.data),
  });
}

/** `GET /api/ruang-kelas/{id}`: the class space's header and the viewer's role (403/404 for anybody else). */
export function useClassSpace(classId: string) {
  const auth = useAuthClient();
  return useQuery({ ...classSpaceQuery(auth, classId), enabled: classId !== '' });
}

export type { ClassSpace };
