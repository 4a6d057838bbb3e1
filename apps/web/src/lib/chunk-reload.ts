/**
 * Recovery from failed chunk loads (spec §8): after a deployment the old page may ask for chunks that no longer
 * exist. Reload the page once to pick up the new build, but at most once per interval, so a chunk that is really
 * broken shows the error page instead of reloading forever.
 */

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
  intervalMs: number;
  storageKey: string;
}

function readLastReload(options: ChunkReloadOptions): number | null {
  try {
    const raw = options.storage?.getItem(options.storageKey);
    const value = raw == null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a reload is allowed now: none happened within the interval. */
export function canReloadForChunkError(options: ChunkReloadOptions): boolean {
  // Without storage the reloads cannot be throttled: never risk a reload loop.
  if (!options.storage) return false;
  const last = readLastReload(options);
  const now = (options.now ?? Date.now)();
  return last === null || now - last >= options.intervalMs || now < last;
}

/**
 * Reloads the page if allowed, remembering when. Returns `true` when a reload was triggered, `false` when the
 * caller should show the error instead.
 */
export function reloadForChunkError(options: ChunkReloadOptions): boolean {
  return canReloadForChunkError(options) && markAndReload(options);
}

/** Remembers the reload time and reloads, without checking (the caller decided already). */
export function markAndReload(options: ChunkReloadOptions): boolean {
  try {
    if (!options.storage) return false;
    options.storage.setItem(options.storageKey, String((options.now ?? Date.now)()));
  } catch {
    return false;
  }
  (options.reload ?? (() => window.location.reload()))();
  return true;
}
