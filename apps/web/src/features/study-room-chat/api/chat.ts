import type {
  DataAnswer,
  StudyRoomChat,
  StudyRoomMessage,
  StudyRoomOnlineUser,
  StudyRoomParticipant,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuthClient } from '../../../auth/react';
import { withDeleted, withMessages } from '../merge';
import { studyRoomChatKeys } from '../query-keys';

export const CHAT_PAGE_SIZE = 50;
const chatPath = (roomId: string) => `/study-room/${roomId}/chat`;

/**
 * `GET /api/study-room/{id}/chat`: the latest page, then kept up to date by the socket's announcements and by
 * catching up (`after`) rather than refetched whole, so older pages loaded meanwhile stay.
 */
export function useChat(roomId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomChatKeys.chat(roomId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomChat>>(`${chatPath(roomId)}?limit=${CHAT_PAGE_SIZE}`, { signal })
        .then((answer) => answer.data),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Reading more of the chat: older history, and what came after the last message held (after a gap or offline). */
export function useChatPaging(roomId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  const key = useMemo(() => studyRoomChatKeys.chat(roomId), [roomId]);
  const fetchPage = useCallback(
    (query: string) =>
      auth.request<DataAnswer<StudyRoomChat>>(`${chatPath(roomId)}?${query}`).then((answer) => answer.data),
    [auth, roomId],
  );

  const loadOlder = useCallback(async () => {
    const chat = client.getQueryData<StudyRoomChat>(key);
    const first = chat?.messages[0]?.seq;
    if (first === undefined) return;
    const page = await fetchPage(`before=${first}&limit=${CHAT_PAGE_SIZE}`);
    client.setQueryData<StudyRoomChat>(key, (current) =>
      current ? { ...withMessages(current, page.messages)!, hasOlder: page.hasOlder } : current,
    );
  }, [client, fetchPage, key]);

  const catchUp = useCallback(async () => {
    for (;;) {
      const chat = client.getQueryData<StudyRoomChat>(key);
      if (!chat) return;
      const page = await fetchPage(`after=${chat.lastSeq}&limit=${CHAT_PAGE_SIZE}`);
      client.setQueryData<StudyRoomChat>(key, (current) =>
        current ? { ...withMessages(current, page.messages)!, canPost: page.canPost } : current,
      );
      if (page.messages.length < CHAT_PAGE_SIZE) return;
    }
  }, [client, fetchPage, key]);

  const add = useCallback(
    (message: StudyRoomMessage) =>
      client.setQueryData<StudyRoomChat>(key, (current) => withMessages(current, [message])),
    [client, key],
  );
  const markDeleted = useCallback(
    (messageId: string) =>
      client.setQueryData<StudyRoomChat>(key, (current) => withDeleted(current, messageId)),
    [client, key],
  );
  return { loadOlder, catchUp, add, markDeleted };
}

export function usePostMessage(roomId: string) {
  const auth = useAuthClient();
  const { add } = useChatPaging(roomId);
  return useMutation({
    mutationFn: (body: string) =>
      auth
        .request<DataAnswer<StudyRoomMessage>>(chatPath(roomId), { method: 'POST', json: { body } })
        .then((answer) => answer.data),
    onSuccess: add,
  });
}

export function useDeleteMessage(roomId: string) {
  const auth = useAuthClient();
  const { markDeleted } = useChatPaging(roomId);
  return useMutation({
    mutationFn: (messageId: string) =>
      auth.request(`${chatPath(roomId)}/${messageId}`, { method: 'DELETE' }).then(() => messageId),
    onSuccess: markDeleted,
  });
}

export type ModerationStep = 'bisukan' | 'suarakan' | 'keluarkan';

/** The tutor's (or an admin's) moderation of one participant. */
export function useModerate(roomId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, step }: { userId: string; step: ModerationStep }) =>
      auth.request(`/tutor/study-room/${roomId}/peserta/${userId}/${step}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: studyRoomChatKeys.participants(roomId) }),
  });
}

/** `GET /api/tutor/study-room/{id}/peserta`: who is muted or removed (the tutor's menu says mute or unmute). */
export function useParticipants(roomId: string, enabled: boolean) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomChatKeys.participants(roomId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomParticipant[]>>(`/tutor/study-room/${roomId}/peserta`, { signal })
        .then((answer) => answer.data),
    enabled,
    retry: false,
  });
}

/** `GET /api/study-room/{id}/daring`: who is online, with names (refetched when the socket tells presence changed). */
export function useOnline(roomId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: studyRoomChatKeys.online(roomId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomOnlineUser[]>>(`/study-room/${roomId}/daring`, { signal })
        .then((answer) => answer.data),
  });
}
