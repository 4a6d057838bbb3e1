import type { StudyRoomListQuery } from '@scola/contracts';
import { and, asc, count, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tutorDisplayNameOf, tutorIsPublicOf } from '../catalogue';
import { subjectNameOf } from '../catalogue-reference';
import { type StudyRoomFileRow, studyRoomFiles, type StudyRoomRow, studyRooms } from './study-rooms.tables';

/**
 * Public reads of study rooms (ADR 0049): the catalogue's cards with their filters, the subjects that have rooms,
 * one room and its files. Tutors and subjects are not joined here: the workflows fetch them in one batch each
 * through the catalogue modules, so every answer costs a constant number of queries.
 */

/** `study_rooms.<column>` qualified: the correlated subqueries of other modules must not bind a bare name. */
const qualified = (column: string) => sql`${sql.identifier('study_rooms')}.${sql.identifier(column)}`;

/** Rooms anybody may see in the catalogue: scheduled, not ended, of a public tutor. */
const openRooms = (now: Date): SQL[] => [
  eq(studyRooms.status, 'scheduled'),
  gt(studyRooms.endsAt, now),
  tutorIsPublicOf(qualified('tutor_id')),
];

/** `%q%` with the LIKE wildcards of `q` taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StudyRoomCatalogueFilter {
  q?: string | undefined;
  price: StudyRoomListQuery['price'];
  /** Resolved from the subject's slug by the caller. */
  subjectId?: string | undefined;
}

function filterConditions(filter: StudyRoomCatalogueFilter): (SQL | undefined)[] {
  const q = filter.q?.trim();
  const pattern = q ? containing(q) : undefined;
  return [
    filter.price === 'free' ? eq(studyRooms.price, 0) : undefined,
    filter.price === 'paid' ? gt(studyRooms.price, 0) : undefined,
    filter.subjectId ? eq(studyRooms.subjectId, filter.subjectId) : undefined,
    pattern
      ? or(
          ilike(studyRooms.title, pattern),
          sql`${subjectNameOf(qualified('subject_id'))} ilike ${pattern}`,
          sql`${tutorDisplayNameOf(qualified('tutor_id'))} ilike ${pattern}`,
        )
      : undefined,
  ];
}

/** One page of the catalogue's rooms, by start (then id); 2 queries. */
export async function studyRoomCataloguePage(
  db: Database,
  filter: StudyRoomCatalogueFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: StudyRoomRow[]; total: number }> {
  const where = and(...openRooms(now), ...filterConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(studyRooms)
      .where(where)
      .orderBy(asc(studyRooms.startsAt), asc(studyRooms.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(studyRooms).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Subjects with rooms in the catalogue, with how many; 1 query. */
export async function studyRoomSubjectCounts(
  db: Database,
  now: Date,
): Promise<{ subjectId: string; count: number }[]> {
  return db
    .select({ subjectId: studyRooms.subjectId, count: count() })
    .from(studyRooms)
    .where(and(...openRooms(now)))
    .groupBy(studyRooms.subjectId);
}

/** One room, whatever its state (a cancelled or past room is still readable); 1 query. */
export async function studyRoomById(db: Database, id: string): Promise<StudyRoomRow | null> {
  const [row] = await db.select().from(studyRooms).where(eq(studyRooms.id, id)).limit(1);
  return row ?? null;
}

/** Rooms by id (any state), in no particular order; 1 query. */
export async function studyRoomsByIds(db: Database, ids: readonly string[]): Promise<StudyRoomRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(studyRooms)
    .where(inArray(studyRooms.id, [...ids]));
}

/** The files attached to a room, oldest first; 1 query. */
export async function studyRoomFilesOfRoom(db: Database, roomId: string): Promise<StudyRoomFileRow[]> {
  return db
    .select()
    .from(studyRoomFiles)
    .where(eq(studyRoomFiles.roomId, roomId))
    .orderBy(asc(studyRoomFiles.createdAt), asc(studyRoomFiles.id));
}
