import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { ByteRange, FileStorage } from './file-storage';

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
 * the file is missing. Local files go through `@fastify/send`; other storages through `stat` + ranged `stream`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendStoredFileOptions,
) {
  const plainName = options.filename.replace(/[^\w.-]/g, '_');
  // A name with spaces or letters beyond ASCII also travels whole, encoded (RFC 6266); the plain one is the fallback.
  const fullName =
    plainName === options.filename ? '' : `; filename*=UTF-8''${encodeRfc5987(options.filename)}`;
  reply
    .header('content-type', options.contentType)
    .header('content-disposition', `${options.disposition ?? 'inline'}; filename="${plainName}"${fullName}`)
    .header('cache-control', options.cacheControl);
  return storage.root === undefined
    ? sendFromStream(request, reply, storage, key)
    : sendFromDisk(request, reply, storage.root, key);
}

const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

async function sendFromDisk(request: FastifyRequest, reply: FastifyReply, root: string, key: string) {
  const result = await send(request.raw, `/${key}`, {
    root,
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
  // @fastify/send's own Content-Type (from the file name) must not replace the caller's.
  const { 'Content-Type': _ignored, ...headers } = result.headers;
  return reply.code(result.statusCode).headers(headers).send(result.stream);
}

async function sendFromStream(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
) {
  const info = await storage.stat(key);
  if (!info) throw new AppError('NOT_FOUND');
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
  if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === info.etag ? request.headers.range : undefined;
  const range = rangeHeader === undefined ? undefined : parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const body = await storage.stream(key, range);
  if (!body) throw new AppError('NOT_FOUND');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.code(200).header('content-length', info.size);
  }
  return reply.send(body);
}

/**
 * One `bytes=` range of a file of `size` bytes; undefined (whole file) for several ranges or a header we do not
 * understand, as RFC 9110 allows; `unsatisfiable` when it starts past the end.
 */
export function parseRange(header: string, size: number): ByteRange | undefined | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
