import type {
  ClassPackageDetail,
  ClassPackageList,
  DataAnswer,
  LiveClassDetail,
  LiveClassList,
} from '@scola/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Auth } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { classKeys } from '../query-keys';

/**
 * The query of `GET /api/kelas…` (`path` carries the query, `/kelas?sort=rating&pageSize=8`): the hook's, and the
 * router's, which starts it beside the page's chunk (`app/first-queries.ts`).
 */
export function classListQuery(auth: Pick<Auth, 'request'>, path: string) {
  return queryOptions({
    queryKey: classKeys.list(path),
    queryFn: ({ signal }) => auth.request<LiveClassList>(path, { signal }),
  });
}

/** `GET /api/kelas…`: `path` carries the query (`/kelas?sort=rating&pageSize=8`). */
export function useClassList(path: string) {
  const auth = useAuthClient();
  return useQuery({ ...classListQuery(auth, path), placeholderData: keepPreviousData });
}

/** The query of `GET /api/kelas/{id}` (the hook's and the router's, like `classListQuery`). */
export function classDetailQuery(auth: Pick<Auth, 'request'>, id: string) {
  return queryOptions({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<LiveClassDetail>>(`/kelas/${id}`, { signal }).then((answer) => answer.data),
  });
}

/** `GET /api/kelas/{id}`: the class with its about text and sessions. */
export function useClassDetail(id: string) {
  const auth = useAuthClient();
  return useQuery(classDetailQuery(auth, id));
}

/** `GET /api/kelas-paket` (newest first unless sorted). */
export function usePackageList(pageSize = 8, sort?: 'newest' | 'price_asc') {
  const auth = useAuthClient();
  const path = `/kelas-paket?pageSize=${pageSize}${sort ? `&sort=${sort}` : ''}`;
  return useQuery({
    queryKey: classKeys.packages(path),
    queryFn: ({ signal }) => auth.request<ClassPackageList>(path, { signal }),
  });
}

/** `GET /api/kelas-paket…`: `path` carries the query (`/kelas-paket?kelas=<id>`, the list page's filters). */
export function usePackageSearch(path: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: classKeys.packages(path),
    queryFn: ({ signal }) => auth.request<ClassPackageList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/kelas-paket/{id}`: the package with its classes. */
export function usePackageDetail(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: classKeys.package(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<ClassPackageDetail>>(`/kelas-paket/${id}`, { signal })
        .then((answer) => answer.data),
  });
}
