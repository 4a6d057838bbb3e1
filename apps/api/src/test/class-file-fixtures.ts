/** Files of the types a class space accepts (and some it refuses), built in memory for upload tests. */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of uncompressed entries (enough for `file-type` to look inside). */
export function storedZip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A Word document's package (OOXML): a zip whose content types name the main document. */
export const docx = () =>
  storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  });

export const plainZip = () => storedZip({ 'catatan.txt': 'isi arsip', 'soal/1.txt': 'soal pertama' });

/**
 * A Compound File (OLE) holding one stream named `stream`: `WordDocument` makes a legacy .doc, `Workbook` an .xls;
 * anything else (an installer's tables) is no Office file. 512-byte sectors: FAT in sector 0, directory in 1.
 */
export function oleFile(stream: string): Uint8Array {
  const bytes = Buffer.alloc(512 * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x3e, 0x18);
  bytes.writeUInt16LE(3, 0x1a);
  bytes.writeUInt16LE(0xfffe, 0x1c);
  bytes.writeUInt16LE(9, 0x1e);
  bytes.writeUInt16LE(6, 0x20);
  bytes.writeUInt32LE(1, 0x2c);
  bytes.writeUInt32LE(1, 0x30);
  bytes.writeUInt32LE(0x1000, 0x38);
  bytes.writeUInt32LE(0xfffffffe, 0x3c);
  bytes.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1) bytes.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = 512;
  bytes.writeUInt32LE(0xfffffffd, fat);
  bytes.writeUInt32LE(0xfffffffe, fat + 4);
  for (let i = 2; i < 128; i += 1) bytes.writeUInt32LE(0xffffffff, fat + i * 4);
  const entry = (index: number, name: string, type: number) => {
    const at = 1024 + index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(bytes, at);
    bytes.writeUInt16LE(encoded.length, at + 0x40);
    bytes.writeUInt8(type, at + 0x42);
  };
  entry(0, 'Root Entry', 5);
  entry(1, stream, 2);
  return new Uint8Array(bytes);
}

/** A Windows program (an `MZ` header and a PE signature), whatever it is called. */
export function windowsProgram(): Uint8Array {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return new Uint8Array(bytes);
}
