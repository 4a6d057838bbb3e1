/** What the real-time connection (`connection.ts`) is built from: the socket, the session, the network, timing. */
import type { RealtimeClientEvents } from '@scola/contracts';
import type { Later } from './spread';

/** The part of a socket.io client socket the connection uses. */
export interface SocketLike {
  readonly connected: boolean;
  /** `false` once the socket stopped trying (refused by the server, or disconnected on purpose). */
  readonly active: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit<E extends keyof RealtimeClientEvents>(event: E, ...args: Parameters<RealtimeClientEvents[E]>): unknown;
}

/** A handshake `auth` callback, as socket.io-client calls it before each attempt. */
export type HandshakeAuth = (deliver: (auth: { token: string }) => void) => void;

/** The session the connection follows (the app's `Auth`). */
export interface RealtimeSession {
  loggedIn(): boolean;
  subscribe(listener: () => void): () => void;
  /** A valid access token (renewed when it has run out); `undefined` when signed out. */
  accessToken(): Promise<string | undefined>;
  /** Reads the account again through REST; a session the server ended is signed out by it. */
  refetchAccount(): Promise<void>;
}

/** The browser's own online flag. */
export interface NetworkStatus {
  online(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface RealtimeConnectionOptions {
  session: RealtimeSession;
  network: NetworkStatus;
  createSocket(auth: HandshakeAuth): SocketLike;
  /** Waits before another attempt after a refusal the server may lift (the spec's 1–5 s with ±50 %). */
  schedule?: (retry: () => void, attempt: number) => () => void;
  /** Runs the spread REST checks and refetches (default `setTimeout`; see `spread.ts`). */
  later?: Later;
  random?: () => number;
}
