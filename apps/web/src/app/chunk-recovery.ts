import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_STORAGE_KEY } from '../config/constants';
import {
  canReloadForChunkError,
  type ChunkReloadOptions,
  isChunkLoadError,
  markAndReload,
  reloadForChunkError,
} from '../lib/chunk-reload';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function options(): ChunkReloadOptions {
  return {
    storage: sessionStorageOrNull(),
    intervalMs: CHUNK_RELOAD_INTERVAL_MS,
    storageKey: CHUNK_RELOAD_STORAGE_KEY,
  };
}

/** Whether the error page should reload instead of showing `error`. */
export function shouldReloadFor(error: unknown): boolean {
  return isChunkLoadError(error) && canReloadForChunkError(options());
}

/** Reloads unless a reload happened within the interval; `true` when it reloaded. */
export function reloadOnce(): boolean {
  return reloadForChunkError(options());
}

/** Reloads now (after `shouldReloadFor` allowed it). */
export function reloadNow(): void {
  markAndReload(options());
}

/**
 * Vite fires `vite:preloadError` when a dynamic import's preloaded dependencies fail to load. Reload (throttled)
 * and swallow the error; when a reload is not allowed, let the import fail so the error page shows.
 */
export function installChunkReloadHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
