import { z } from 'zod';
import { uuidSchema } from './common';
import { studyRoomMessageSchema } from './study-room-chat';

/**
 * The real-time channel (socket.io at `/socket.io`, ADR 0015). Writes go through the REST API; the socket only
 * announces that something changed, and the client refetches through REST. Every announcement carries the room it
 * was sent to and that room's next sequence number, so a client that sees a gap (or a higher baseline in `ready`
 * after reconnecting) knows it missed something and refetches.
 */

export const REALTIME_PATH = '/socket.io';

/** The room of one user: every socket of that user, whichever device or instance. */
export const userRoom = (userId: string) => `user:${userId}` as const;
export type UserRoom = ReturnType<typeof userRoom>;

/** The room of one class space (ADR 0039): whoever may enter the space may watch it (`room.watch`). */
export const classRoom = (classId: string) => `class:${classId}` as const;
export type ClassRoom = ReturnType<typeof classRoom>;

/**
 * The room of one study room (ADR 0049): its tutor, its active participants and admins may watch it; its chat and
 * moderation are announced there, and who watches it is the room's presence.
 */
export const studyRoomRoom = (roomId: string) => `studyRoom:${roomId}` as const;
export type StudyRoomRoom = ReturnType<typeof studyRoomRoom>;

/** The kinds of room a client asks to watch; the server checks each kind's rule before joining. */
export const watchableRoomKinds = ['class', 'studyRoom'] as const;
export type WatchableRoomKind = (typeof watchableRoomKinds)[number];

export const realtimeRoomSchema = z.union([
  z.templateLiteral(['user:', uuidSchema]),
  z.templateLiteral(['class:', uuidSchema]),
  z.templateLiteral(['studyRoom:', uuidSchema]),
]);
export type RealtimeRoom = z.infer<typeof realtimeRoomSchema>;

/** A room a client may ask to watch (its own user room it joins at connection). */
export const watchableRoomSchema = z.union([
  z.templateLiteral(['class:', uuidSchema]),
  z.templateLiteral(['studyRoom:', uuidSchema]),
]);
export type WatchableRoom = z.infer<typeof watchableRoomSchema>;

/** The handshake's `auth` object: the access token the REST API takes (raw or `Bearer <token>`). */
export const realtimeHandshakeSchema = z.object({ token: z.string().min(1).max(4096) });
export type RealtimeHandshake = z.infer<typeof realtimeHandshakeSchema>;

/** Why a connection was refused: `connect_error`'s `data` (the message is Indonesian, safe to show). */
export const realtimeRefusalCodes = [
  'UNAUTHENTICATED',
  'ACCOUNT_SUSPENDED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
] as const;
export const realtimeRefusalSchema = z.object({
  code: z.enum(realtimeRefusalCodes),
  message: z.string(),
});
export type RealtimeRefusal = z.infer<typeof realtimeRefusalSchema>;

/** Where a room's announcements stand: the sequence number of its latest announcement (0 before the first). */
export const roomCursorSchema = z.object({
  room: realtimeRoomSchema,
  seq: z.number().int().nonnegative(),
});
export type RoomCursor = z.infer<typeof roomCursorSchema>;

/**
 * `ready`: sent once per connection, after the socket joined its rooms. A client whose cursor of a room is below
 * the baseline missed announcements while it was away and refetches.
 */
export const realtimeReadySchema = z.object({ rooms: z.array(roomCursorSchema) });
export type RealtimeReady = z.infer<typeof realtimeReadySchema>;

/**
 * `session.ended`: the session this socket was opened with has just been ended (signed out, or all sessions ended
 * by a password change or reset elsewhere). The server closes the connection right after; the client checks its
 * session through REST, which signs it out.
 */
export const sessionEndedSchema = z.object({});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

const announcement = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ room: realtimeRoomSchema, seq: z.number().int().positive(), ...shape });

/** Announcements to a user's room, by event name. */
export const userAnnouncementSchemas = {
  /** The account (`GET /api/akun/info`) changed, e.g. its profile was edited on another device. */
  'account.updated': announcement({}),
  /** The user's notifications changed (one was made, or read on another device): refetch the bell. */
  'notifications.changed': announcement({}),
} as const;
export type UserAnnouncementName = keyof typeof userAnnouncementSchemas;
export type UserAnnouncement<E extends UserAnnouncementName> = z.infer<(typeof userAnnouncementSchemas)[E]>;
/** What the emitting code gives; the room and the sequence number are added by the announcer. */
export type UserAnnouncementPayload<E extends UserAnnouncementName> = Omit<
  UserAnnouncement<E>,
  'room' | 'seq'
>;

/** What changed in a class space: the client refetches that area through REST (`id`: the thread, file, … if one). */
export const classSpaceAreas = ['files', 'discussions', 'recordings', 'sessions'] as const;
export const classSpaceAreaSchema = z.enum(classSpaceAreas);
export type ClassSpaceArea = z.infer<typeof classSpaceAreaSchema>;

/** Announcements to a class's room, by event name. */
export const classAnnouncementSchemas = {
  /** Something in an area of the class space changed (a file uploaded, a reply posted, a session went live, …). */
  'class.changed': announcement({
    classId: uuidSchema,
    area: classSpaceAreaSchema,
    id: uuidSchema.nullable(),
  }),
} as const;
export type ClassAnnouncementName = keyof typeof classAnnouncementSchemas;
export type ClassAnnouncement<E extends ClassAnnouncementName> = z.infer<
  (typeof classAnnouncementSchemas)[E]
>;
export type ClassAnnouncementPayload<E extends ClassAnnouncementName> = Omit<
  ClassAnnouncement<E>,
  'room' | 'seq'
>;

/**
 * Announcements to a study room's room, by event name (ADR 0049). A new message carries itself (every watcher may
 * read it, and a chat that refetched on every line would multiply the reads by the room's size); a client that sees
 * a gap asks `GET /api/study-room/{id}/chat?after=<its last message seq>`.
 */
export const studyRoomAnnouncementSchemas = {
  'studyRoom.message': announcement({ roomId: uuidSchema, message: studyRoomMessageSchema }),
  /** The tutor (or an admin) deleted a message: it stays in place, empty, `deleted: true`. */
  'studyRoom.messageDeleted': announcement({
    roomId: uuidSchema,
    messageId: uuidSchema,
    messageSeq: z.number().int().positive(),
  }),
  /**
   * The room itself changed: a seat was taken (a join, a paid order), the tutor started it ("live now"), moved or
   * cancelled it. Watchers refetch the room (`GET /api/study-room/{id}`).
   */
  'studyRoom.changed': announcement({ roomId: uuidSchema, roomChanged: z.literal(true) }),
  /** A participant was muted, unmuted or removed (a removed one's sockets leave the room right after). */
  'studyRoom.participant': announcement({
    roomId: uuidSchema,
    userId: uuidSchema,
    muted: z.boolean(),
    removed: z.boolean(),
  }),
} as const;
export type StudyRoomAnnouncementName = keyof typeof studyRoomAnnouncementSchemas;
export type StudyRoomAnnouncement<E extends StudyRoomAnnouncementName> = z.infer<
  (typeof studyRoomAnnouncementSchemas)[E]
>;
export type StudyRoomAnnouncementPayload<E extends StudyRoomAnnouncementName> = Omit<
  StudyRoomAnnouncement<E>,
  'room' | 'seq'
>;

/** Every announcement of a watchable room (what a room's watchers hear). */
export type WatchableRoomAnnouncement =
  ClassAnnouncement<ClassAnnouncementName> | StudyRoomAnnouncement<StudyRoomAnnouncementName>;

/**
 * `studyRoom.presence`: who is online in a study room (the users with a socket watching it, on every instance),
 * sent to the room whenever a user's first socket joins or last socket leaves. Not numbered: it is a state, not a
 * change, and the whole list comes each time (`room.presence` asks for it).
 */
export const studyRoomPresenceSchema = z.object({
  room: z.templateLiteral(['studyRoom:', uuidSchema]),
  userIds: z.array(uuidSchema),
});
export type StudyRoomPresence = z.infer<typeof studyRoomPresenceSchema>;

/** The answer to `room.presence`: the users online in a room the socket watches. */
export const roomPresenceReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), userIds: z.array(uuidSchema) }),
  z.object({ ok: z.literal(false), code: z.enum(['VALIDATION_FAILED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE']) }),
]);
export type RoomPresenceReply = z.infer<typeof roomPresenceReplySchema>;

/** The answer to `room.watch`: the room's cursor (its baseline), or why the room may not be watched. */
export const roomWatchReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), cursor: roomCursorSchema }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['VALIDATION_FAILED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE']),
  }),
]);
export type RoomWatchReply = z.infer<typeof roomWatchReplySchema>;

/** Events the server sends (socket.io's `ServerToClientEvents`). */
export type RealtimeServerEvents = {
  ready: (data: RealtimeReady) => void;
  'session.ended': (data: SessionEnded) => void;
} & { [E in UserAnnouncementName]: (data: UserAnnouncement<E>) => void } & {
  [E in ClassAnnouncementName]: (data: ClassAnnouncement<E>) => void;
} & { [E in StudyRoomAnnouncementName]: (data: StudyRoomAnnouncement<E>) => void } & {
  'studyRoom.presence': (data: StudyRoomPresence) => void;
};

/**
 * Events the client sends: only which rooms it watches (a page of a class space), never writes, which go through the
 * REST API. `room.watch` answers with the room's baseline, or a refusal (the same rule as the REST routes).
 */
export type RealtimeClientEvents = {
  'room.watch': (room: string, ack: (reply: RoomWatchReply) => void) => void;
  'room.unwatch': (room: string) => void;
  /** Who is online in a study room the socket watches (refused for a room it does not watch). */
  'room.presence': (room: string, ack: (reply: RoomPresenceReply) => void) => void;
};
