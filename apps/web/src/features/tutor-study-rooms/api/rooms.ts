import type {
  CreatedStudyRoomsResponse,
  CreateStudyRoomsInput,
  DataAnswer,
  StudyRoomDetail,
  StudyRoomList,
  StudyRoomParticipant,
  TutorStudyRoom,
  UpdateStudyRoomInput,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { type TutorRoomWhen, tutorStudyRoomKeys } from '../query-keys';

export const ROOMS_PAGE_SIZE = 10;
const base = '/tutor/study-room';

/** `GET /api/tutor/study-room?when=`: a page of the tutor's rooms (upcoming, live or past). */
export function useTutorStudyRooms(when: TutorRoomWhen, page: number, pageSize = ROOMS_PAGE_SIZE) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorStudyRoomKeys.roomList(when, page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<StudyRoomList>(
        `${base}?${new URLSearchParams({ when, page: String(page), pageSize: String(pageSize) }).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // A room moves from "upcoming" to "live" to "past" with the clock and the tutor's start.
    refetchInterval: 60_000,
  });
}

/** `GET /api/tutor/study-room/{id}/peserta`, once the participants dialog opens (`roomId` not null). */
export function useStudyRoomParticipants(roomId: string | null) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorStudyRoomKeys.participants(roomId ?? ''),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomParticipant[]>>(`${base}/${roomId ?? ''}/peserta`, { signal })
        .then((answer) => answer.data),
    enabled: roomId !== null,
  });
}

/** `POST /api/tutor/study-room`: one room or a weekly series from a master; answers the rooms created. */
export function useCreateStudyRooms() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStudyRoomsInput) =>
      auth
        .request<CreatedStudyRoomsResponse>(base, { method: 'POST', json: input })
        .then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorStudyRoomKeys.all }),
  });
}

/** A change to one room; every list of the tutor's rooms (and masters' counts) is fetched again after it. */
export type RoomChange =
  | { action: 'update'; roomId: string; body: UpdateStudyRoomInput }
  | { action: 'cancel'; roomId: string; reason: string }
  | { action: 'delete'; roomId: string }
  | { action: 'start'; roomId: string };

function requestOf(change: RoomChange): [string, { method: string; json?: object }] {
  switch (change.action) {
    case 'update':
      return [`${base}/${change.roomId}`, { method: 'PATCH', json: change.body }];
    case 'cancel':
      return [`${base}/${change.roomId}/batal`, { method: 'POST', json: { reason: change.reason } }];
    case 'delete':
      return [`${base}/${change.roomId}`, { method: 'DELETE' }];
    default:
      return [`${base}/${change.roomId}/mulai`, { method: 'POST', json: {} }];
  }
}

/** `PATCH /{id}`, `POST /{id}/batal`, `DELETE /{id}`, `POST /{id}/mulai`. */
export function useStudyRoomChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RoomChange) => {
      const [path, options] = requestOf(change);
      return auth.request<DataAnswer<TutorStudyRoom | StudyRoomDetail> | undefined>(path, options);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tutorStudyRoomKeys.all }),
  });
}

/** `GET /api/tutor/study-room/{id}`: the room as its tutor edits it (with its meeting link); `roomId` null waits. */
export function useTutorStudyRoom(roomId: string | null) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorStudyRoomKeys.room(roomId ?? ''),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<TutorStudyRoom>>(`${base}/${roomId ?? ''}`, { signal })
        .then((answer) => answer.data),
    enabled: roomId !== null,
  });
}
