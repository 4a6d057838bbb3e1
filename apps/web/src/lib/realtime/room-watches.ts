import type {
  ClassAnnouncementName,
  RealtimeClientEvents,
  RoomWatchReply,
  StudyRoomAnnouncementName,
  WatchableRoom,
  WatchableRoomAnnouncement,
} from '@scola/contracts';
import { type Later, later as setLater, REFETCH_SPREAD_MS, REWATCH_SPREAD_MS, spreadMs } from './spread';

/**
 * What a watcher of a room hears: an announcement of the room, or `null` when announcements may have been missed
 * (the room was watched again after a reconnection and its baseline moved on, or a number was skipped): refetch
 * everything then.
 */
export type RoomListener = (announcement: WatchableRoomAnnouncement | null) => void;

/** Announcements of watchable rooms passed on to their watchers. */
export const ROOM_ANNOUNCEMENTS: readonly (ClassAnnouncementName | StudyRoomAnnouncementName)[] = [
  'class.changed',
  'studyRoom.changed',
  'studyRoom.message',
  'studyRoom.messageDeleted',
  'studyRoom.participant',
];

/** Timing of the spread re-watches and refetches (tests pass their own). */
export interface RoomWatchesTiming {
  later?: Later;
  random?: () => number;
}

interface RoomSocket {
  connected(): boolean;
  emit<E extends keyof RealtimeClientEvents>(event: E, ...args: Parameters<RealtimeClientEvents[E]>): unknown;
}

/**
 * The rooms the open pages watch (a class space), beside the user's own room: asked for on every (re)connection,
 * with their sequence numbers followed so that a baseline that moved on while away, or a number that skipped one,
 * reads as "missed". After a reconnection the watches and the refetches are spread over a short random delay, so
 * that the clients of a restarted instance do not all ask at once (ADR 0045).
 */
export class RoomWatches {
  private readonly watchers = new Map<WatchableRoom, Set<RoomListener>>();
  private readonly cursors = new Map<WatchableRoom, number>();
  /** Re-watches waiting for their turn after a reconnection. */
  private readonly rewatches = new Map<WatchableRoom, () => void>();
  /** "Missed" refetches waiting for their turn. */
  private readonly refetches = new Map<WatchableRoom, () => void>();
  private readonly later: Later;
  private readonly random: () => number;

  constructor(
    private readonly socket: RoomSocket,
    timing: RoomWatchesTiming = {},
  ) {
    this.later = timing.later ?? setLater;
    this.random = timing.random ?? Math.random;
  }

  /**
   * Watches `room` while connected, again after every reconnection, until every watcher called the returned
   * function. A refused watch (no access) is silent: the page's REST calls tell why.
   */
  watch(room: WatchableRoom, listener: RoomListener): () => void {
    let listeners = this.watchers.get(room);
    if (!listeners) {
      listeners = new Set();
      this.watchers.set(room, listeners);
      if (this.socket.connected()) this.request(room);
    }
    listeners.add(listener);
    return () => {
      const current = this.watchers.get(room);
      if (!current?.delete(listener) || current.size > 0) return;
      this.watchers.delete(room);
      this.cursors.delete(room);
      this.cancel(this.rewatches, room);
      this.cancel(this.refetches, room);
      if (this.socket.connected()) this.socket.emit('room.unwatch', room);
    };
  }

  /** The socket (re)connected: the server forgot its rooms, ask for them again (each after a random delay). */
  onConnect(): void {
    for (const room of this.watchers.keys()) {
      this.cancel(this.rewatches, room);
      this.schedule(this.rewatches, room, REWATCH_SPREAD_MS, () => {
        if (this.socket.connected() && this.watchers.has(room)) this.request(room);
      });
    }
  }

  onAnnouncement = (announcement: WatchableRoomAnnouncement): void => {
    const room = announcement.room as WatchableRoom;
    if (!this.watchers.has(room)) return;
    const seen = this.cursors.get(room);
    this.cursors.set(room, Math.max(seen ?? 0, announcement.seq));
    this.tell(room, announcement);
    // A number skipped: its announcement was lost, or is still on its way through another instance (Redis
    // delivers an instance's own announcements to its sockets before the other instances'). Either way the
    // refetch of everything, made after this number was taken, covers the change behind it.
    if (seen !== undefined && announcement.seq > seen + 1) this.missed(room);
  };

  private request(room: WatchableRoom): void {
    this.socket.emit('room.watch', room, (reply: RoomWatchReply) => {
      if (!reply.ok || !this.watchers.has(room)) return;
      const seen = this.cursors.get(room);
      this.cursors.set(room, Math.max(seen ?? reply.cursor.seq, reply.cursor.seq));
      if (seen !== undefined && reply.cursor.seq > seen) this.missed(room);
    });
  }

  /** Tells the watchers to refetch everything, once, after a random delay. */
  private missed(room: WatchableRoom): void {
    if (!this.refetches.has(room)) {
      this.schedule(this.refetches, room, REFETCH_SPREAD_MS, () => this.tell(room, null));
    }
  }

  private schedule(
    pending: Map<WatchableRoom, () => void>,
    room: WatchableRoom,
    windowMs: number,
    run: () => void,
  ): void {
    let ran = false;
    const cancel = this.later(
      () => {
        ran = true;
        pending.delete(room);
        run();
      },
      spreadMs(windowMs, this.random),
    );
    // A `later` that ran at once (tests) leaves nothing pending.
    if (!ran) pending.set(room, cancel);
  }

  private cancel(pending: Map<WatchableRoom, () => void>, room: WatchableRoom): void {
    pending.get(room)?.();
    pending.delete(room);
  }

  private tell(room: WatchableRoom, announcement: WatchableRoomAnnouncement | null): void {
    for (const listener of this.watchers.get(room) ?? []) listener(announcement);
  }
}
