import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { type FileStorage, localFileStorage, s3FileStorage, StorageNotFoundError } from '.';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (value: string) => new TextEncoder().encode(value);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The behaviour every adapter shares; run against local disk and an S3-compatible server. */
function behavesAsFileStorage(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('stores, reads, stats and deletes an object', async () => {
      expect(await storage.exists('materials/a/full.pdf')).toBe(false);
      expect(await storage.stat('materials/a/full.pdf')).toBeNull();
      await storage.put('materials/a/full.pdf', bytesOf('%PDF-1.7 isi'), { contentType: 'application/pdf' });
      expect(await storage.exists('materials/a/full.pdf')).toBe(true);
      expect(text(await storage.get('materials/a/full.pdf'))).toBe('%PDF-1.7 isi');
      const info = await storage.stat('materials/a/full.pdf');
      expect(info?.size).toBe(12);
      expect(info?.etag).toMatch(/"/);
      await storage.delete('materials/a/full.pdf');
      expect(await storage.exists('materials/a/full.pdf')).toBe(false);
      await storage.delete('materials/a/full.pdf'); // deleting a missing object is not an error
    });

    it('replaces an object whole', async () => {
      await storage.put('photos/u/1.webp', bytesOf('first version, longer'));
      await storage.put('photos/u/1.webp', bytesOf('second'));
      expect(text(await storage.get('photos/u/1.webp'))).toBe('second');
    });

    it('keeps binary bytes exactly (no transfer framing stored)', async () => {
      const bytes = new Uint8Array(1000).map((_, index) => (index * 7) % 256);
      await storage.put('videos/x/clip.mp4', bytes);
      expect(await storage.get('videos/x/clip.mp4')).toEqual(bytes);
      expect((await storage.stat('videos/x/clip.mp4'))?.size).toBe(1000);
    });

    it('streams the whole object or a byte range', async () => {
      await storage.put('videos/y/clip.mp4', bytesOf('0123456789'));
      expect(await readAll((await storage.stream('videos/y/clip.mp4'))!)).toBe('0123456789');
      expect(await readAll((await storage.stream('videos/y/clip.mp4', { start: 2, end: 5 }))!)).toBe('2345');
      expect(await storage.stream('videos/y/missing.mp4')).toBeNull();
    });

    it('writes an object from a stream of a known length', async () => {
      const bytes = new Uint8Array(300_000).map((_, index) => (index * 13) % 256);
      const chunks = [bytes.subarray(0, 100_000), bytes.subarray(100_000)];
      await storage.putStream('recordings/c/r.mp4', Readable.from(chunks), bytes.length, {
        contentType: 'video/mp4',
      });
      expect(await storage.get('recordings/c/r.mp4')).toEqual(bytes);
      expect((await storage.stat('recordings/c/r.mp4'))?.size).toBe(bytes.length);
    });

    it('rejects reading a missing object with StorageNotFoundError', async () => {
      await expect(storage.get('documents/none.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('refuses keys that could escape the storage', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a//b', '.hidden', 'a/./b', 'spasi di nama']) {
        await expect(storage.put(key, bytesOf('x'))).rejects.toThrow(/Invalid storage key/);
        await expect(storage.exists(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

behavesAsFileStorage('local disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'scola-files-'));
  return { storage: localFileStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

behavesAsFileStorage('S3 (s3rver)', async () => {
  const s3: LocalS3 = await startLocalS3();
  return { storage: s3FileStorage(s3.settings), close: () => s3.stop() };
});

describe('local disk storage', () => {
  it('leaves no temporary file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scola-files-'));
    await localFileStorage(dir).put('covers/a.svg', bytesOf('<svg/>'));
    expect(await readdir(join(dir, 'covers'))).toEqual(['a.svg']);
    await rm(dir, { recursive: true, force: true });
  });
});
