import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from '../config/constants';
import { canReloadForChunkError, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/page-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/page.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  const setup = (start = 1_000_000) => {
    let now = start;
    const reload = vi.fn();
    const options = {
      storage: memoryStorage(),
      now: () => now,
      reload,
      intervalMs: CHUNK_RELOAD_INTERVAL_MS,
      storageKey: 'scola.chunk-reload-at',
    };
    return { options, reload, advance: (ms: number) => (now += ms) };
  };

  it('uses the spec’s 60 s interval', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it('reloads once, then not again within 60 seconds', () => {
    const { options, reload, advance } = setup();
    expect(reloadForChunkError(options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(options.storage.getItem('scola.chunk-reload-at')).toBe('1000000');

    advance(59_999);
    expect(canReloadForChunkError(options)).toBe(false);
    expect(reloadForChunkError(options)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    advance(1);
    expect(reloadForChunkError(options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a garbled or future timestamp', () => {
    const { options, reload } = setup();
    options.storage.setItem('scola.chunk-reload-at', 'garbage');
    expect(reloadForChunkError(options)).toBe(true);
    options.storage.setItem('scola.chunk-reload-at', String(5_000_000));
    expect(reloadForChunkError(options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage (it could not be throttled)', () => {
    const { options, reload } = setup();
    expect(reloadForChunkError({ ...options, storage: null })).toBe(false);
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadForChunkError({ ...options, storage: failing })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
