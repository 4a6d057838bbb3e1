import type {
  AdminExpertise,
  AdminExpertiseCategory,
  AdminSubject,
  DataAnswer,
  ListAnswer,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { referenceKeys } from '../../catalogue-reference';
import { adminReferenceKeys, type ReferenceFilter, type ReferenceResource } from '../query-keys';

/** The row type of each resource. */
export interface ReferenceItems {
  pelajaran: AdminSubject;
  'keahlian-kategori': AdminExpertiseCategory;
  keahlian: AdminExpertise;
}

/** `/admin/<resource>?…`: only the filters that are set. */
export function referenceListPath(resource: ReferenceResource, filter: ReferenceFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  for (const key of ['q', 'status', 'level', 'kategori'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/admin/${resource}?${params.toString()}`;
}

/** `GET /api/admin/<resource>`: archived items too, with their usage. */
export function useReferenceList<R extends ReferenceResource>(resource: R, filter: ReferenceFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminReferenceKeys.list(resource, filter),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<ReferenceItems[R]>>(referenceListPath(resource, filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/keahlian/{id}`. */
export function useAdminExpertise(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminReferenceKeys.item('keahlian', id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<AdminExpertise>>(`/admin/keahlian/${id}`, { signal })
        .then((answer) => answer.data),
  });
}

/** One change to a reference item: what to call and with which body. */
export type ReferenceChange =
  | { action: 'create'; body: object }
  | { action: 'update'; id: string; body: object }
  | { action: 'arsipkan' | 'pulihkan' | 'delete'; id: string }
  | { action: 'reorder'; body: object };

function requestOf(
  resource: ReferenceResource,
  change: ReferenceChange,
): [string, { method: string; json?: object }] {
  const base = `/admin/${resource}`;
  switch (change.action) {
    case 'create':
      return [base, { method: 'POST', json: change.body }];
    case 'update':
      return [`${base}/${change.id}`, { method: 'PUT', json: change.body }];
    case 'delete':
      return [`${base}/${change.id}`, { method: 'DELETE' }];
    case 'reorder':
      return [`${base}/urutan`, { method: 'PUT', json: change.body }];
    default:
      return [`${base}/${change.id}/${change.action}`, { method: 'POST' }];
  }
}

/**
 * Every change of the admin reference pages. On success the admin lists, the public pickers (subjects, expertise)
 * and the audit log are refetched: each of them may show the change.
 */
export function useReferenceChange(resource: ReferenceResource) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReferenceChange) => {
      const [path, options] = requestOf(resource, change);
      return auth.request<unknown>(path, options);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminReferenceKeys.all }),
        client.invalidateQueries({ queryKey: referenceKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
