import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { UploadKind } from './upload-kinds';
import { uploadRules } from './upload-kinds';
import { type CheckedUpload, fileTooLarge, validateUpload } from './validate-upload';

const errorCodeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Reads the one file of a `multipart/form-data` request (field `field`) and validates it for `kind`. Reading stops
 * as soon as the file passes the kind's limit, so a huge upload costs no more than the limit. Needs the multipart
 * plugin (`plugins/uploads.ts`). Throws `FILE_MISSING`, `UNSUPPORTED_MEDIA_TYPE` or the checks' errors.
 */
export async function readUpload(
  request: FastifyRequest,
  kind: UploadKind,
  field = 'berkas',
): Promise<CheckedUpload> {
  return (await readUploadWithFields(request, kind, field)).upload;
}

/**
 * As `readUpload`, and answers the text fields sent before the file too (a form sends its fields first, then the
 * file; fields after the file are not read).
 */
export async function readUploadWithFields(
  request: FastifyRequest,
  kind: UploadKind,
  field = 'berkas',
): Promise<{ upload: CheckedUpload; fields: Record<string, string> }> {
  const maxBytes = uploadRules[kind].maxBytes;
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
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(kind);
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return { upload: await validateUpload(kind, new Uint8Array(bytes)), fields };
}
