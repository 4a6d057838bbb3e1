import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  type FileStorage,
  StorageNotFoundError,
  type StoredObjectInfo,
} from './file-storage';

/** The absolute path of `key` under `root`; refuses keys that could leave it (`..`, absolute paths). */
function pathOf(root: string, key: string): string {
  assertValidKey(key);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return path;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function fileInfo(path: string): Promise<StoredObjectInfo | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    // Same shape as @fastify/send's weak ETag, so both serving paths agree.
    return {
      size: info.size,
      lastModified: info.mtime,
      etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
    };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Files under `root` (created on the first write). */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  return {
    kind: 'local',
    root: base,
    async exists(key) {
      return (await fileInfo(pathOf(base, key))) !== null;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(base, key)));
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async put(key, bytes) {
      const path = pathOf(base, key);
      await mkdir(dirname(path), { recursive: true });
      // Temporary file, then rename: readers never see half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, body, size) {
      const path = pathOf(base, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary));
        const written = (await stat(temporary)).size;
        if (written !== size) throw new Error(`Expected ${size} bytes for ${key}, got ${written}`);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(base, key), { force: true });
    },
    stat: (key) => fileInfo(pathOf(base, key)),
    async stream(key, range) {
      const path = pathOf(base, key);
      if (!(await fileInfo(path))) return null;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
  };
}

/** `<dataDir>/files`: where local files live. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');
