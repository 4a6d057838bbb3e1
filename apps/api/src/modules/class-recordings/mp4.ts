import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

/** Whether the first bytes are an MP4 (an `ftyp` box of an MP4 brand), whatever the file is called. */
export async function looksLikeMp4(head: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(head))?.mime === 'video/mp4';
}

/**
 * The length of the MP4 at `path` in whole seconds, from its movie header (`moov` → `mvhd`), or null when it has
 * none. Only box headers are read (a few dozen bytes wherever `moov` is, also at the end of the file).
 */
export async function mp4FileDurationSeconds(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const read = async (at: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, at);
      return buffer.subarray(0, bytesRead);
    };
    /** The first box of `type` between `from` and `to`: where its content starts and ends. */
    const findBox = async (type: string, from: number, to: number) => {
      let at = from;
      for (let boxes = 0; at + 8 <= to && boxes < 10_000; boxes += 1) {
        const header = await read(at, 16);
        if (header.length < 8) return null;
        let length = header.readUInt32BE(0);
        let headerLength = 8;
        if (length === 1) {
          if (header.length < 16) return null;
          length = Number(header.readBigUInt64BE(8));
          headerLength = 16;
        } else if (length === 0) {
          length = to - at;
        }
        if (length < headerLength) return null;
        if (header.toString('latin1', 4, 8) === type) {
          return { start: at + headerLength, end: Math.min(at + length, to) };
        }
        at += length;
      }
      return null;
    };
    const moov = await findBox('moov', 0, size);
    const mvhd = moov && (await findBox('mvhd', moov.start, moov.end));
    if (!mvhd) return null;
    const box = await read(mvhd.start, 32);
    const version = box[0];
    const scaleAt = 4 + (version === 1 ? 16 : 8);
    if (box.length < scaleAt + (version === 1 ? 12 : 8)) return null;
    const timescale = box.readUInt32BE(scaleAt);
    const duration = version === 1 ? Number(box.readBigUInt64BE(scaleAt + 4)) : box.readUInt32BE(scaleAt + 4);
    if (timescale === 0) return null;
    return Math.round(duration / timescale);
  } finally {
    await file.close();
  }
}
