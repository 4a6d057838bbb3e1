/**
 * The real-time connection of the signed-in user (DESIGN §6, ADR 0015), free of React and of socket.io itself so
 * that it is tested with a fake socket. It connects while someone is signed in and never otherwise, authenticates
 * each attempt with the current access token, tells its status (connected / reconnecting / offline) and follows the
 * announcements' sequence numbers so that missed announcements lead to a refetch.
 */
import type {
  RealtimeReady,
  RealtimeRefusal,
  RealtimeServerEvents,
  RoomCursor,
  RoomPresenceReply,
  StudyRoomPresence,
  UserAnnouncementName,
  WatchableRoom,
} from '@scola/contracts';
import { Listeners } from './listeners';
import { ROOM_ANNOUNCEMENTS, type RoomListener, RoomWatches } from './room-watches';
import { later as setLater, REFETCH_SPREAD_MS, spreadMs } from './spread';

import type { HandshakeAuth, RealtimeConnectionOptions, SocketLike } from './connection-options';

export type { RoomListener } from './room-watches';
export type {
  HandshakeAuth,
  NetworkStatus,
  RealtimeConnectionOptions,
  RealtimeSession,
  SocketLike,
} from './connection-options';

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** Refusals that another attempt will not lift: stay offline until the next sign-in. */
const FINAL_REFUSALS: ReadonlySet<RealtimeRefusal['code']> = new Set(['ACCOUNT_SUSPENDED', 'FORBIDDEN']);

/**
 * The wait before our own retry. The randomisation applies after the 5 s cap, unlike socket.io's back-off, which caps
 * after randomising: clients that failed many times would otherwise all retry exactly 5 s apart, in step.
 */
export const retryDelayMs = (attempt: number, random = Math.random) =>
  Math.min(1000 * 2 ** attempt, 5000) * (0.5 + random());

const defaultSchedule = (retry: () => void, attempt: number) => {
  const timer = setTimeout(retry, retryDelayMs(attempt));
  return () => clearTimeout(timer);
};

type Announcement = Parameters<RealtimeServerEvents[UserAnnouncementName]>[0];

export class RealtimeConnection {
  private socket: SocketLike | undefined;
  private status: RealtimeStatus = 'offline';
  private readonly listeners = new Listeners();
  private readonly cursors = new Map<RoomCursor['room'], number>();
  private everConnected = false;
  private refusedFinally = false;
  private retries = 0;
  /** A retry of ours is on its way (after a refusal or a deliberate close): nothing else reconnects meanwhile. */
  private retryPending = false;
  private cancelRetry: (() => void) | undefined;
  private readonly stops: (() => void)[] = [];
  /** The spread refetch after missed announcements, while it waits its turn. */
  private cancelRefetch: (() => void) | undefined;
  /** Told of each `notifications.changed`, and of announcements missed while away (the bell refetches). */
  private readonly notificationListeners = new Listeners();
  private readonly rooms: RoomWatches;
  /** Told of each `studyRoom.presence`, by room. */
  private readonly presence = new Map<string, Set<(userIds: string[]) => void>>();

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.rooms = new RoomWatches(
      { connected: () => this.socket?.connected ?? false, emit: (...args) => this.socket?.emit(...args) },
      options, // the same timing (`later`, `random`)
    );
  }

  /** A delay within the refetch window: a restarted instance's clients do not all hit the API at once. */
  private spread(run: () => void): () => void {
    return (this.options.later ?? setLater)(run, spreadMs(REFETCH_SPREAD_MS, this.options.random));
  }

  getStatus = (): RealtimeStatus => this.status;

  subscribe = (listener: () => void): (() => void) => this.listeners.add(listener);

  /** Follows the session and the network from now on. */
  start(): void {
    if (this.stops.length > 0) return;
    const { session, network } = this.options;
    this.stops.push(
      session.subscribe(() => this.followSession()),
      network.subscribe(() => {
        if (network.online() && session.loggedIn() && !this.socket?.active) this.reconnectNow();
        this.update();
      }),
    );
    this.followSession();
  }

  /** Watches a room while connected (see `RoomWatches.watch`). */
  watch = (room: WatchableRoom, listener: RoomListener): (() => void) => this.rooms.watch(room, listener);

  /** Calls `listener` with who is online in a study room whenever that changes; answers the unsubscribe. */
  onPresence = (room: WatchableRoom, listener: (userIds: string[]) => void): (() => void) => {
    const listeners = this.presence.get(room) ?? new Set();
    this.presence.set(room, listeners.add(listener));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.presence.delete(room);
    };
  };

  /** Asks who is online in a study room this socket watches (null: not connected, or refused). */
  askPresence = (room: WatchableRoom): Promise<string[] | null> => {
    const socket = this.socket;
    if (!socket?.connected) return Promise.resolve(null);
    return new Promise((resolve) => {
      socket.emit('room.presence', room, (reply: RoomPresenceReply) =>
        resolve(reply.ok ? reply.userIds : null),
      );
    });
  };

  /** Calls `listener` whenever the user's notifications may have changed; answers the unsubscribe. */
  onNotifications = (listener: () => void): (() => void) => this.notificationListeners.add(listener);

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.disconnect();
  }

  private followSession(): void {
    if (this.options.session.loggedIn()) {
      if (!this.socket?.active && !this.refusedFinally && !this.retryPending) this.connect();
    } else {
      this.disconnect();
      this.cancelRefetch?.();
      this.cancelRefetch = undefined;
      this.cursors.clear();
      this.everConnected = false;
      this.refusedFinally = false;
    }
    this.update();
  }

  private connect(): void {
    this.socket ??= this.createSocket();
    this.socket.connect();
  }

  private disconnect(): void {
    this.cancelRetries();
    this.retries = 0;
    this.socket?.disconnect();
  }

  private reconnectNow(): void {
    this.cancelRetries();
    if (!this.refusedFinally) this.connect();
  }

  private cancelRetries(): void {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.retryPending = false;
  }

  private createSocket(): SocketLike {
    const { session } = this.options;
    const auth: HandshakeAuth = (deliver) => {
      session.accessToken().then(
        (token) => deliver({ token: token ?? '' }),
        () => deliver({ token: '' }),
      );
    };
    const socket = this.options.createSocket(auth);
    const on = <A extends unknown[]>(event: string, listener: (...args: A) => void) =>
      socket.on(event, listener as unknown as (...args: never[]) => void);

    on('connect', () => {
      this.everConnected = true;
      this.retries = 0;
      this.rooms.onConnect();
      this.update();
    });
    on('disconnect', (reason: string) => {
      // The server closed this socket on purpose (its session ended): the account check signs out if it has.
      if (reason === 'io server disconnect') this.checkThenRetry();
      this.update();
    });
    on('connect_error', (error: Error & { data?: Partial<RealtimeRefusal> }) => {
      // socket.io retries failed transports by itself (`active`); a refusal by the server is ours to handle.
      if (!socket.active) this.onRefused(error.data?.code);
      this.update();
    });
    on('ready', (ready: RealtimeReady) => this.onReady(ready));
    // The server closes the socket next; one REST check answers both.
    on('session.ended', () => this.checkThenRetry());
    on('account.updated', (announcement: Announcement) => {
      this.advance(announcement.room, announcement.seq);
      void this.refetch();
    });
    on('notifications.changed', (announcement: Announcement) => {
      this.advance(announcement.room, announcement.seq);
      this.notificationListeners.tell();
    });
    for (const event of ROOM_ANNOUNCEMENTS) on(event, this.rooms.onAnnouncement);
    on('studyRoom.presence', ({ room, userIds }: StudyRoomPresence) => {
      for (const listener of this.presence.get(room) ?? []) listener(userIds);
    });
    return socket;
  }

  private onRefused(code: RealtimeRefusal['code'] | undefined): void {
    if (code !== undefined && FINAL_REFUSALS.has(code)) {
      this.refusedFinally = true;
      return;
    }
    // An unknown or ended session is settled by the REST check (it renews the token or signs out).
    if (code === 'UNAUTHENTICATED') this.checkThenRetry();
    else this.retryLater();
  }

  private checkThenRetry(): void {
    if (this.retryPending) return;
    this.retryPending = true;
    this.cancelRetry = this.spread(() => {
      this.cancelRetry = undefined;
      if (this.retryPending) void this.refetch().finally(() => this.scheduleRetry());
    });
  }

  private retryLater(): void {
    if (this.retryPending) return;
    this.retryPending = true;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.retryPending) return; // cancelled meanwhile (signed out, or back online)
    if (!this.options.session.loggedIn()) {
      this.retryPending = false;
      return;
    }
    const schedule = this.options.schedule ?? defaultSchedule;
    this.cancelRetry = schedule(() => {
      this.cancelRetry = undefined;
      this.retryPending = false;
      if (this.options.session.loggedIn() && !this.socket?.active) this.connect();
      this.update();
    }, this.retries++);
  }

  private async refetch(): Promise<void> {
    try {
      await this.options.session.refetchAccount();
    } catch {
      // Offline or a server error: the next announcement or reconnection tries again.
    }
  }

  /** A baseline above what this client has seen means announcements were missed while it was away. */
  private onReady({ rooms }: RealtimeReady): void {
    let missed = false;
    for (const { room, seq } of rooms) {
      const seen = this.cursors.get(room);
      if (seen !== undefined && seq > seen) missed = true;
      this.cursors.set(room, Math.max(seen ?? seq, seq));
    }
    if (missed) this.notificationListeners.tell();
    if (missed && this.cancelRefetch === undefined) {
      let ran = false;
      const cancel = this.spread(() => {
        ran = true;
        this.cancelRefetch = undefined;
        void this.refetch();
      });
      if (!ran) this.cancelRefetch = cancel;
    }
  }

  private advance(room: RoomCursor['room'], seq: number): void {
    this.cursors.set(room, Math.max(this.cursors.get(room) ?? 0, seq));
  }

  private update(): void {
    const next = this.computeStatus();
    if (next === this.status) return;
    this.status = next;
    this.listeners.tell();
  }

  private computeStatus(): RealtimeStatus {
    if (!this.options.network.online() || this.refusedFinally) return 'offline';
    if (this.socket?.connected) return 'connected';
    if (!this.options.session.loggedIn()) return 'offline';
    return this.everConnected ? 'reconnecting' : 'connecting';
  }
}
