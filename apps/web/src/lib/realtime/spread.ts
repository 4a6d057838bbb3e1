/**
 * Spreading of what every client would otherwise do in the same millisecond: when an instance restarts, all its
 * sockets reconnect (socket.io's back-off already randomises that by ±50 %) and then, together, watch their rooms
 * again and refetch what they missed. A random delay within a window turns that spike into a plateau.
 */

/** Re-watching the rooms after a reconnection: short, the watch is one small socket message each. */
export const REWATCH_SPREAD_MS = 500;

/** The REST refetch after missed announcements (or a session check): one or more API requests per client. */
export const REFETCH_SPREAD_MS = 2000;

/** A delay drawn uniformly from `[0, windowMs)`. */
export const spreadMs = (windowMs: number, random: () => number = Math.random): number =>
  Math.floor(Math.min(Math.max(random(), 0), 0.999_999) * windowMs);

/** Runs `run` after `ms`; answers a function that cancels it (tests pass one that runs at once or on demand). */
export type Later = (run: () => void, ms: number) => () => void;

export const later: Later = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};
