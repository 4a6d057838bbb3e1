import type {
  ClassAnnouncement,
  ClassAnnouncementName,
  RealtimeClientEvents,
  RoomWatchReply,
  WatchableRoom,
} from '@scola/contracts';

/**
 * What a watcher of a room hears: an announcement of the room, or `null` when announcements may have been missed
 * (the room was watched again after a reconnection and its baseline moved on): refetch everything then.
 */
export type RoomListener = (announcement: ClassAnnouncement<ClassAnnouncementName> | null) => void;

/** Announcements of watchable rooms passed on to their watchers. */
export const ROOM_ANNOUNCEMENTS: readonly ClassAnnouncementName[] = ['class.changed'];

interface RoomSocket {
  connected(): boolean;
  emit<E extends keyof RealtimeClientEvents>(event: E, ...args: Parameters<RealtimeClientEvents[E]>): unknown;
}

/**
 * The rooms the open pages watch (a class space), beside the user's own room: asked for on every (re)connection,
 * with their sequence numbers followed so that a baseline that moved on while away reads as "missed".
 */
export class RoomWatches {
  private readonly watchers = new Map<WatchableRoom, Set<RoomListener>>();
  private readonly cursors = new Map<WatchableRoom, number>();

  constructor(private readonly socket: RoomSocket) {}

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
      if (this.socket.connected()) this.socket.emit('room.unwatch', room);
    };
  }

  /** The socket (re)connected: the server forgot its rooms, ask for them again. */
  onConnect(): void {
    for (const room of this.watchers.keys()) this.request(room);
  }

  onAnnouncement = (announcement: ClassAnnouncement<ClassAnnouncementName>): void => {
    const room = announcement.room as WatchableRoom;
    if (!this.watchers.has(room)) return;
    this.cursors.set(room, Math.max(this.cursors.get(room) ?? 0, announcement.seq));
    this.tell(room, announcement);
  };

  private request(room: WatchableRoom): void {
    this.socket.emit('room.watch', room, (reply: RoomWatchReply) => {
      if (!reply.ok || !this.watchers.has(room)) return;
      const seen = this.cursors.get(room);
      this.cursors.set(room, Math.max(seen ?? reply.cursor.seq, reply.cursor.seq));
      if (seen !== undefined && reply.cursor.seq > seen) this.tell(room, null);
    });
  }

  private tell(room: WatchableRoom, announcement: ClassAnnouncement<ClassAnnouncementName> | null): void {
    for (const listener of this.watchers.get(room) ?? []) listener(announcement);
  }
}
