import type {
  CreateSessionsInput,
  DataAnswer,
  TutorClassSession,
  TutorSessionList,
  UpdateSessionInput,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { type SessionView, tutorSessionKeys } from '../query-keys';

/** `/tutor/kelas/{id}/sesi?…` of a view and page. */
export function sessionListPath(classId: string, view: SessionView, page: number, pageSize: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (view !== 'semua') params.set('waktu', view);
  return `/tutor/kelas/${classId}/sesi?${params.toString()}`;
}

/** `GET /api/tutor/kelas/{id}/sesi`: a page of the class's sessions; `meta.class` names the class and the zone. */
export function useClassSessions(classId: string, view: SessionView, page: number, pageSize = 20) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorSessionKeys.list(classId, view, page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<TutorSessionList>(sessionListPath(classId, view, page, pageSize), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to the schedule of a class; every list of the class is fetched again after it. */
export type SessionChange =
  | { action: 'create'; body: CreateSessionsInput }
  | { action: 'update'; sessionId: string; body: UpdateSessionInput }
  | { action: 'cancel'; sessionId: string; reason: string };

function requestOf(classId: string, change: SessionChange): [string, { method: string; json: object }] {
  switch (change.action) {
    case 'create':
      return [`/tutor/kelas/${classId}/sesi`, { method: 'POST', json: change.body }];
    case 'update':
      return [`/tutor/sesi/${change.sessionId}`, { method: 'PATCH', json: change.body }];
    default:
      return [`/tutor/sesi/${change.sessionId}/batal`, { method: 'POST', json: { reason: change.reason } }];
  }
}

/** `POST /sesi`, `PATCH /sesi/{id}`, `POST /sesi/{id}/batal`: answers the sessions created or changed. */
export function useSessionChange(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SessionChange): Promise<TutorClassSession[]> => {
      const [path, options] = requestOf(classId, change);
      const answer = await auth.request<DataAnswer<TutorClassSession[] | TutorClassSession>>(path, options);
      return Array.isArray(answer.data) ? answer.data : [answer.data];
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tutorSessionKeys.ofClass(classId) }),
  });
}
