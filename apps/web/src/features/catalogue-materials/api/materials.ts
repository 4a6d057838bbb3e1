import type { DataAnswer, MaterialDetail, MaterialList } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { materialKeys } from '../query-keys';

/** `GET /api/materi…`: `path` carries the query. */
export function useMaterialList(path: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: materialKeys.list(path),
    queryFn: ({ signal }) => auth.request<MaterialList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/materi/{id}`. */
export function useMaterialDetail(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: materialKeys.detail(id),
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<MaterialDetail>>(`/materi/${id}`, { signal }).then((answer) => answer.data),
  });
}
