import { studyRoomRoom } from '@scola/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthClient } from '../../../auth/react';
import { realtimeConnectionOf } from '../../../lib/realtime/app-realtime';
import { useOnline } from '../api/chat';
import { studyRoomChatKeys } from '../query-keys';

/**
 * Who is online in the room: watching the room makes the viewer one of them, and every change the socket tells
 * (`studyRoom.presence`, a list of ids) refetches the names through REST.
 */
export function useStudyRoomPresence(roomId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  const online = useOnline(roomId);
  useEffect(() => {
    const connection = realtimeConnectionOf(auth);
    const room = studyRoomRoom(roomId);
    const refetch = () => void client.invalidateQueries({ queryKey: studyRoomChatKeys.online(roomId) });
    const stopWatching = connection.watch(room, (announcement) => {
      if (announcement === null) refetch();
    });
    const stopListening = connection.onPresence(room, refetch);
    return () => {
      stopListening();
      stopWatching();
    };
  }, [auth, client, roomId]);
  return online;
}
