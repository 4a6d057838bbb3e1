import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../lib/storage';
import { classRecordingsFor } from '../modules/class-recordings';
import type { DatabaseHandle } from './client';
import { assetsDir, mp4DurationSeconds } from './demo-media';

/** The demo class whose space shows recordings (tutor@scola.id's, owned by the demo student). */
export const DEMO_RECORDINGS_CLASS_SLUG = 'fungsi-kuadrat-dan-grafiknya';

/** Two uploaded sample clips (for the earliest sessions that have begun) and one linked video. */
const demoRecordings = [
  { title: 'Rekaman: pengantar fungsi kuadrat', video: 'videos/pengantar.mp4', session: 0 },
  { title: 'Rekaman: latihan menggambar grafik', video: 'videos/praktik.mp4', session: 1 },
  { title: 'Pembahasan soal (YouTube)', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', session: null },
] as const;

async function rowsOf(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  const result = (await database.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * Gives the demo class a few recordings (ADR 0042), their videos copied into storage. Idempotent: does nothing when
 * the class already has recordings or is missing.
 */
export async function seedClassRecordings(
  database: DatabaseHandle,
  storage: FileStorage,
  now: Date,
): Promise<void> {
  const [klass] = await rowsOf(
    database,
    sql`select id, tutor_id from live_classes where slug = ${DEMO_RECORDINGS_CLASS_SLUG}`,
  );
  if (!klass) return;
  const classId = String(klass.id);
  const [existing] = await rowsOf(database, sql`select 1 from class_recordings where class_id = ${classId}`);
  if (existing) return;
  const begun = await rowsOf(
    database,
    sql`select id from class_sessions where class_id = ${classId} and status = 'scheduled'
        and starts_at <= ${now.toISOString()} order by starts_at`,
  );
  const sessionAt = (index: number | null) => {
    const id = index === null ? undefined : begun[index]?.id;
    return typeof id === 'string' ? id : null;
  };
  const recordings = classRecordingsFor(database.db);
  for (const [index, item] of demoRecordings.entries()) {
    const createdAt = new Date(now.getTime() - (demoRecordings.length - index) * 60 * 60 * 1000);
    const base = {
      classId,
      sessionId: sessionAt(item.session),
      title: item.title,
      createdBy: String(klass.tutor_id),
      createdAt,
    };
    if ('url' in item) {
      await recordings.insert({ ...base, source: 'link', url: item.url });
      continue;
    }
    const bytes = new Uint8Array(await readFile(`${assetsDir}/${item.video}`));
    const id = randomUUID();
    const storageKey = `recordings/${classId}/${id}.mp4`;
    await storage.put(storageKey, bytes, { contentType: 'video/mp4' });
    await recordings.insert({
      ...base,
      id,
      source: 'upload',
      storageKey,
      sizeBytes: bytes.length,
      durationSeconds: mp4DurationSeconds(bytes),
    });
  }
}
