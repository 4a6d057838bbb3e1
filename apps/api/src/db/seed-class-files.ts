import { randomUUID } from 'node:crypto';
import type { ClassFileMime } from '@scola/contracts';
import sharp from 'sharp';
import type { FileStorage } from '../lib/storage';
import { classSpaceFacts } from '../modules/catalogue';
import { classFilesRepositoryFor } from '../modules/class-files';
import { ownedClassIds } from '../modules/collections';
import { usersServiceFor } from '../modules/users';
import type { DatabaseHandle } from './client';
import { renderMaterialPdf } from './demo-pdf';
import { DEMO_COLLECTOR_EMAIL } from './seed-collections';

const DEMO_TUTOR_EMAIL = 'tutor@scola.id';

interface DemoFile {
  name: string;
  mime: ClassFileMime;
  extension: string;
  /** Minutes before the seed's "now" (the list is newest first). */
  minutesAgo: number;
  bytes: (title: string, tutor: string) => Promise<Uint8Array>;
}

const demoFiles: DemoFile[] = [
  {
    name: 'Modul pertemuan 1.pdf',
    mime: 'application/pdf',
    extension: 'pdf',
    minutesAgo: 3 * 24 * 60,
    bytes: (title, tutor) =>
      renderMaterialPdf({
        title: `${title}: modul pertemuan 1`,
        subtitle: 'Berkas kelas',
        author: tutor,
        pageCount: 3,
        chapters: ['Pengantar', 'Contoh soal', 'Latihan mandiri'],
      }),
  },
  {
    name: 'Latihan soal minggu ini.pdf',
    mime: 'application/pdf',
    extension: 'pdf',
    minutesAgo: 24 * 60,
    bytes: (title, tutor) =>
      renderMaterialPdf({
        title: `${title}: latihan soal`,
        subtitle: 'Berkas kelas',
        author: tutor,
        pageCount: 2,
        chapters: ['Soal pilihan ganda', 'Soal uraian'],
      }),
  },
  {
    name: 'Papan tulis sesi 1.png',
    mime: 'image/png',
    extension: 'png',
    minutesAgo: 60,
    bytes: async () =>
      new Uint8Array(
        await sharp({ create: { width: 960, height: 540, channels: 3, background: '#1565c0' } })
          .composite([
            {
              input: Buffer.from(
                '<svg width="960" height="540" xmlns="http://www.w3.org/2000/svg"><rect x="40" y="40" width="880" height="460" rx="16" fill="#0d3c73"/><text x="80" y="140" font-family="sans-serif" font-size="48" fill="#ffffff">y = ax² + bx + c</text><text x="80" y="220" font-family="sans-serif" font-size="32" fill="#bbdefb">Titik puncak: (−b/2a, f(−b/2a))</text></svg>',
              ),
            },
          ])
          .png()
          .toBuffer(),
      ),
  },
];

/**
 * Gives the demo tutor's classes that the demo student owns a few files (two PDFs and a whiteboard picture), so
 * the class space's `berkas` tab has content in the demo. Idempotent: a class that has any file is left alone.
 */
export async function seedClassFiles(
  database: DatabaseHandle,
  storage: FileStorage,
  now: Date,
): Promise<void> {
  const db = database.db;
  const users = usersServiceFor(db);
  const [student, tutor] = [
    await users.findByEmail(DEMO_COLLECTOR_EMAIL),
    await users.findByEmail(DEMO_TUTOR_EMAIL),
  ];
  if (!student || !tutor) return;
  const files = classFilesRepositoryFor(db);
  for (const classId of await ownedClassIds(db, student.id)) {
    const facts = await classSpaceFacts(db, classId, tutor.id);
    if (facts?.tutorId !== tutor.id || (await files.countOf(classId)) > 0) continue;
    for (const file of demoFiles) {
      const id = randomUUID();
      const storageKey = `class-files/${classId}/${id}.${file.extension}`;
      const bytes = await file.bytes(facts.title, tutor.name);
      await storage.put(storageKey, bytes, { contentType: file.mime });
      const at = new Date(now.getTime() - file.minutesAgo * 60_000);
      await files.insert({
        id,
        classId,
        uploaderId: tutor.id,
        name: file.name,
        originalName: file.name,
        storageKey,
        byteSize: bytes.byteLength,
        contentType: file.mime,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}
