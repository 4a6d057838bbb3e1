import type { SearchGroupsResponse, SearchSuggestionsResponse } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { queryString } from '../../../config/paths';
import { searchKeys } from '../query-keys';

/** `GET /api/cari?q=`: the first items of every kind with each kind's total (nothing asked for a blank `q`). */
export function useSearchGroups(q: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: searchKeys.groups(q),
    queryFn: ({ signal }) =>
      auth
        .request<SearchGroupsResponse>(`/cari?${queryString({ q })}`, { signal })
        .then((answer) => answer.data),
    enabled: q !== '',
  });
}

/**
 * `GET /api/cari/saran?q=`: the search box's suggestions. A newer text replaces the query, and TanStack Query
 * aborts the stale request through `signal` (nobody observes it any more); the previous list stays on screen until
 * the new one arrives, so the dropdown does not flicker while typing.
 */
export function useSearchSuggestions(q: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }): Promise<SearchSuggestionsResponse['data']> =>
      auth
        .request<SearchSuggestionsResponse>(`/cari/saran?${queryString({ q })}`, { signal })
        .then((answer) => answer.data),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
