import type { Expertise, ExpertiseCategory, ListAnswer, Subject } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { referenceKeys } from '../query-keys';

/** Reference lists change rarely: kept fresh for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;
/** Every item of a reference list fits one page (the API's maximum page size). */
const ALL = 'pageSize=100';

/** `GET /api/pelajaran`: every school subject (with its level). */
export function useSubjects() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: referenceKeys.subjects(),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<Subject>>(`/pelajaran?${ALL}`, { signal }).then((answer) => answer.data),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** `GET /api/keahlian`: every expertise (tutor skills, life-skill categories). */
export function useExpertise() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: referenceKeys.expertise(),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<Expertise>>(`/keahlian?${ALL}`, { signal }).then((answer) => answer.data),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** `GET /api/keahlian-kategori`: the expertise categories. */
export function useExpertiseCategories() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: referenceKeys.categories(),
    queryFn: ({ signal }) =>
      auth
        .request<ListAnswer<ExpertiseCategory>>(`/keahlian-kategori?${ALL}`, { signal })
        .then((answer) => answer.data),
    staleTime: REFERENCE_STALE_MS,
  });
}
