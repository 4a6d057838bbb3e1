import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brokenJpeg, fakePdf, jpegWithExif, png, realPdf, textFile } from '../../test/upload-fixtures';
import { AppError } from '../app-error';
import { validateUpload } from './validate-upload';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, details } = error as AppError;
  return { code, message, details };
}

describe('upload validation', () => {
  it('re-encodes a photo as WebP within 1024 px without its EXIF data', async () => {
    const checked = await validateUpload('photo', await jpegWithExif(2000, 1500));
    expect(checked).toMatchObject({ mime: 'image/webp', extension: 'webp' });
    const meta = await sharp(checked.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 768]);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(checked.bytes).includes('KameraRahasia')).toBe(false);
  });

  it('does not enlarge a small image', async () => {
    const meta = await sharp((await validateUpload('cover', await png(64, 48))).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('keeps a document image in its format, metadata dropped', async () => {
    const checked = await validateUpload('document', await jpegWithExif(300, 200));
    expect(checked.mime).toBe('image/jpeg');
    expect((await sharp(checked.bytes).metadata()).exif).toBeUndefined();
  });

  it('accepts a real PDF as a material or a document, bytes unchanged', async () => {
    const pdf = await realPdf();
    expect(await validateUpload('material', pdf)).toEqual({
      bytes: pdf,
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect((await validateUpload('document', pdf)).mime).toBe('application/pdf');
  });

  it('judges the type by content: text is refused as a photo whatever it is called', async () => {
    expect(await refusal(validateUpload('photo', textFile()))).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Foto harus berupa berkas JPG, PNG atau WebP.',
      details: { allowed: ['image/jpeg', 'image/png', 'image/webp'] },
    });
    expect((await refusal(validateUpload('material', await png()))).message).toBe(
      'Materi harus berupa berkas PDF.',
    );
    expect((await refusal(validateUpload('photo', await realPdf()))).code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a file that only starts like a PDF', async () => {
    expect(await refusal(validateUpload('material', fakePdf()))).toMatchObject({
      code: 'FILE_INVALID',
      message: 'Berkas PDF rusak atau tidak dapat dibaca.',
    });
  });

  it('refuses an image that does not decode', async () => {
    expect((await refusal(validateUpload('photo', brokenJpeg()))).code).toBe('FILE_INVALID');
    expect((await refusal(validateUpload('document', brokenJpeg()))).code).toBe('FILE_INVALID');
  });

  it('refuses files over the limit of their kind, and empty ones', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(await refusal(validateUpload('photo', big))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Foto terlalu besar. Ukuran maksimal 5 MB.',
      details: { maxBytes: 5 * 1024 * 1024 },
    });
    expect((await refusal(validateUpload('document', new Uint8Array(10 * 1024 * 1024 + 1)))).code).toBe(
      'FILE_TOO_LARGE',
    );
    expect((await refusal(validateUpload('photo', new Uint8Array(0)))).code).toBe('FILE_INVALID');
  });
});
