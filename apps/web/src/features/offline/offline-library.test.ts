import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../auth/errors';
import { mediaUrlOf, OfflineLibrary, OfflineSaveError, type SaveInput } from './offline-library';
import { memoryBackend, type OfflineBackend } from './offline-store';

const ORIGIN = 'https://scola.test';
const MATERIAL = '11111111-1111-4111-8111-111111111111';
const COURSE = '22222222-2222-4222-8222-222222222222';
const LESSON = '33333333-3333-4333-8333-333333333333';

const material = (userId: string, version = 'v1'): SaveInput => ({
  kind: 'material',
  id: MATERIAL,
  title: 'Ringkasan Fungsi Kuadrat',
  version,
  userId,
  owner: { itemType: 'materi', itemId: MATERIAL },
  courseId: null,
});
const lesson = (userId: string): SaveInput => ({
  kind: 'lesson',
  id: LESSON,
  title: 'Variabel',
  version: 'e1',
  userId,
  owner: { itemType: 'lifeskill', itemId: COURSE },
  courseId: COURSE,
});

/** A streamed answer of `size` bytes, in chunks of 100. */
function fileResponse(size: number, type = 'application/pdf') {
  const bytes = new Uint8Array(size).fill(37);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < size; at += 100) controller.enqueue(bytes.slice(at, at + 100));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type, 'content-length': String(size) } });
}

function setup(backend: OfflineBackend = memoryBackend()) {
  let clock = Date.parse('2026-11-27T05:00:00Z');
  const library = new OfflineLibrary(backend, ORIGIN, () => new Date((clock += 1000)));
  return { backend, library };
}

describe('offline library', () => {
  // jsdom's Blob is not the one Node's Response reads: use Node's, as a browser has one realm for both.
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  afterEach(() => vi.unstubAllGlobals());

  it('saves a file under its versioned cache key with its size, reporting progress, and reads it back', async () => {
    const { backend, library } = setup();
    const progress: number[] = [];
    const item = await library.save(material('u1'), fileResponse(250), (received, total) => {
      expect(total).toBe(250);
      progress.push(received);
    });
    expect(progress).toEqual([100, 200, 250]);
    expect(item).toMatchObject({ key: `material:${MATERIAL}`, sizeBytes: 250, userId: 'u1' });
    expect(mediaUrlOf(item, ORIGIN)).toBe(`${ORIGIN}/offline-media/material/${MATERIAL}?v=v1`);
    const cached = await backend.media.match(`${ORIGIN}/offline-media/material/${MATERIAL}?v=v1`);
    expect(cached?.headers.get('content-type')).toBe('application/pdf');
    expect((await library.blobOf(item))?.size).toBe(250);
    expect(await library.find('u1', 'material', MATERIAL)).toEqual(item);
    // Another account on the same browser does not see it.
    expect(await library.find('u2', 'material', MATERIAL)).toBeUndefined();
    expect(await library.list('u2')).toEqual([]);
  });

  it('replaces an older version, and removes one file or all of a user', async () => {
    const { backend, library } = setup();
    await library.save(material('u1', 'v1'), fileResponse(100));
    const newer = await library.save(material('u1', 'v2'), fileResponse(120));
    expect(await backend.media.match(`${ORIGIN}/offline-media/material/${MATERIAL}?v=v1`)).toBeUndefined();
    expect((await library.list('u1')).map((item) => item.version)).toEqual(['v2']);
    const video = await library.save(lesson('u1'), fileResponse(300, 'video/mp4'));
    expect((await library.list('u1')).map((item) => item.kind)).toEqual(['lesson', 'material']);
    await library.remove(newer);
    expect(await library.list('u1')).toEqual([video]);
    expect(await library.removeAll('u1')).toBe(1);
    expect(await backend.media.match(mediaUrlOf(video, ORIGIN))).toBeUndefined();
  });

  it('refuses a failed download and turns a full disk into a quota error', async () => {
    const { backend, library } = setup();
    await expect(library.save(material('u1'), new Response('no', { status: 403 }))).rejects.toEqual(
      new OfflineSaveError('network'),
    );
    backend.media.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    await expect(library.save(material('u1'), fileResponse(10))).rejects.toMatchObject({ reason: 'quota' });
    expect(await library.list('u1')).toEqual([]);
  });

  it('keeps only what the user still owns, and nothing of other accounts', async () => {
    const { library } = setup();
    await library.save(material('u1'), fileResponse(10));
    await library.save(lesson('u1'), fileResponse(10));
    const backend2 = setup();
    await backend2.library.save(material('u2'), fileResponse(10));
    const asked: string[][] = [];
    const removed = await library.reconcile('u1', (refs) => {
      asked.push(refs.map((ref) => `${ref.itemType}:${ref.itemId}`).sort());
      return Promise.resolve(new Set([`lifeskill:${COURSE}`]));
    });
    expect(asked).toEqual([[`lifeskill:${COURSE}`, `materi:${MATERIAL}`]]);
    expect(removed).toBe(1);
    expect((await library.list('u1')).map((item) => item.kind)).toEqual(['lesson']);

    // A copy of another user (the same browser) is removed when this user is checked.
    const shared = setup();
    await shared.library.save(material('u2'), fileResponse(10));
    expect(await shared.library.reconcile('u1', () => Promise.resolve(new Set()))).toBe(1);
    expect(await shared.library.list('u2')).toEqual([]);
  });

  it('queues offline progress with client ids and sends it in order when back online', async () => {
    const { library } = setup();
    const first = await library.enqueue({
      userId: 'u1',
      courseId: COURSE,
      lessonId: LESSON,
      positionSeconds: 3,
    });
    await library.enqueue({
      userId: 'u1',
      courseId: COURSE,
      lessonId: LESSON,
      positionSeconds: 6,
      completed: true,
    });
    await library.enqueue({ userId: 'u2', courseId: COURSE, lessonId: LESSON, positionSeconds: 9 });
    expect(first.clientId).toMatch(/^[0-9a-f-]{36}$/);

    // Still offline: nothing is lost.
    const offline = await library.flush('u1', () =>
      Promise.reject(new ApiError('NETWORK_ERROR', 0, 'The server could not be reached.')),
    );
    expect(offline).toEqual({ sent: 0, dropped: 0, left: 2 });

    const sent: number[] = [];
    const online = await library.flush('u1', (event) => {
      sent.push(event.positionSeconds);
      return Promise.resolve();
    });
    expect(online).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(sent).toEqual([3, 6]);
    expect(await library.pending('u1')).toEqual([]);
    // Another user's events wait for them; a refusal (no longer owned) is dropped.
    const refused = await library.flush('u2', () => Promise.reject(new ApiError('NOT_OWNED', 403, 'no')));
    expect(refused).toEqual({ sent: 0, dropped: 1, left: 0 });
  });
});
