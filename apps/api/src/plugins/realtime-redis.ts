import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** How long the start waits for Redis before serving without it (announcements stay local until it is back). */
const CONNECT_WAIT_MS = 5000;
/** How long a room watch waits for its subscription before it answers (Redis slow or away: local delivery only). */
const SUBSCRIBE_WAIT_MS = 1000;
/** How long closing waits for commands still on their way before it drops the connections. */
const CLOSE_WAIT_MS = 2000;

export interface RedisAdapter {
  /** socket.io's `adapter` option: Redis 7 sharded Pub/Sub, one channel per room that has sockets here. */
  adapter: ReturnType<typeof createShardedAdapter>;
  /** Resolves `true` once both connections are up, `false` when a first attempt fails or takes `CONNECT_WAIT_MS`. */
  ready: Promise<boolean>;
  /**
   * Resolves once the subscriptions of the rooms joined so far are in place. The adapter subscribes to a room's
   * channel without waiting, so until then another instance's announcement to the room would not arrive here.
   */
  subscribed(): Promise<void>;
  /** Closes both connections (after socket.io closed its adapters); never rejects. */
  close(): Promise<void>;
}

/** A random share of the delay, so that instances cut off together do not all come back at the same instant. */
const reconnectDelay = (retries: number) =>
  Math.round(Math.min(100 * 2 ** retries, 5000) * (0.5 + Math.random()));

/** The adapter subscribes in buffer mode (its messages are MessagePack). */
type SubscriptionListener = (message: Buffer, channel: Buffer) => unknown;

interface Subscriber {
  sSubscribe(channel: string, listener: SubscriptionListener, bufferMode: true): Promise<void>;
  sUnsubscribe(channel: string, listener?: SubscriptionListener, bufferMode?: true): Promise<void>;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * What the adapter subscribes with. It calls these without awaiting them, so a failure must not be left unhandled;
 * and the client forgets a subscription that failed (it only restores confirmed ones after a reconnect), so the
 * last change asked for each channel is made again once Redis is back. Without that, a room joined during a blip
 * would never hear other instances again.
 */
function retryingSubscriptions(subscriber: Subscriber, log: FastifyBaseLogger) {
  const failed = new Map<string, () => Promise<unknown>>();
  const pending = new Set<Promise<unknown>>();
  let closing = false;
  const run = (channel: string, change: () => Promise<unknown>) => {
    failed.delete(channel);
    const changing = change().catch((error: unknown) => {
      if (closing) return;
      failed.set(channel, change);
      log.warn({ err: error, channel }, 'Redis subscription change failed; retried once Redis is back');
    });
    pending.add(changing);
    void changing.finally(() => pending.delete(changing));
    return changing;
  };
  subscriber.on('ready', () => {
    for (const [channel, change] of [...failed]) void run(channel, change);
  });
  const each = (channels: string | string[], change: (channel: string) => () => Promise<unknown>) =>
    Promise.all((Array.isArray(channels) ? channels : [channels]).map((c) => run(c, change(c))));
  return {
    sSubscribe: (channels: string | string[], listener: SubscriptionListener) =>
      each(channels, (channel) => () => subscriber.sSubscribe(channel, listener, true)),
    sUnsubscribe: (channels: string | string[], listener?: SubscriptionListener) =>
      each(channels, (channel) => () => subscriber.sUnsubscribe(channel, listener, true)),
    /**
     * Resolves once every (un)subscription asked for so far has been answered by Redis (or has failed), or after
     * `SUBSCRIBE_WAIT_MS`: while Redis is away they wait in the queue, and a watcher is then served locally anyway.
     */
    async settled(): Promise<void> {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...pending]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
    /** Closing drops the connection under pending changes: nothing to retry or report then. */
    close() {
      closing = true;
    },
  };
}

/**
 * The Redis side of the real-time channel. An outage must not take the process down: both clients handle `error`
 * (logged once per outage) and reconnect by themselves; the publishing client fails fast while disconnected (the
 * adapter then delivers to local sockets only, and clients catch up through REST); the subscribing client queues
 * its (un)subscriptions and makes failed ones again when Redis is back (`retryingSubscriptions`).
 */
export function createRedisAdapter(url: string, log: FastifyBaseLogger): RedisAdapter {
  const socket = { connectTimeout: CONNECT_WAIT_MS, reconnectStrategy: reconnectDelay };
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = publisher.duplicate({ disableOfflineQueue: false });

  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log.error(
        { err: error, redis: role },
        'Redis unreachable: real-time announcements stay on this instance',
      );
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info({ redis: role }, 'Redis reachable again');
    });
  }

  const subscriptions = retryingSubscriptions(subscriber, log);

  const connecting = Promise.all([publisher.connect(), subscriber.connect()]).then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const ready = Promise.race([
    connecting,
    // A refused first attempt answers at once; the clients go on trying in the background.
    new Promise<boolean>((resolve) => {
      publisher.once('error', () => resolve(false));
      subscriber.once('error', () => resolve(false));
      timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));

  async function closeClient(client: typeof publisher): Promise<void> {
    if (!client.isOpen) return;
    if (!client.isReady) {
      client.destroy();
      return;
    }
    let waiting: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      client.close().then(() => true),
      new Promise<false>((resolve) => {
        waiting = setTimeout(() => resolve(false), CLOSE_WAIT_MS);
      }),
    ]).catch(() => false);
    clearTimeout(waiting);
    if (!closed) client.destroy();
  }

  return {
    adapter: createShardedAdapter(publisher, subscriptions, { subscriptionMode: 'dynamic' }),
    ready,
    subscribed: () => subscriptions.settled(),
    async close() {
      subscriptions.close();
      await Promise.allSettled([closeClient(publisher), closeClient(subscriber)]);
    },
  };
}
