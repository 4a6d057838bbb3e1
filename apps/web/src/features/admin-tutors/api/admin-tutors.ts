import type {
  AdminTutor,
  AdminTutorApplication,
  DataAnswer,
  ListAnswer,
  TutorApplicationStatus,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { adminTutorKeys, type TutorFilter } from '../query-keys';

/** `/admin/tutor?…`: only the filters that are set. */
export function tutorListPath(filter: TutorFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  for (const key of ['q', 'status', 'sort'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/admin/tutor?${params.toString()}`;
}

/** `GET /api/admin/tutor`: a page of tutors and applicants, filtered and sorted on the server. */
export function useTutorList(filter: TutorFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminTutorKeys.list(filter),
    queryFn: ({ signal }) => auth.request<ListAnswer<AdminTutor>>(tutorListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/tutor/pendaftaran?status=`: the applications in one state, oldest submission first. */
export function useApplicationQueue(status: TutorApplicationStatus) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminTutorKeys.queue(status),
    queryFn: ({ signal }) =>
      auth
        .request<ListAnswer<AdminTutorApplication>>(`/admin/tutor/pendaftaran?status=${status}`, { signal })
        .then((answer) => answer.data),
  });
}

/** `GET /api/admin/tutor/pendaftaran/{id}`: one application with fresh signed links to its documents. */
export function useApplication(id: string | null) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminTutorKeys.application(id ?? ''),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<AdminTutorApplication>>(`/admin/tutor/pendaftaran/${id ?? ''}`, { signal })
        .then((answer) => answer.data),
    enabled: id !== null,
    // The document links are signed for ten minutes: fetch again rather than show expired ones.
    staleTime: 60_000,
  });
}

/** A decision as the last segment of `POST /api/admin/tutor/pendaftaran/{id}/…`. */
export const tutorDecisions = ['setujui', 'perubahan', 'tolak'] as const;
export type TutorDecisionWord = (typeof tutorDecisions)[number];

/** Decides an application; the queue, the tutor list and the audit log are refetched (all show it). */
export function useDecision() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: TutorDecisionWord; reason?: string }) =>
      auth
        .request<DataAnswer<AdminTutorApplication>>(`/admin/tutor/pendaftaran/${id}/${decision}`, {
          method: 'POST',
          ...(decision === 'setujui' ? {} : { json: { reason } }),
        })
        .then((answer) => answer.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminTutorKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
