/**
 * The app's one real-time connection: socket.io-client with the spec's options, following the app's session. Loaded
 * with the signed-in parts only (it is not part of the landing page's bundle, ADR 0011).
 */
import type { RealtimeClientEvents, RealtimeServerEvents } from '@scola/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Auth } from '../../auth';
import { env } from '../../config/env';
import { browserNetwork } from '../online-status';
import { RealtimeConnection } from './connection';

/** The socket client options of the spec (client-spec §10); WebSocket first, long-polling where it is blocked. */
export const socketOptions = {
  path: env.socketPath,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  // The connection decides when to connect: only while someone is signed in.
  autoConnect: false,
} satisfies Partial<ManagerOptions & SocketOptions>;

const connections = new WeakMap<Auth<object>, RealtimeConnection>();

/** The connection of `auth`'s session, created and started on first use. */
export function realtimeConnectionOf(auth: Auth<object>): RealtimeConnection {
  let connection = connections.get(auth);
  if (!connection) {
    connection = new RealtimeConnection({
      session: {
        loggedIn: () => auth.getState().loggedIn,
        subscribe: auth.subscribe,
        accessToken: () => auth.accessToken(),
        refetchAccount: () => auth.fetchUser(),
      },
      network: browserNetwork,
      createSocket: (handshake): Socket<RealtimeServerEvents, RealtimeClientEvents> =>
        io({ ...socketOptions, auth: handshake }),
    });
    connections.set(auth, connection);
    connection.start();
  }
  return connection;
}
