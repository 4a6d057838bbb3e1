import { studyRoomRoom, type StudyRoomAnnouncement } from '@scola/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthClient } from '../../../auth/react';
import { realtimeConnectionOf } from '../../../lib/realtime/app-realtime';
import { useChatPaging } from '../api/chat';
import { studyRoomChatKeys } from '../query-keys';

type ParticipantChange = StudyRoomAnnouncement<'studyRoom.participant'>;

/**
 * Follows the room's socket room while the chat is open (ADR 0049): a new message is added (a gap in the numbers,
 * or announcements missed while offline, fetch what came after the last one held), a deletion empties the message,
 * a moderation step is passed on (`changes`), so the viewer's own muted / removed state follows at once, and a change
 * of the room itself (a seat taken, started, moved, cancelled; or announcements missed) calls `onRoomChanged`.
 */
export function useStudyRoomLive(roomId: string, enabled: boolean, onRoomChanged?: () => void) {
  const auth = useAuthClient();
  const client = useQueryClient();
  const { add, markDeleted, catchUp } = useChatPaging(roomId);
  const [changes, setChanges] = useState<Record<string, ParticipantChange>>({});

  useEffect(() => {
    if (!enabled) return undefined;
    const connection = realtimeConnectionOf(auth);
    return connection.watch(studyRoomRoom(roomId), (announcement) => {
      if (announcement === null) {
        void catchUp();
        onRoomChanged?.();
        return;
      }
      // Only study-room announcements reach this room's watchers; the check narrows the type.
      if (!('roomId' in announcement)) return;
      if ('message' in announcement) {
        const held = client.getQueryData<{ lastSeq: number }>(studyRoomChatKeys.chat(roomId))?.lastSeq ?? 0;
        const gap = announcement.message.seq > held + 1;
        add(announcement.message);
        if (gap) void catchUp();
      } else if ('messageId' in announcement) {
        markDeleted(announcement.messageId);
      } else if ('roomChanged' in announcement) {
        onRoomChanged?.();
      } else {
        setChanges((current) => ({ ...current, [announcement.userId]: announcement }));
        void client.invalidateQueries({ queryKey: studyRoomChatKeys.participants(roomId) });
      }
    });
  }, [auth, client, roomId, enabled, add, markDeleted, catchUp, onRoomChanged]);

  return changes;
}
