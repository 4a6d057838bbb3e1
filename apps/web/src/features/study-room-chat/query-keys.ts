/** Query keys of a study room's chat, its presence and (for its tutor) its participants. */
export const studyRoomChatKeys = {
  all: (roomId: string) => ['studyRoomChat', roomId] as const,
  chat: (roomId: string) => [...studyRoomChatKeys.all(roomId), 'messages'] as const,
  online: (roomId: string) => [...studyRoomChatKeys.all(roomId), 'online'] as const,
  participants: (roomId: string) => [...studyRoomChatKeys.all(roomId), 'participants'] as const,
};
