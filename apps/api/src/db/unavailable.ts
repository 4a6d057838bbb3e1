/**
 * Whether a failure means "the database cannot be reached right now" (server restarting or stopped, connection cut,
 * no connection free in time) rather than a bug or a refused statement. Such failures are answered 503
 * `DATABASE_UNAVAILABLE` with `Retry-After`; every other database error stays a 500 (ADR 0014).
 */

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception) and these. 57P01 admin_shutdown (fast
 * shutdown, `pg_terminate_backend`), 57P02 crash_shutdown (immediate shutdown, another backend crashed), 57P03
 * cannot_connect_now (starting up, shutting down, recovering), 57P05 idle_session_timeout, 53300
 * too_many_connections (the server's connection slots are full: it comes back as others leave).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Socket errors of Node while connecting to or talking with the server. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

/** Messages of `pg` and `pg-pool` (plain `Error`s without a code) for the same situations. */
const unavailableMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableItself(error: object): boolean {
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code)) return true;
    // A Unix socket that is gone: the server is stopped.
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  return typeof message === 'string' && unavailableMessages.some((text) => message.startsWith(text));
}

/**
 * The connection-class failure in `error` or in what it wraps (drizzle puts the driver's error in `cause`; a
 * connection to a host with several addresses fails with an `AggregateError`), if any. Its message names the
 * connection problem only, never a query's values, so it can be logged as it is.
 */
export function databaseUnavailableCause(error: unknown): { message: string; code?: string } | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) {
      const { message, code } = current as { message?: unknown; code?: unknown };
      return { message: String(message), ...(typeof code === 'string' ? { code } : {}) };
    }
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return undefined;
}

/** True when `error` is (or wraps) a connection-class failure: see `databaseUnavailableCause`. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== undefined;
}

/**
 * Runs `work` again while it fails because the database is away, waiting 200 ms, 400 ms, … between tries, for at
 * most `budgetMs` in all; then the last failure is thrown. Only for a step that follows an effect outside the
 * database (a transaction opened at the payment gateway) and is safe to repeat: a request that just fails would
 * leave that effect unrecorded. Everything else fails at once with 503 and lets the client retry (ADR 0014).
 */
export async function retryWhileDatabaseUnavailable<T>(work: () => Promise<T>, budgetMs = 5000): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 200; ; delay *= 2) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
