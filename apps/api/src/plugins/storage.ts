import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * File storage addressed by keys such as `materials/aljabar-sma/full.pdf`. Local disk under `<DATA_DIR>/files` for
 * now; an S3-compatible implementation can replace it behind this interface (serving would then redirect to a
 * signed URL instead of streaming from disk).
 */
export interface FileStorage {
  /** Absolute folder the keys are relative to. */
  readonly root: string;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<Uint8Array>;
  /** Writes atomically (temporary file, then rename): readers never see half a file. */
  write(key: string, bytes: Uint8Array): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

/** The absolute path of `key` under `root`; refuses keys that could leave it (`..`, absolute paths). */
function pathOf(root: string, key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return path;
}

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  return {
    root: base,
    async exists(key) {
      try {
        await access(pathOf(base, key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      return new Uint8Array(await readFile(pathOf(base, key)));
    },
    async write(key, bytes) {
      const path = pathOf(base, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
  };
}

/** `<dataDir>/files`: where local files live. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

export interface SendStoredFileOptions {
  contentType: string;
  /** Suggested file name (Content-Disposition). */
  filename: string;
  cacheControl: string;
  /** `inline` (default: shown in the browser) or `attachment` (saved as a download). */
  disposition?: 'inline' | 'attachment';
}

/**
 * Streams a stored file with HTTP Range (206 + Content-Range), ETag and Last-Modified support; 404 `NOT_FOUND` when
 * the file is missing.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendStoredFileOptions,
) {
  const result = await send(request.raw, `/${key}`, {
    root: storage.root,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
  });
  if (result.type !== 'file') {
    result.stream.destroy();
    if (result.statusCode === 416) {
      // Range not satisfiable: the size of the file travels in Content-Range.
      return reply.code(416).header('content-range', result.headers['Content-Range']).send();
    }
    if (result.statusCode === 412) return reply.code(412).send();
    if (result.statusCode === 404 || result.type === 'directory') throw new AppError('NOT_FOUND');
    throw result.metadata.error;
  }
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('content-type', options.contentType)
    .header(
      'content-disposition',
      `${options.disposition ?? 'inline'}; filename="${options.filename.replace(/[^\w.-]/g, '_')}"`,
    )
    .header('cache-control', options.cacheControl)
    .send(result.stream);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage (local disk under `<DATA_DIR>/files`). */
    storage: FileStorage;
  }
}

/** Decorates `app.storage`. Nothing is created on disk until a file is written. */
export const storagePlugin = fp<{ storage: FileStorage }>(
  (app, { storage }, done) => {
    app.decorate('storage', storage);
    done();
  },
  { name: 'scola-storage' },
);
