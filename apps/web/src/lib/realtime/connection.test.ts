import { describe, expect, it, vi } from 'vitest';
import {
  type HandshakeAuth,
  type NetworkStatus,
  RealtimeConnection,
  type RealtimeSession,
  retryDelayMs,
  type SocketLike,
} from './connection';
import { REFETCH_SPREAD_MS } from './spread';

const ROOM = 'user:3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' as const;

/** A socket.io client socket as the server would drive it. */
class FakeSocket implements SocketLike {
  connected = false;
  active = false;
  /** Tokens of the handshakes attempted so far. */
  readonly handshakes: string[] = [];
  private readonly listeners = new Map<string, ((...args: never[]) => void)[]>();

  constructor(private readonly auth: HandshakeAuth) {}

  connect() {
    this.active = true;
    this.auth(({ token }) => this.handshakes.push(token));
  }

  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.emit('disconnect', 'io client disconnect');
  }

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  accept(seq = 0) {
    this.connected = true;
    this.emit('connect');
    this.emit('ready', { rooms: [{ room: ROOM, seq }] });
  }

  /** The server refused the handshake: socket.io gives up (`active` false). */
  refuse(code: string) {
    this.active = false;
    this.emit('connect_error', Object.assign(new Error('refused'), { data: { code, message: 'x' } }));
  }

  /** The transport broke: socket.io goes on trying by itself. */
  drop() {
    this.connected = false;
    this.emit('disconnect', 'transport close');
  }

  /** The server closed the socket on purpose (socket.io does not reconnect by itself then). */
  close() {
    this.connected = false;
    this.active = false;
    this.emit('disconnect', 'io server disconnect');
  }
}

function setup({ signedIn = true, holdSpread = false } = {}) {
  const sessionListeners = new Set<() => void>();
  const networkListeners = new Set<() => void>();
  const state = { loggedIn: signedIn, token: 'token-1', online: true };
  const setSession = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    for (const listener of [...sessionListeners]) listener();
  };
  const refetchAccount = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const session = {
    loggedIn: () => state.loggedIn,
    subscribe: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    accessToken: () => Promise.resolve(state.loggedIn ? state.token : undefined),
    refetchAccount,
  } satisfies RealtimeSession;
  const network: NetworkStatus = {
    online: () => state.online,
    subscribe: (listener) => {
      networkListeners.add(listener);
      return () => networkListeners.delete(listener);
    },
  };
  const setOnline = (online: boolean) => {
    state.online = online;
    for (const listener of [...networkListeners]) listener();
  };
  const retries: { run: () => void; attempt: number; cancelled: boolean }[] = [];
  /** The spread delays asked for; held ones run when the test says, the others at once. */
  const spreads: { run: () => void; ms: number; cancelled: boolean }[] = [];
  let socket: FakeSocket | undefined;
  const connection = new RealtimeConnection({
    random: () => 0.75,
    later: (run, ms) => {
      const spread = { run, ms, cancelled: false };
      spreads.push(spread);
      if (!holdSpread) run();
      return () => {
        spread.cancelled = true;
      };
    },
    session,
    network,
    createSocket: (auth) => (socket = new FakeSocket(auth)),
    schedule: (run, attempt) => {
      const retry = { run, attempt, cancelled: false };
      retries.push(retry);
      return () => {
        retry.cancelled = true;
      };
    },
  });
  const statuses: string[] = [];
  connection.subscribe(() => statuses.push(connection.getStatus()));
  connection.start();
  return {
    connection,
    session,
    setSession,
    setOnline,
    retries,
    spreads,
    statuses,
    socket: () => {
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
    created: () => socket !== undefined,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the real-time connection', () => {
  it('connects only while signed in, with the current access token', async () => {
    const t = setup({ signedIn: false });
    expect(t.created()).toBe(false);
    expect(t.connection.getStatus()).toBe('offline');

    t.setSession({ loggedIn: true });
    await flush();
    expect(t.socket().handshakes).toEqual(['token-1']);
    expect(t.connection.getStatus()).toBe('connecting');
    t.socket().accept();
    expect(t.connection.getStatus()).toBe('connected');

    t.setSession({ loggedIn: false });
    expect(t.socket().active).toBe(false);
    expect(t.connection.getStatus()).toBe('offline');

    t.setSession({ loggedIn: true, token: 'token-2' });
    await flush();
    expect(t.socket().handshakes).toEqual(['token-1', 'token-2']);
    expect(t.statuses).toEqual(['connecting', 'connected', 'offline', 'connecting']);
  });

  it('shows reconnecting while socket.io restores a broken transport, then connected', () => {
    const t = setup();
    t.socket().accept();
    t.socket().drop();
    expect(t.connection.getStatus()).toBe('reconnecting');
    t.socket().accept();
    expect(t.connection.getStatus()).toBe('connected');
    expect(t.retries).toEqual([]);
  });

  it('is offline whenever the browser is, whatever the socket says', () => {
    const t = setup();
    t.socket().accept();
    t.setOnline(false);
    expect(t.connection.getStatus()).toBe('offline');
    t.setOnline(true);
    expect(t.connection.getStatus()).toBe('connected');
  });

  it('tries again at once when the browser comes back online after a refusal', async () => {
    const t = setup();
    t.socket().refuse('SERVICE_UNAVAILABLE');
    t.setOnline(false);
    t.setOnline(true);
    await flush();
    expect(t.retries[0]?.cancelled).toBe(true);
    expect(t.socket().handshakes).toHaveLength(2);
  });

  it('checks the session through REST when the token is refused, then retries with the renewed token', async () => {
    const t = setup();
    t.socket().refuse('UNAUTHENTICATED');
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);
    await flush();
    expect(t.retries).toHaveLength(1);
    expect(t.connection.getStatus()).toBe('connecting');

    t.setSession({ token: 'token-renewed' }); // a state change must not jump the queue
    expect(t.socket().handshakes).toEqual(['token-1']);
    t.retries[0]?.run();
    await flush();
    expect(t.socket().handshakes).toEqual(['token-1', 'token-renewed']);
    t.socket().accept();
    expect(t.connection.getStatus()).toBe('connected');
  });

  it('stops when the REST check finds the session over', async () => {
    const t = setup();
    t.session.refetchAccount.mockImplementation(() => {
      t.setSession({ loggedIn: false });
      return Promise.reject(new Error('401'));
    });
    t.socket().refuse('UNAUTHENTICATED');
    await flush();
    expect(t.retries).toEqual([]);
    expect(t.socket().handshakes).toEqual(['token-1']);
  });

  it('retries a temporary refusal later, waiting longer each time, without a REST check', async () => {
    const t = setup();
    t.socket().refuse('SERVICE_UNAVAILABLE');
    t.retries[0]?.run();
    await flush();
    t.socket().refuse('SERVICE_UNAVAILABLE');
    expect(t.retries.map((retry) => retry.attempt)).toEqual([0, 1]);
    expect(t.session.refetchAccount).not.toHaveBeenCalled();
  });

  it.each(['ACCOUNT_SUSPENDED', 'FORBIDDEN'])(
    'stays offline after a %s refusal until the next sign-in',
    async (code) => {
      const t = setup();
      t.socket().refuse(code);
      expect(t.connection.getStatus()).toBe('offline');
      t.setSession({ token: 'token-2' });
      t.setOnline(true);
      await flush();
      expect(t.retries).toEqual([]);
      expect(t.socket().handshakes).toEqual(['token-1']);

      t.setSession({ loggedIn: false });
      t.setSession({ loggedIn: true, token: 'token-3' });
      await flush();
      expect(t.socket().handshakes).toEqual(['token-1', 'token-3']);
    },
  );

  it('checks the session when the server ends it, and reconnects only if it is still on', async () => {
    const t = setup();
    t.socket().accept();
    t.socket().emit('session.ended', {});
    t.socket().close();
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);
    expect(t.connection.getStatus()).toBe('reconnecting');
    await flush();
    expect(t.retries).toHaveLength(1);
  });

  it('refetches the account when it is announced changed or when announcements were missed', () => {
    const t = setup();
    t.socket().accept(4); // the first baseline is where this page starts: nothing missed
    expect(t.session.refetchAccount).not.toHaveBeenCalled();

    t.socket().emit('account.updated', { room: ROOM, seq: 5 });
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);

    t.socket().drop();
    t.socket().accept(5); // nothing announced while away
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);
    t.socket().drop();
    t.socket().accept(7); // two announcements missed while away
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(2);
  });

  it('tells the bell when notifications changed, or when announcements were missed while away', () => {
    const t = setup();
    const bell = vi.fn();
    const stop = t.connection.onNotifications(bell);
    t.socket().accept(4);
    expect(bell).not.toHaveBeenCalled();
    t.socket().emit('notifications.changed', { room: ROOM, seq: 5 });
    expect(bell).toHaveBeenCalledTimes(1);
    expect(t.session.refetchAccount).not.toHaveBeenCalled();
    t.socket().drop();
    t.socket().accept(6); // one missed while away
    expect(bell).toHaveBeenCalledTimes(2);
    stop();
    t.socket().emit('notifications.changed', { room: ROOM, seq: 7 });
    expect(bell).toHaveBeenCalledTimes(2);
  });

  it('waits 1 to 5 seconds between tries, with ±50 % randomisation (the spec)', () => {
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 1)).toBe(1500);
    expect(retryDelayMs(2, () => 0.5)).toBe(4000);
    expect(retryDelayMs(10, () => 0.5)).toBe(5000);
    expect(retryDelayMs(10, () => 1)).toBe(7500);
  });

  it('spreads the REST check after a server disconnect and the refetch after missed announcements', async () => {
    const t = setup({ holdSpread: true });
    t.socket().accept(4);
    t.socket().drop();
    t.socket().accept(6); // missed while away: the refetch waits its turn
    expect(t.session.refetchAccount).not.toHaveBeenCalled();
    expect(t.spreads.map((spread) => spread.ms)).toEqual([REFETCH_SPREAD_MS * 0.75]);
    t.socket().drop();
    t.socket().accept(8); // missed again before that turn came: still one refetch
    expect(t.spreads).toHaveLength(1);
    t.spreads[0]?.run();
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);

    // A restarting server closes every socket at once: each client's REST check waits its own turn too.
    t.socket().close();
    expect(t.spreads).toHaveLength(2);
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(1);
    t.spreads[1]?.run();
    expect(t.session.refetchAccount).toHaveBeenCalledTimes(2);
    await flush();
    expect(t.retries).toHaveLength(1);
  });

  it('forgets a spread REST check when the user signs out meanwhile', async () => {
    const t = setup({ holdSpread: true });
    t.socket().accept();
    t.socket().close();
    t.setSession({ loggedIn: false });
    expect(t.spreads[0]?.cancelled).toBe(true);
    await flush();
    expect(t.session.refetchAccount).not.toHaveBeenCalled();
    expect(t.retries).toEqual([]);
  });
});
