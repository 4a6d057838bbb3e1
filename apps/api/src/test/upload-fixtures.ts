import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A JPEG of `width`×`height` carrying EXIF data (camera make and a GPS-like comment) to be stripped. */
export async function jpegWithExif(width = 2000, height = 1500): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'KameraRahasia', ImageDescription: 'lat -6.2 lon 106.8' } })
    .toBuffer();
  return new Uint8Array(bytes);
}

export async function png(width = 64, height = 64): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
}

export async function realPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Materi');
  return document.save();
}

/** Starts like a PDF (so sniffing says PDF) but is not one. */
export const fakePdf = () => new TextEncoder().encode('%PDF-1.7\nini bukan PDF sungguhan\n%%EOF\n');

/** Plain text, whatever name it is sent under. */
export const textFile = () => new TextEncoder().encode('halo, ini teks biasa dan bukan gambar');

/** JPEG magic bytes followed by noise: sniffed as JPEG, but no image decodes from it. */
export const brokenJpeg = () =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...new TextEncoder().encode('bukan data gambar sama sekali'.repeat(20)),
  ]);
