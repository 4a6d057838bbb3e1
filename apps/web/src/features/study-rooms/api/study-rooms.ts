import type { DataAnswer, StudyRoomDetail, StudyRoomList, StudyRoomSubjectCount } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { studyRoomKeys } from '../query-keys';

/** How often an open room's page asks again while its join window is open. */
const LIVE_REFRESH_MS = 30_000;

/** `GET /api/study-room…`: upcoming and live rooms; `path` carries the query (`/study-room?q=integral&price=free`). */
export function useStudyRoomList(path: string, enabled = true) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomKeys.list(path),
    queryFn: ({ signal }) => auth.request<StudyRoomList>(path, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/study-room/subjects`: the subjects that have upcoming rooms, with their counts. */
export function useStudyRoomSubjects() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomKeys.subjects(),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomSubjectCount[]>>('/study-room/subjects', { signal })
        .then((answer) => answer.data),
  });
}

/** `GET /api/study-room/{id}`: the room and how the caller stands to it (`viewer`). */
export function useStudyRoom(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomKeys.detail(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomDetail>>(`/study-room/${id}`, { signal })
        .then((answer) => answer.data),
    // From the opening of the join window to the end, "live now" and the seats change while the page is open.
    refetchInterval: (query) => {
      const room = query.state.data;
      if (!room || room.state === 'cancelled') return false;
      const now = Date.now();
      return now >= Date.parse(room.joinOpensAt) && now < Date.parse(room.endsAt) ? LIVE_REFRESH_MS : false;
    },
  });
}

/** `GET /api/koleksi/ruang-belajar?when=…`: the rooms the student joined or bought. */
export function useMyStudyRooms(when: 'upcoming' | 'past', page: number, pageSize = 12) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomKeys.mine(when, page),
    queryFn: ({ signal }) =>
      auth.request<StudyRoomList>(`/koleksi/ruang-belajar?when=${when}&page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    // Another page of the same tab stays on screen while it loads; the other tab's rooms never stand in for it.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === when ? previous : undefined,
  });
}

/**
 * `POST /api/study-room/{id}/ikut`: take a seat in a free room. The answer is the room as a participant sees it
 * (files' links, the meeting in the window), put in place of the visitor's view at once.
 */
export function useJoinStudyRoom(id: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      auth
        .request<DataAnswer<StudyRoomDetail>>(`/study-room/${id}/ikut`, { method: 'POST' })
        .then((answer) => answer.data),
    onSuccess: (room) => {
      client.setQueryData(studyRoomKeys.detail(id), room);
      void client.invalidateQueries({ queryKey: studyRoomKeys.all, refetchType: 'none' });
    },
    // A full, paid or ended room: what the page shows is out of date.
    onError: () => client.invalidateQueries({ queryKey: studyRoomKeys.detail(id) }),
  });
}

/** `POST /api/tutor/study-room/{id}/mulai`: the room's tutor says it is live now (idempotent). */
export function useStartStudyRoom(id: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => auth.request<unknown>(`/tutor/study-room/${id}/mulai`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: studyRoomKeys.all }),
  });
}

/**
 * `POST /api/study-room/{id}/gabung`: records attendance and opens the meeting in a new tab. The tab is opened on
 * the click itself (browsers block a window opened after an await) and pointed at the link once the API answers,
 * or closed when it refuses (as the class sessions do, ADR 0043).
 */
export function useEnterStudyRoom() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const answer = await auth.request<DataAnswer<{ url: string }>>(`/study-room/${id}/gabung`, {
          method: 'POST',
        });
        if (tab) tab.location.href = answer.data.url;
        else window.location.assign(answer.data.url);
        return answer.data;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: studyRoomKeys.detail(id) }),
  });
}
