import { describe, expect, it, vi } from 'vitest';
import { namespacesByTable } from './cache-dependencies';
import { CatalogueCache, canonicalKey } from './catalogue-cache';
import { preferredEncoding } from './cached-answers';
import { type CatalogueReadNamespace, catalogueReadNamespaces } from './read-cache';

function cacheOf(options: Partial<ConstructorParameters<typeof CatalogueCache>[0]> = {}) {
  const cache = new CatalogueCache({ maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 0, ...options });
  cache.setListening(true);
  return cache;
}

/** A load that counts its calls and answers `{ n: <call number> }`. */
function counter() {
  let calls = 0;
  const load = vi.fn(() => Promise.resolve({ n: ++calls }));
  return load;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('CatalogueCache', () => {
  it('keys on the canonical query: key order and undefined members do not matter', async () => {
    expect(canonicalKey({ b: 2, a: 1, c: undefined })).toBe(canonicalKey({ a: 1, b: 2 }));
    expect(canonicalKey({ a: [1, { y: 1, x: 2 }] })).toBe('{"a":[1,{"x":2,"y":1}]}');
    expect(canonicalKey('id-1')).not.toBe(canonicalKey({ id: 'id-1' }));
    const cache = cacheOf();
    const load = counter();
    expect(await cache.read('kelas:list', { page: 1, pageSize: 20 }, load)).toEqual({ n: 1 });
    expect(await cache.read('kelas:list', { pageSize: 20, page: 1, q: undefined }, load)).toEqual({ n: 1 });
    expect(await cache.read('kelas:list', { page: 2, pageSize: 20 }, load)).toEqual({ n: 2 });
    expect(await cache.read('materi:list', { page: 1, pageSize: 20 }, load)).toEqual({ n: 3 });
    expect(cache.stats()).toMatchObject({ hits: 1, stores: 3, entries: 3 });
  });

  it('answers frozen objects, so no caller can change a cached answer', async () => {
    const cache = cacheOf();
    const answer = await cache.read('kelas:detail', 'x', () => Promise.resolve({ data: { tags: ['a'] } }));
    expect(Object.isFrozen(answer.data.tags)).toBe(true);
    expect(() => answer.data.tags.push('b')).toThrow(TypeError);
  });

  it('evicts the least recently used entry beyond its entry bound', async () => {
    const cache = cacheOf({ maxEntries: 3 });
    const load = counter();
    for (const page of [1, 2, 3]) await cache.read('kelas:list', { page }, load);
    await cache.read('kelas:list', { page: 1 }, load); // page 1 is now the most recently used
    await cache.read('kelas:list', { page: 4 }, load); // evicts page 2
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect(load).toHaveBeenCalledTimes(4);
    await cache.read('kelas:list', { page: 1 }, load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.read('kelas:list', { page: 2 }, load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('stays within its byte bound and skips answers larger than the bound', async () => {
    const cache = cacheOf({ maxBytes: 4000 });
    const big = (n: number) => () => Promise.resolve({ text: 'x'.repeat(500), n });
    for (let page = 1; page <= 10; page += 1) await cache.read('kelas:list', { page }, big(page));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(4000);
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(10);
    const huge = Buffer.from('x'.repeat(5000));
    cache.storeSerialized('kelas:list', '/api/kelas?huge', cache.generationOf('kelas:list'), huge);
    expect(cache.serializedAnswer('kelas:list', '/api/kelas?huge')).toBeUndefined();
  });

  it('never stores an answer loaded while its namespace was invalidated', async () => {
    const cache = cacheOf();
    const slow = deferred<{ title: string }>();
    const reading = cache.read('kelas:detail', 'id-1', () => slow.promise);
    cache.tableChanged('live_classes'); // the class changed while it was being read
    slow.resolve({ title: 'lama' });
    expect(await reading).toEqual({ title: 'lama' }); // this caller still gets what it read…
    expect(cache.stats()).toMatchObject({ entries: 0, staleStoresRefused: 1 });
    // …but the next read loads again.
    expect(await cache.read('kelas:detail', 'id-1', () => Promise.resolve({ title: 'baru' }))).toEqual({
      title: 'baru',
    });
    expect(await cache.read('kelas:detail', 'id-1', () => Promise.resolve({ title: 'lain' }))).toEqual({
      title: 'baru',
    });
  });

  it('applies the same generation rule to serialised answers', () => {
    const cache = cacheOf();
    const before = cache.generationOf('kelas:list');
    cache.tableChanged('class_sessions');
    const json = Buffer.from('{"data":[]}');
    expect(cache.storeSerialized('kelas:list', '/api/kelas', before, json)).toBe(false);
    const now = cache.generationOf('kelas:list');
    expect(cache.storeSerialized('kelas:list', '/api/kelas', now, json)).toBe(true);
    expect(cache.serializedAnswer('kelas:list', '/api/kelas')?.value).toBe(json);
    expect(cache.serializedAnswer('kelas:list', '/api/kelas?page=1')).toBeUndefined();
  });

  it('clears only the namespaces a table feeds; an unknown table clears everything', async () => {
    const cache = cacheOf();
    const load = counter();
    await cache.read('kelas:list', {}, load);
    await cache.read('materi:list', {}, load);
    await cache.read('ulasan:list', {}, load);
    cache.tableChanged('class_sessions');
    await cache.read('kelas:list', {}, load);
    await cache.read('materi:list', {}, load);
    expect(load).toHaveBeenCalledTimes(4);
    cache.tableChanged('users');
    await cache.read('ulasan:list', {}, load);
    expect(load).toHaveBeenCalledTimes(5);
    cache.tableChanged('some_new_table');
    expect(cache.stats().entries).toBe(0);
  });

  it('maps every table to known namespaces, and reference data and tutor profiles to all of them', () => {
    for (const namespaces of Object.values(namespacesByTable)) {
      for (const namespace of namespaces) expect(catalogueReadNamespaces).toContain(namespace);
    }
    expect(namespacesByTable.subjects).toEqual(catalogueReadNamespaces);
    expect(namespacesByTable.tutor_profiles).toEqual(catalogueReadNamespaces);
  });

  it('clears the grouped search whenever a table feeding one of the five public lists changes', () => {
    const lists: CatalogueReadNamespace[] = [
      'kelas:list',
      'kelas-paket:list',
      'materi:list',
      'lifeskill:list',
      'tutor:list',
    ];
    for (const [table, namespaces] of Object.entries(namespacesByTable) as [
      string,
      readonly CatalogueReadNamespace[],
    ][]) {
      const feedsAList = namespaces.some((namespace) => lists.includes(namespace));
      expect(namespaces.includes('cari:groups'), table).toBe(feedsAList);
    }
  });

  it('shares one load among concurrent misses of the same key', async () => {
    const cache = cacheOf();
    const slow = deferred<{ n: number }>();
    const load = vi.fn(() => slow.promise);
    const readers = [1, 2, 3].map(() => cache.read('tutor:list', { page: 1 }, load));
    slow.resolve({ n: 1 });
    expect(await Promise.all(readers)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const cache = cacheOf();
    const failing = vi.fn(() => Promise.reject(new Error('NOT_FOUND')));
    await expect(cache.read('kelas:detail', 'x', failing)).rejects.toThrow('NOT_FOUND');
    await expect(cache.read('kelas:detail', 'x', failing)).rejects.toThrow('NOT_FOUND');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('is bypassed while changes are not watched, and starts empty when watching resumes', async () => {
    const cache = cacheOf();
    const load = counter();
    await cache.read('kelas:list', {}, load);
    cache.setListening(false);
    expect(cache.generationOf('kelas:list')).toBe(-1);
    await cache.read('kelas:list', {}, load);
    await cache.read('kelas:list', {}, load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.stats()).toMatchObject({ entries: 0, listening: false });
    cache.setListening(true);
    await cache.read('kelas:list', {}, load);
    await cache.read('kelas:list', {}, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does nothing when disabled (0 entries)', async () => {
    const cache = new CatalogueCache({ maxEntries: 0, maxBytes: 1024, ttlMs: 0 });
    cache.setListening(true);
    const load = counter();
    await cache.read('kelas:list', {}, load);
    await cache.read('kelas:list', {}, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ enabled: false, listening: false });
  });

  it('reloads entries after the safety TTL, answering the expired one meanwhile', async () => {
    let now = 1_000;
    const cache = cacheOf({ ttlMs: 60_000, now: () => now });
    const load = counter();
    await cache.read('kelas:list', {}, load);
    now += 59_999;
    expect(await cache.read('kelas:list', {}, load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    // Expired: answered at once while one reload runs in the background, however many readers come.
    const reload = deferred<{ n: number }>();
    const slow = vi.fn(() => reload.promise);
    expect(await cache.read('kelas:list', {}, slow)).toEqual({ n: 1 });
    expect(await cache.read('kelas:list', {}, slow)).toEqual({ n: 1 });
    expect(slow).toHaveBeenCalledTimes(1);
    reload.resolve({ n: 2 });
    await vi.waitFor(async () => expect(await cache.read('kelas:list', {}, load)).toEqual({ n: 2 }));
    expect(load).toHaveBeenCalledTimes(1);
    // The JSON layer drops expired answers (the request then goes through the service layer).
    cache.storeSerialized('kelas:list', '/api/kelas', cache.generationOf('kelas:list'), Buffer.from('{}'));
    now += 60_000;
    expect(cache.serializedAnswer('kelas:list', '/api/kelas')).toBeUndefined();
  });

  it('drops an expired entry whose reload fails', async () => {
    let now = 1_000;
    const cache = cacheOf({ ttlMs: 1000, now: () => now });
    await cache.read('kelas:detail', 'id', () => Promise.resolve({ title: 'lama' }));
    now += 1000;
    const failing = vi.fn(() => Promise.reject(new Error('NOT_FOUND')));
    expect(await cache.read('kelas:detail', 'id', failing)).toEqual({ title: 'lama' });
    await vi.waitFor(() => expect(cache.stats().entries).toBe(0));
    await expect(cache.read('kelas:detail', 'id', failing)).rejects.toThrow('NOT_FOUND');
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=0', undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
