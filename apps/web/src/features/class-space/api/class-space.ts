import type { ClassSpace, ClassSpaceResponse } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { classSpaceKeys } from '../query-keys';

/** `GET /api/ruang-kelas/{id}`: the class space's header and the viewer's role (403/404 for anybody else). */
export function useClassSpace(classId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: classSpaceKeys.header(classId),
    queryFn: ({ signal }) =>
      auth.request<ClassSpaceResponse>(`/ruang-kelas/${classId}`, { signal }).then((answer) => answer.data),
    enabled: classId !== '',
  });
}

export type { ClassSpace };
