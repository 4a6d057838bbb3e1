import pg from 'pg';
import type { DatabaseHandle } from './client';

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** Listening has (re)started: notifications sent before this moment may have been missed. */
  onListening(): void;
  /** Listening has stopped or could not start: notifications are missed until `onListening`. Once per outage. */
  onLost(error: Error): void;
}

export interface NotificationListener {
  /**
   * Resolves once every notification committed before the call has been handled (a round trip on the listening
   * connection: the server delivers pending notifications before it answers). Resolves at once when not listening.
   */
  sync(): Promise<void>;
  /** Stops listening (without calling `onLost`) and closes the connection; safe to call more than once. */
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** First reconnection delay; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * LISTENs on `channel`. On PostgreSQL with a dedicated connection (outside the pool), reconnecting with back-off when
 * it is lost; on PGlite through its in-process `listen` (notifications are handled before the writing query
 * returns). The handlers say when notifications may have been missed, so a cache can clear itself.
 */
export async function listenForNotifications(
  database: DatabaseHandle,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenOptions = {},
): Promise<NotificationListener> {
  if (database.kind === 'pglite') {
    let unlisten: () => Promise<void>;
    try {
      unlisten = await database.client.listen(channel, (payload) => handlers.onNotification(payload));
    } catch (error) {
      // A closed embedded database does not come back: report it and never listen.
      handlers.onLost(error instanceof Error ? error : new Error(String(error)));
      return { sync: () => Promise.resolve(), stop: () => Promise.resolve() };
    }
    handlers.onListening();
    let stopped = false;
    return {
      sync: () => Promise.resolve(),
      async stop() {
        if (stopped) return;
        stopped = true;
        if (!database.client.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(database.url, channel, handlers, options);
}

async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  { retryMs = 500, maxRetryMs = 10_000 }: ListenOptions,
): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let listening = false;
  /** Whether the current outage was reported (once, not at every retry). */
  let reported = false;
  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client, error: Error) => {
    if (client !== failed) return;
    client = undefined;
    failed.removeAllListeners();
    failed.on('error', () => undefined);
    failed.end().catch(() => undefined);
    listening = false;
    if (!reported) {
      reported = true;
      handlers.onLost(error);
    }
    if (!stopped) {
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, maxRetryMs);
    }
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const candidate = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: `scola-listen-${channel}`,
    });
    client = candidate;
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate, new Error('listening connection ended')));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${candidate.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(candidate, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== candidate || stopped) return;
    delay = retryMs;
    listening = true;
    reported = false;
    handlers.onListening();
  };

  await connect();
  return {
    async sync() {
      const current = client;
      if (!listening || !current) return;
      await current.query('select 1').catch(() => undefined);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      listening = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
