import type {
  ClassSpaceSession,
  ClassSpaceSessionsResponse,
  DataAnswer,
  SessionJoin,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { classSpaceKeys } from '../../class-space';

/**
 * `GET /api/ruang-kelas/{id}/sesi`: the class's sessions with their state and the caller's attendance. Kept under
 * the class space's `sessions` area, so the tutor's "live now" (announced to the class room) refetches it at once.
 */
export function useClassSessions(classId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: classSpaceKeys.area(classId, 'sessions'),
    queryFn: ({ signal }) =>
      auth
        .request<ClassSpaceSessionsResponse>(`/ruang-kelas/${classId}/sesi`, { signal })
        .then((answer) => answer.data),
  });
}

/** `POST …/sesi/{sessionId}/mulai`: the tutor starts the session (idempotent). */
export function useStartSession(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      auth
        .request<DataAnswer<ClassSpaceSession>>(`/ruang-kelas/${classId}/sesi/${sessionId}/mulai`, {
          method: 'POST',
        })
        .then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: classSpaceKeys.area(classId, 'sessions') }),
  });
}

/**
 * `POST …/sesi/{sessionId}/gabung`: records the join and opens the meeting in a new tab. The tab is opened on the
 * click itself (browsers block a window opened after an await) and pointed at the URL once the API answers, or
 * closed when it refuses.
 */
export function useJoinSession() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ classId, sessionId }: { classId: string; sessionId: string }) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const answer = await auth.request<DataAnswer<SessionJoin>>(
          `/ruang-kelas/${classId}/sesi/${sessionId}/gabung`,
          { method: 'POST' },
        );
        if (tab) tab.location.href = answer.data.url;
        else window.location.assign(answer.data.url);
        return answer.data;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: (_data, { classId }) =>
      client.invalidateQueries({ queryKey: classSpaceKeys.area(classId, 'sessions') }),
  });
}
