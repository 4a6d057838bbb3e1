import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../app-error';
import {
  describeAllowed,
  extensionOf,
  megabytes,
  type UploadKind,
  type UploadMime,
  uploadRules,
} from './upload-kinds';

export interface CheckedUpload {
  /** The bytes to store: re-encoded for images, as sent for PDFs. */
  bytes: Uint8Array;
  mime: UploadMime;
  extension: string;
}

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export function fileTooLarge(kind: UploadKind): AppError {
  const rule = uploadRules[kind];
  return new AppError(
    'FILE_TOO_LARGE',
    `${rule.label} terlalu besar. Ukuran maksimal ${megabytes(rule.maxBytes)}.`,
    { maxBytes: rule.maxBytes },
  );
}

/**
 * Checks an uploaded file for `kind`: its type as sniffed from its content (never its name), its size, and that it
 * parses; images come back re-encoded without metadata (and resized for photos and covers). Throws `AppError`
 * `FILE_TOO_LARGE`, `FILE_TYPE_NOT_ALLOWED` or `FILE_INVALID`; callers store nothing then.
 */
export async function validateUpload(kind: UploadKind, bytes: Uint8Array): Promise<CheckedUpload> {
  const rule = uploadRules[kind];
  if (bytes.byteLength > rule.maxBytes) throw fileTooLarge(kind);
  if (bytes.byteLength === 0) throw new AppError('FILE_INVALID', 'Berkas kosong.');
  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = rule.allowed.find((allowed) => allowed === sniffed?.mime);
  if (!mime) {
    throw new AppError(
      'FILE_TYPE_NOT_ALLOWED',
      `${rule.label} harus berupa berkas ${describeAllowed(rule.allowed)}.`,
      { allowed: [...rule.allowed] },
    );
  }
  if (mime === 'application/pdf') {
    await assertPdf(bytes);
    return { bytes, mime, extension: extensionOf[mime] };
  }
  return reencodeImage(bytes, mime, rule.maxImageSide);
}

async function assertPdf(bytes: Uint8Array): Promise<void> {
  try {
    // Encrypted PDFs still have a readable structure; opening one proves it is a PDF, not that we can read it.
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw new AppError('FILE_INVALID', 'Berkas PDF rusak atau tidak dapat dibaca.');
  }
}

/** Photos and covers become WebP within their bound; documents keep their format. Metadata is always dropped. */
async function reencodeImage(
  bytes: Uint8Array,
  mime: UploadMime,
  maxSide: number | undefined,
): Promise<CheckedUpload> {
  try {
    // rotate() applies the EXIF orientation before the metadata (with it any GPS position) is dropped.
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (maxSide !== undefined) {
      image = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
      const output = await image.webp({ quality: 82 }).toBuffer();
      return { bytes: new Uint8Array(output), mime: 'image/webp', extension: 'webp' };
    }
    const output =
      mime === 'image/png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { bytes: new Uint8Array(output), mime, extension: extensionOf[mime] };
  } catch {
    throw new AppError('FILE_INVALID', 'Gambar rusak atau tidak dapat dibaca.');
  }
}
