import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

const errorCodeOf = (error: unknown) => (error as { code?: unknown }).code;

export interface RawUpload {
  bytes: Uint8Array;
  /** The name the file had on the sender's device (as sent; callers clean it before showing it). */
  filename: string;
}

/**
 * Reads the one file of a `multipart/form-data` request (field `field`) as sent, for uploads that are stored
 * unchanged (class files) and checked by the caller. Reading stops as soon as the file passes `maxBytes`
 * (`tooLarge()` is thrown). Throws `FILE_MISSING` or `UNSUPPORTED_MEDIA_TYPE` like `readUpload`.
 */
export async function readRawUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge: () => AppError },
): Promise<RawUpload> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch (error) {
    if (errorCodeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim berkas sebagai multipart/form-data.');
    }
    throw error;
  }
  if (!part || part.fieldname !== options.field) {
    throw new AppError('FILE_MISSING', `Pilih berkas yang akan diunggah (kolom "${options.field}").`);
  }
  try {
    return { bytes: new Uint8Array(await part.toBuffer()), filename: part.filename };
  } catch (error) {
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw error;
  }
}
