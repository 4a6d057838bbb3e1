import type { AddressInfo } from 'node:net';
import {
  REALTIME_PATH,
  type RealtimeClientEvents,
  type RealtimeReady,
  type RealtimeRefusal,
  type RealtimeServerEvents,
  type RoomWatchReply,
} from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

const WAIT_MS = 5000;

/** Makes the app listen on a free loopback port (socket.io needs a real server); answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ConnectOptions {
  /** The handshake's `auth` object (default: `{ token }`). */
  auth?: Record<string, unknown>;
  transports?: ('websocket' | 'polling')[];
  headers?: Record<string, string>;
}

/** A socket that does not reconnect by itself (tests decide), closed by `closeAll`. */
export function openSocket(baseUrl: string, token: string | undefined, options: ConnectOptions = {}) {
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME_PATH,
    auth: options.auth ?? (token === undefined ? {} : { token }),
    transports: options.transports ?? ['websocket'],
    extraHeaders: options.headers ?? {},
    reconnection: false,
    forceNew: true,
  });
  opened.add(socket);
  return socket;
}

const opened = new Set<TestSocket>();

/** Closes every socket the tests opened. */
export function closeAll() {
  for (const socket of opened) socket.close();
  opened.clear();
}

/** Resolves with the first `event` (or rejects after `ms`). */
export function nextEvent<E extends keyof RealtimeServerEvents>(
  socket: TestSocket,
  event: E,
  ms = WAIT_MS,
): Promise<Parameters<RealtimeServerEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    // socket.io-client types listeners per event; this one takes the event's single argument.
    const listener = ((data: Parameters<RealtimeServerEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(data);
    }) as never;
    socket.once(event, listener);
  });
}

/** Collects every `event` the socket receives, to assert later that none (or which) arrived. */
export function collect<E extends keyof RealtimeServerEvents>(socket: TestSocket, event: E) {
  const seen: Parameters<RealtimeServerEvents[E]>[0][] = [];
  socket.on(event, ((data: Parameters<RealtimeServerEvents[E]>[0]) => seen.push(data)) as never);
  return seen;
}

/** Opens a socket and waits for its `ready` event. */
export async function connectReady(
  baseUrl: string,
  token: string,
  options: ConnectOptions = {},
): Promise<{ socket: TestSocket; ready: RealtimeReady }> {
  const socket = openSocket(baseUrl, token, options);
  const ready = await Promise.race([
    nextEvent(socket, 'ready'),
    new Promise<never>((_resolve, reject) =>
      socket.once('connect_error', (error) => reject(new Error(`refused: ${error.message}`))),
    ),
  ]);
  return { socket, ready };
}

/** Opens a socket expecting the server to refuse it; resolves with the refusal's `data`. */
export function refusalOf(baseUrl: string, token: string | undefined, options: ConnectOptions = {}) {
  const socket = openSocket(baseUrl, token, options);
  return new Promise<{ data: RealtimeRefusal; message: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither refused nor accepted')), WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      reject(new Error('the server accepted the connection'));
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve({ data: (error as Error & { data: RealtimeRefusal }).data, message: error.message });
    });
  });
}

/** Resolves with the reason of the socket's next disconnection. */
export function disconnection(socket: TestSocket, ms = WAIT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Lets events already on their way arrive before asserting that something did not. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks to watch `room` and resolves with the server's answer. */
export function watchRoom(socket: TestSocket, room: string) {
  return new Promise<RoomWatchReply>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer to room.watch within ${WAIT_MS} ms`)),
      WAIT_MS,
    );
    socket.emit('room.watch', room, (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}
