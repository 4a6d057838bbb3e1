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

/** Image formats kept as they came (discussion images): GIFs keep their animation. */
export type KeptImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  /** Of one frame, for an animated image. */
  height: number;
}

/**
 * Re-encodes an image in its own format without metadata (EXIF orientation applied first, so a phone photo keeps
 * its way up but loses its GPS position), within `maxSide` pixels; animated GIFs and WebPs keep every frame.
 * Throws `FILE_INVALID` when no image decodes from the bytes.
 */
export async function cleanImage(
  bytes: Uint8Array,
  mime: KeptImageMime,
  maxSide: number,
): Promise<CleanImage> {
  try {
    const animated = mime === 'image/gif' || mime === 'image/webp';
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });
    const pages = (await image.metadata()).pages ?? 1;
    // Auto-orientation is for single photos; sharp refuses it on frame strips.
    if (pages === 1) image = image.rotate();
    image = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/gif'
          ? image.gif()
          : mime === 'image/webp'
            ? image.webp({ quality: 85 })
            : image.jpeg({ quality: 88, mozjpeg: true });
    const output = await encoded.toBuffer();
    const measured = await sharp(output, { animated: true }).metadata();
    return {
      bytes: new Uint8Array(output),
      width: measured.width ?? 1,
      height: measured.pageHeight ?? measured.height ?? 1,
    };
  } catch {
    throw new AppError('FILE_INVALID', 'Gambar rusak atau tidak dapat dibaca.');
  }
}
