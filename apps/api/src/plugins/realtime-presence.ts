import {
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  type RoomPresenceReply,
  type StudyRoomRoom,
  watchableRoomSchema,
} from '@scola/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';

interface PresenceSocketData {
  userId: string;
}
type PresenceServer = Server<
  RealtimeClientEvents,
  RealtimeServerEvents,
  Record<never, never>,
  PresenceSocketData
>;
type PresenceSocket = Socket<
  RealtimeClientEvents,
  RealtimeServerEvents,
  Record<never, never>,
  PresenceSocketData
>;

const isStudyRoom = (room: string): room is StudyRoomRoom => room.startsWith('studyRoom:');

/**
 * Presence in study rooms (ADR 0049): who is online is who has a socket watching the room, on any instance. It is
 * read from socket.io itself (`fetchSockets`, which asks every instance through the Redis adapter), never stored,
 * and sent to the room as a whole list whenever a socket joins or leaves it.
 */
export function realtimePresence(io: PresenceServer, log: FastifyBaseLogger) {
  /** The distinct users with a socket in `room`, sorted (every instance answers; one slow instance times out). */
  async function online(room: StudyRoomRoom): Promise<string[]> {
    const sockets = await io.in(room).fetchSockets();
    return [...new Set(sockets.map((socket) => socket.data.userId))].sort();
  }

  /** Sends the room its presence; a failure is logged (the clients ask again on their next watch). */
  async function tell(room: StudyRoomRoom): Promise<void> {
    try {
      io.to(room).emit('studyRoom.presence', { room, userIds: await online(room) });
    } catch (error) {
      log.error({ err: error, room }, 'real-time presence unavailable');
    }
  }

  /** Follows one socket: its study rooms' presence changes when it unwatches them or disconnects. */
  function follow(socket: PresenceSocket): void {
    socket.on('room.presence', (room, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = watchableRoomSchema.safeParse(room);
      if (!parsed.success || !isStudyRoom(parsed.data)) {
        ack({ ok: false, code: 'VALIDATION_FAILED' } satisfies RoomPresenceReply);
        return;
      }
      if (!socket.rooms.has(parsed.data)) {
        ack({ ok: false, code: 'FORBIDDEN' });
        return;
      }
      online(parsed.data).then(
        (userIds) => ack({ ok: true, userIds }),
        (error: unknown) => {
          log.error({ err: error, room: parsed.data }, 'real-time presence unavailable');
          ack({ ok: false, code: 'SERVICE_UNAVAILABLE' });
        },
      );
    });
    let leaving: StudyRoomRoom[] = [];
    // The rooms are still known while disconnecting, and the socket is gone from them once disconnected.
    socket.on('disconnecting', () => {
      leaving = [...socket.rooms].filter(isStudyRoom);
    });
    socket.on('disconnect', () => {
      for (const room of leaving) void tell(room);
    });
  }

  return {
    online,
    follow,
    /** A socket joined (watched) or left (unwatched) `room`. */
    changed(room: string): void {
      if (isStudyRoom(room)) void tell(room);
    },
    /** Every socket of the user leaves `room` (on every instance), then the room hears its presence. */
    async evict(userRoomName: string, room: StudyRoomRoom): Promise<void> {
      io.in(userRoomName).socketsLeave(room);
      await tell(room);
    },
  };
}
export type RealtimePresence = ReturnType<typeof realtimePresence>;
