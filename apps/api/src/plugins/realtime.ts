import {
  type ClassAnnouncementName,
  type ClassAnnouncementPayload,
  classRoom,
  REALTIME_PATH,
  type RealtimeClientEvents,
  type RealtimeRefusal,
  type RealtimeServerEvents,
  type UserAnnouncementName,
  type UserAnnouncementPayload,
  realtimeHandshakeSchema,
  type RoomWatchReply,
  type StudyRoomAnnouncementName,
  type StudyRoomAnnouncementPayload,
  studyRoomRoom,
  userRoom,
  watchableRoomSchema,
  type WatchableRoomKind,
} from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { EndedSessions } from '../modules/auth';
import type { RequestUser } from '../modules/users';
import { realtimeSequencesFor } from '../modules/realtime';
import { defaultErrorMessages, isAppError } from '../lib/app-error';
import { realtimePresence } from './realtime-presence';
import { createRedisAdapter, type RedisAdapter } from './realtime-redis';

/** What the handshake established about a socket. */
interface SocketData {
  userId: string;
  sessionId: string;
  /** The account's roles at the handshake (a room guard may need them, e.g. admins enter every class space). */
  scope: RequestUser['scope'];
}

/** Who may watch the rooms of a kind: `id` is what follows `kind:` in the room's name. Never rejects for a refusal. */
export type RoomGuard = (user: Pick<RequestUser, 'id' | 'scope'>, id: string) => Promise<boolean>;

export type RealtimeServer = Server<
  RealtimeClientEvents,
  RealtimeServerEvents,
  Record<never, never>,
  SocketData
>;
type RealtimeSocket = Socket<RealtimeClientEvents, RealtimeServerEvents, Record<never, never>, SocketData>;

/** The room of one session's sockets, to close them when the session ends. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface Realtime {
  /**
   * Announces `event` to every socket of the user, on every instance, with the next sequence number of the user's
   * room. Call it after the change is committed. Resolves to that number, or `null` when the announcement could not
   * be made (logged; never rejects): clients catch up through REST on their next reconnect.
   */
  toUser<E extends UserAnnouncementName>(
    userId: string,
    event: E,
    payload: UserAnnouncementPayload<E>,
  ): Promise<number | null>;
  /** Announces `event` to every socket watching the class space `classId` (same contract as `toUser`). */
  toClass<E extends ClassAnnouncementName>(
    classId: string,
    event: E,
    payload: ClassAnnouncementPayload<E>,
  ): Promise<number | null>;
  /** Announces `event` to every socket watching the study room `roomId` (same contract as `toUser`). */
  toStudyRoom<E extends StudyRoomAnnouncementName>(
    roomId: string,
    event: E,
    payload: StudyRoomAnnouncementPayload<E>,
  ): Promise<number | null>;
  /** The users with a socket watching the study room, on every instance (its presence). */
  onlineInStudyRoom(roomId: string): Promise<string[]>;
  /** Every socket of the user stops watching the study room (removed by its tutor); the room hears its presence. */
  leaveStudyRoom(userId: string, roomId: string): Promise<void>;
  /** Sets the rule of `room.watch` for the rooms of `kind` (once per kind, at registration). */
  guardRooms(kind: WatchableRoomKind, guard: RoomGuard): void;
  /**
   * The socket.io server itself, for measurements (`bench/realtime.ts` compares a bare broadcast with an
   * announcement). Features announce through `toUser` and `toClass`: a bare emit carries no sequence number.
   */
  readonly io: RealtimeServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time channel's announcer (socket.io at `/socket.io`, ADR 0015). */
    realtime: Realtime;
  }
}

/** A refused handshake: `connect_error` on the client, with `data: { code, message }`. */
function refusal(code: RealtimeRefusal['code'], message = defaultErrorMessages[code]) {
  return Object.assign(new Error(message), { data: { code, message } satisfies RealtimeRefusal });
}

/** Browsers send `Origin`: only this site's pages may open a socket (other clients send none). */
function sameOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.host === host || url.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** Who opens the socket: the access token of the handshake, checked exactly as the REST API checks it. */
function authenticateHandshake(app: FastifyInstance) {
  const refusalOf = async (socket: RealtimeSocket): Promise<Error | undefined> => {
    const { headers, auth } = socket.handshake;
    if (!sameOrigin(headers.origin, headers.host, app.config.publicUrl)) {
      return refusal('FORBIDDEN', 'Koneksi waktu nyata hanya untuk halaman Scola.');
    }
    const handshake = realtimeHandshakeSchema.safeParse(auth);
    if (!handshake.success) return refusal('UNAUTHENTICATED');
    try {
      const user = await app.sessions.authenticate(handshake.data.token);
      socket.data = { userId: user.id, sessionId: user.sessionId, scope: user.scope };
      return undefined;
    } catch (error) {
      if (isAppError(error) && (error.code === 'UNAUTHENTICATED' || error.code === 'ACCOUNT_SUSPENDED')) {
        return refusal(error.code, error.message);
      }
      app.log.error({ err: error }, 'real-time handshake failed');
      return refusal('SERVICE_UNAVAILABLE');
    }
  };
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    void refusalOf(socket).then(next);
  };
}

/**
 * socket.io on Fastify's HTTP server (ADR 0015): sockets authenticate with the access token, join their user's
 * room and their session's, and receive `ready` with the rooms' sequence baselines. Writes stay on REST; the
 * server only announces (`app.realtime.toUser`). With `REDIS_URL`, announcements cross instances through Redis.
 */
export const realtimePlugin = fp(
  async (app) => {
    const sequences = realtimeSequencesFor(app.db.db);
    const redis: RedisAdapter | undefined = app.config.redisUrl
      ? createRedisAdapter(app.config.redisUrl, app.log.child({ module: 'realtime' }))
      : undefined;
    if (redis && !(await redis.ready)) {
      app.log.error(
        'Redis not reachable at start: real-time announcements stay on this instance until it is',
      );
    }

    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Clients only receive: a handshake and pings are all they send.
      maxHttpBufferSize: 16 * 1024,
      ...(redis ? { adapter: redis.adapter } : {}),
    });

    const guards = new Map<WatchableRoomKind, RoomGuard>();
    const watch = async (socket: RealtimeSocket, room: unknown): Promise<RoomWatchReply> => {
      const parsed = watchableRoomSchema.safeParse(room);
      if (!parsed.success) return { ok: false, code: 'VALIDATION_FAILED' };
      const separator = parsed.data.indexOf(':');
      const kind = parsed.data.slice(0, separator) as WatchableRoomKind;
      const guard = guards.get(kind);
      try {
        const { userId, scope } = socket.data;
        if (!guard || !(await guard({ id: userId, scope }, parsed.data.slice(separator + 1)))) {
          return { ok: false, code: 'FORBIDDEN' };
        }
        await socket.join(parsed.data);
        await redis?.subscribed();
        presence.changed(parsed.data);
        // Read after joining, as at connection: an announcement is either counted in the baseline or delivered.
        const seqs = await sequences.currentSeqs([parsed.data]);
        return { ok: true, cursor: { room: parsed.data, seq: seqs.get(parsed.data) ?? 0 } };
      } catch (error) {
        app.log.error({ err: error, room: parsed.data }, 'real-time room watch failed');
        return { ok: false, code: 'SERVICE_UNAVAILABLE' };
      }
    };

    const presence = realtimePresence(io, app.log.child({ module: 'realtime' }));
    io.use(authenticateHandshake(app));
    io.on('connection', (socket) => {
      const { userId, sessionId } = socket.data;
      socket.on('room.watch', (room, ack) => {
        if (typeof ack !== 'function') return;
        void watch(socket, room).then(ack);
      });
      socket.on('room.unwatch', (room) => {
        const parsed = watchableRoomSchema.safeParse(room);
        if (parsed.success)
          void Promise.resolve(socket.leave(parsed.data)).then(() => presence.changed(parsed.data));
      });
      presence.follow(socket);
      const room = userRoom(userId);
      void socket.join([room, sessionRoom(sessionId)]);
      // The baseline is read after joining (and subscribing, across instances): an announcement is then either
      // counted in it or delivered.
      Promise.resolve(redis?.subscribed())
        .then(() => sequences.currentSeqs([room]))
        .then(
          (seqs) => socket.emit('ready', { rooms: [{ room, seq: seqs.get(room) ?? 0 }] }),
          (error: unknown) => {
            app.log.error({ err: error }, 'real-time baseline unavailable');
            socket.disconnect();
          },
        );
    });

    const endSessions = ({ userId, sessionId, exceptSessionId }: EndedSessions) => {
      const target =
        sessionId !== undefined
          ? io.in(sessionRoom(sessionId))
          : exceptSessionId !== undefined
            ? io.in(userRoom(userId)).except(sessionRoom(exceptSessionId))
            : io.in(userRoom(userId));
      target.emit('session.ended', {});
      target.disconnectSockets();
    };
    const stopListening = app.sessions.onEnded(endSessions);

    const announce = async (room: string, event: string, payload: object): Promise<number | null> => {
      try {
        const seq = await sequences.nextSeq(room);
        // socket.io cannot match a generic event name to its arguments; `UserAnnouncementPayload<E>` already did.
        const broadcast = io.to(room) as unknown as { emit(name: string, data: unknown): boolean };
        broadcast.emit(event, { ...payload, room, seq });
        return seq;
      } catch (error) {
        app.log.error({ err: error, event, room }, 'real-time announcement failed');
        return null;
      }
    };

    app.decorate<Realtime>('realtime', {
      toUser(userId, event, payload) {
        const delivery = announce(userRoom(userId), event, payload);
        app.background.run(`realtime ${event}`, () => delivery.then(() => undefined));
        return delivery;
      },
      toClass(classId, event, payload) {
        const delivery = announce(classRoom(classId), event, payload);
        app.background.run(`realtime ${event}`, () => delivery.then(() => undefined));
        return delivery;
      },
      toStudyRoom(roomId, event, payload) {
        const delivery = announce(studyRoomRoom(roomId), event, payload);
        app.background.run(`realtime ${event}`, () => delivery.then(() => undefined));
        return delivery;
      },
      onlineInStudyRoom: (roomId) => presence.online(studyRoomRoom(roomId)),
      leaveStudyRoom: (userId, roomId) => presence.evict(userRoom(userId), studyRoomRoom(roomId)),
      guardRooms(kind, guard) {
        if (guards.has(kind)) throw new Error(`real-time rooms "${kind}" already have a guard`);
        guards.set(kind, guard);
      },
      io,
    });

    // Open sockets would keep the HTTP server from closing: drop them first (clients reconnect elsewhere). Closing
    // the transports, rather than disconnecting the sockets, makes it a broken connection to the clients: socket.io
    // reconnects them with its randomised back-off, where a disconnect would send each to a REST check (ADR 0045).
    app.addHook('preClose', (done) => {
      stopListening();
      io.engine.close();
      done();
    });
    app.addHook('onClose', async () => {
      await app.background.drain();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await redis?.close();
    });
  },
  { name: 'scola-realtime', dependencies: ['scola-app-context', 'scola-db', 'scola-auth'] },
);
