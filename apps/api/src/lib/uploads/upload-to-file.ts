import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { megabytes } from './upload-kinds';

/** An upload written to a temporary file; `discard` removes it (call it whatever happens next). */
export interface UploadOnDisk {
  path: string;
  size: number;
  /** The first bytes of the file (up to 4 KiB), for sniffing its type without reading it again. */
  head: Uint8Array;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

export interface UploadToFileOptions {
  field: string;
  maxBytes: number;
  /** Indonesian name of what is uploaded, in error messages ("Rekaman"). */
  label: string;
}

const HEAD_BYTES = 4100;
const errorCodeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Streams the one file of a `multipart/form-data` request to a temporary file, for uploads too large to hold in
 * memory (class recordings); stops at `maxBytes` (413 `FILE_TOO_LARGE`, nothing kept). The caller checks the type
 * from `head` and stores the file with `FileStorage.putStream`.
 */
export async function uploadToFile(
  request: FastifyRequest,
  { field, maxBytes, label }: UploadToFileOptions,
): Promise<UploadOnDisk> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if (errorCodeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim berkas sebagai multipart/form-data.');
    }
    throw error;
  }
  if (!part || part.fieldname !== field) {
    throw new AppError('FILE_MISSING', `Pilih berkas yang akan diunggah (kolom "${field}").`);
  }
  const dir = join(tmpdir(), 'scola-uploads');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomBytes(12).toString('hex')}.part`);
  const discard = () => rm(path, { force: true });
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', `${label} terlalu besar. Ukuran maksimal ${megabytes(maxBytes)}.`, {
      maxBytes,
    });
  try {
    await pipeline(part.file, counter, createWriteStream(path));
  } catch (error) {
    await discard();
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated || size > maxBytes) {
    await discard();
    throw tooLarge();
  }
  if (size === 0) {
    await discard();
    throw new AppError('FILE_INVALID', 'Berkas kosong.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return { path, size, head: new Uint8Array(Buffer.concat(headChunks)), fields, discard };
}
