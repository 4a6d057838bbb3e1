import { type ClassFileMime, classFileMimes } from '@scola/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Compound File Binary ("OLE") containers: the legacy Office formats, but also installers (MSI) and others. */
const CFB_MIME = 'application/x-cfb';

/** The stream that makes an OLE container a Word, Excel or PowerPoint file. */
const oleStreams: Record<string, ClassFileMime> = {
  WordDocument: 'application/msword',
  Workbook: 'application/vnd.ms-excel',
  Book: 'application/vnd.ms-excel',
  'PowerPoint Document': 'application/vnd.ms-powerpoint',
};

/**
 * The type of a class file judged by its content alone (never its name): PDF, PNG/JPEG/WebP/GIF, OOXML (whose zip
 * `file-type` looks inside), legacy Office (whose OLE directory we read) or a plain zip; `null` for anything else.
 */
export async function classFileTypeOf(bytes: Uint8Array): Promise<ClassFileMime | null> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) return null;
  if (sniffed.mime === CFB_MIME) return legacyOfficeType(bytes);
  return classFileMimes.find((mime) => mime === sniffed.mime) ?? null;
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTORS = 1 << 20;

/** Reads the directory of an OLE container (MS-CFB §2) and names the Office format its streams make. */
export function legacyOfficeType(bytes: Uint8Array): ClassFileMime | null {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const sectorSize = 1 << view.getUint16(0x1e, true);
    if (sectorSize !== 512 && sectorSize !== 4096) return null;
    const sectorAt = (sector: number) => (sector + 1) * sectorSize;
    const fat = fatOf(view, sectorSize, sectorAt);
    const seen = new Set<number>();
    for (
      let sector = view.getUint32(0x30, true);
      sector !== END_OF_CHAIN;
      sector = fat[sector] ?? END_OF_CHAIN
    ) {
      // A loop in the chain or a sector past the end: not a container we can trust.
      if (seen.has(sector) || sectorAt(sector) + sectorSize > bytes.byteLength) return null;
      seen.add(sector);
      for (let entry = sectorAt(sector); entry < sectorAt(sector) + sectorSize; entry += 128) {
        const type = view.getUint8(entry + 0x42);
        const nameBytes = Math.min(view.getUint16(entry + 0x40, true), 64);
        if (type !== 2 || nameBytes < 2) continue;
        const name = new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + nameBytes - 2));
        const mime = oleStreams[name];
        if (mime) return mime;
      }
    }
    return null;
  } catch {
    // A directory that points outside the file: not an Office document.
    return null;
  }
}

/** The file allocation table: the sectors listed in the header's DIFAT, then in its chain of DIFAT sectors. */
function fatOf(view: DataView, sectorSize: number, sectorAt: (sector: number) => number): number[] {
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i += 1) fatSectors.push(view.getUint32(0x4c + i * 4, true));
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; difat !== END_OF_CHAIN && difat !== FREE && hops < 1000; hops += 1) {
    const start = sectorAt(difat);
    for (let i = 0; i < sectorSize / 4 - 1; i += 1) fatSectors.push(view.getUint32(start + i * 4, true));
    difat = view.getUint32(start + sectorSize - 4, true);
  }
  const fat: number[] = [];
  for (const sector of fatSectors) {
    if (sector === FREE || sector === END_OF_CHAIN) continue;
    const start = sectorAt(sector);
    for (let i = 0; i < sectorSize / 4; i += 1) fat.push(view.getUint32(start + i * 4, true));
    if (fat.length > MAX_SECTORS) break;
  }
  return fat;
}
