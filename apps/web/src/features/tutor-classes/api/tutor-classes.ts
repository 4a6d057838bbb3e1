import type {
  DataAnswer,
  TutorClass,
  TutorClassCreate,
  TutorClassList,
  TutorClassPatch,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { classKeys } from '../../catalogue-classes';
import { type TutorClassFilter, tutorClassKeys } from '../query-keys';

/** `/tutor/kelas?…`: only the filters that are set. */
export function tutorClassListPath(filter: TutorClassFilter): string {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
    jenis: filter.kind,
  });
  if (filter.status) params.set('status', filter.status);
  return `/tutor/kelas?${params.toString()}`;
}

/** `GET /api/tutor/kelas`: the signed-in tutor's classes of one kind, last changed first. */
export function useTutorClasses(filter: TutorClassFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorClassKeys.list(filter),
    queryFn: ({ signal }) => auth.request<TutorClassList>(tutorClassListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/kelas/{id}` (disabled without an id). */
export function useTutorClass(id: string | undefined) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorClassKeys.item(id ?? ''),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<TutorClass>>(`/tutor/kelas/${id ?? ''}`, { signal })
        .then((answer) => answer.data),
    enabled: Boolean(id),
  });
}

/** One change to a class; `create` makes a draft. */
export type TutorClassChange =
  | { action: 'create'; body: TutorClassCreate }
  | { action: 'update'; id: string; body: TutorClassPatch }
  | { action: 'terbitkan' | 'arsipkan' | 'pulihkan'; id: string }
  | { action: 'sampul'; id: string; file: File };

function requestOf(change: TutorClassChange): [string, { method: string; json?: object; body?: FormData }] {
  switch (change.action) {
    case 'create':
      return ['/tutor/kelas', { method: 'POST', json: change.body }];
    case 'update':
      return [`/tutor/kelas/${change.id}`, { method: 'PATCH', json: change.body }];
    case 'sampul': {
      const form = new FormData();
      form.append('sampul', change.file);
      return [`/tutor/kelas/${change.id}/sampul`, { method: 'PUT', body: form }];
    }
    default:
      return [`/tutor/kelas/${change.id}/${change.action}`, { method: 'POST' }];
  }
}

/** Refreshes what a class change makes stale: the tutor's lists and the public catalogue's class reads. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: tutorClassKeys.lists() });
    void client.invalidateQueries({ queryKey: classKeys.all });
  };
}

/** Create, edit, set the cover, publish, archive, unarchive. */
export function useTutorClassChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: TutorClassChange) => {
      const [path, init] = requestOf(change);
      return auth.request<DataAnswer<TutorClass>>(path, init).then((answer) => answer.data);
    },
    onSuccess: (saved) => {
      client.setQueryData(tutorClassKeys.item(saved.id), saved);
      refresh();
    },
  });
}

/** `DELETE /api/tutor/kelas/{id}`: only a class nobody bought (`CLASS_HAS_STUDENTS` otherwise). */
export function useDeleteTutorClass() {
  const auth = useAuthClient();
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => auth.request(`/tutor/kelas/${id}`, { method: 'DELETE' }).then(() => id),
    onSuccess: (id) => {
      client.removeQueries({ queryKey: tutorClassKeys.item(id) });
      refresh();
    },
  });
}
