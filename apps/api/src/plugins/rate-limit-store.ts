import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** A request waits at most this long for Redis before it is counted on this instance instead. */
const COMMAND_TIMEOUT_MS = 250;
/** Keys kept by the local counter (per route); the oldest window goes first beyond it. */
const LOCAL_KEYS = 10_000;

/**
 * Fixed window: the first hit of a key starts its window (PEXPIRE), later hits read what is left of it. One
 * script, so the count and the expiry are set atomically for every instance (a crash between INCR and PEXPIRE
 * would otherwise leave a key that never expires).
 */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

interface Hit {
  current: number;
  ttl: number;
}
type HitCallback = (error: Error | null, hit: Hit) => void;
/**
 * What `child` really receives (once per limited route): the route's merged limit options, the route itself under
 * `routeInfo` (the library's types describe it as the route options).
 */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Counts in this process: the store of a single instance, and the fallback while Redis is away. */
export class LocalCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, timeWindow: number, now = Date.now()): Hit {
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      this.#windows.set(key, window);
      if (this.#windows.size > LOCAL_KEYS) {
        const oldest = this.#windows.keys().next();
        if (!oldest.done) this.#windows.delete(oldest.value);
      }
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

export interface SharedRateLimitStore {
  /** The store class for @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Resolves `true` once Redis answered, `false` if the first attempt failed (counting stays local meanwhile). */
  ready: Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Rate-limit counters shared by every instance through Redis (`REDIS_URL`), so a limit of 10 a minute stays 10
 * behind a balancer of N instances. A Redis outage must not take the API down nor remove the limits: while the
 * client is not ready, and for a command that fails or takes longer than `COMMAND_TIMEOUT_MS`, the hit is counted
 * by this instance's own counter (ADR 0064). During an outage a client may therefore get up to N times the limit,
 * never an error and never an unlimited endpoint.
 */
export function createSharedRateLimitStore(
  url: string,
  log: FastifyBaseLogger,
  prefix = 'scola:rate-limit:',
): SharedRateLimitStore {
  const client = createClient({
    url,
    // Fail at once while disconnected (counted locally) instead of queueing requests behind a dead connection.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) =>
        Math.round(Math.min(100 * 2 ** retries, 5000) * (0.5 + Math.random())),
    },
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis unreachable: rate limits are counted per instance until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits shared again');
  });
  let timer: NodeJS.Timeout | undefined;
  const ready = Promise.race([
    client.connect().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      client.once('error', () => resolve(false));
      timer = setTimeout(() => resolve(false), 2000);
    }),
  ]).finally(() => clearTimeout(timer));

  const local = new LocalCounter();

  async function sharedHit(key: string, timeWindow: number): Promise<Hit> {
    const reply = (await client.eval(INCREMENT_SCRIPT, {
      keys: [key],
      arguments: [String(timeWindow)],
    })) as [number, number];
    return { current: Number(reply[0]), ttl: Number(reply[1]) };
  }

  // @fastify/rate-limit constructs the class with its own options: the key prefix is set after construction.
  class Store implements FastifyRateLimitStore {
    keyPrefix = prefix;

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      const fullKey = this.keyPrefix + key;
      if (!client.isReady) {
        callback(null, local.hit(fullKey, timeWindow));
        return;
      }
      sharedHit(fullKey, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => {
          log.warn({ err: error }, 'rate-limit count through Redis failed; counted on this instance');
          callback(null, local.hit(fullKey, timeWindow));
        },
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      const store = new Store();
      store.keyPrefix = `${this.keyPrefix}${method}${route.url ?? ''}:`;
      return store;
    }
  }

  return {
    Store,
    ready,
    async close() {
      if (!client.isOpen) return;
      if (!client.isReady) {
        client.destroy();
        return;
      }
      await client.close().catch(() => client.destroy());
    },
  };
}
