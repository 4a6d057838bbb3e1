import type { ClassSessionStatus, LiveClassKind, PublicationStatus } from '@scola/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';

/** One of a tutor's classes with the span of its scheduled sessions. */
export interface TutorClassRow {
  id: string;
  title: string;
  kind: LiveClassKind;
  status: PublicationStatus;
  capacity: number;
  ratingAverage: number;
  ratingCount: number;
  firstSessionAt: Date | null;
  lastSessionEndsAt: Date | null;
}

export interface ClassSessionRow {
  id: string;
  position: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: ClassSessionStatus;
  cancelReason: string | null;
}

async function rows(db: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  // PgDatabase types the raw result as unknown; both drivers answer `{ rows }`.
  const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Both drivers answer timestamps as `Date`; a string is parsed all the same. */
const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string);

const toClassRow = (row: Record<string, unknown>): TutorClassRow => ({
  id: String(row.id),
  title: String(row.title),
  kind: row.kind as LiveClassKind,
  status: row.status as PublicationStatus,
  capacity: Number(row.capacity),
  ratingAverage: Number(row.rating_average),
  ratingCount: Number(row.rating_count),
  firstSessionAt: dateOf(row.first_at),
  lastSessionEndsAt: dateOf(row.last_end),
});

/**
 * A tutor's classes with the span of their scheduled sessions (held bimble slots and cancelled sessions left out).
 * A class is finished once it has sessions and the last one has ended.
 */
const classesWithSpan = (tutorId: string | null, withDrafts = false) => sql`
  select c.id, c.tutor_id, c.title, c.kind, c.status, c.capacity, c.rating_average, c.rating_count, c.created_at,
         s.first_at, s.last_end
  from live_classes c
  left join lateral (
    select min(x.starts_at) as first_at, max(x.ends_at) as last_end
    from class_sessions x where x.class_id = c.id and x.status = 'scheduled'
  ) s on true
  where ${tutorId === null ? sql`true` : sql`c.tutor_id = ${tutorId}`}
    ${withDrafts ? sql`` : sql`and c.status <> 'draft'`}`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The catalogue's side of the tutor's class records (`/tutor/kelas/siswa`, `/tutor/kelas-riwayat`). */
export function createTutorClassRecordsRepository(db: Database) {
  return {
    /** The tutor's classes but drafts, newest first; 2 queries. */
    async classes(tutorId: string, page: PageWindow) {
      const [list, [count]] = await Promise.all([
        rows(
          db,
          sql`${classesWithSpan(tutorId)} order by c.created_at desc, c.id limit ${page.limit} offset ${page.offset}`,
        ),
        rows(
          db,
          sql`select count(*)::int as n from live_classes where tutor_id = ${tutorId} and status <> 'draft'`,
        ),
      ]);
      return { rows: list.map(toClassRow), total: Number(count?.n ?? 0) };
    },

    /** Id and title of every class of the tutor that students could have bought (not drafts); one query. */
    async titles(tutorId: string): Promise<Map<string, string>> {
      const list = await rows(
        db,
        sql`select id, title from live_classes where tutor_id = ${tutorId} and status <> 'draft'`,
      );
      return new Map(list.map((row) => [String(row.id), String(row.title)]));
    },

    /** The tutor's finished classes (last session ended by `now`), the most recently finished first; 2 queries. */
    async finished(tutorId: string, now: Date, page: PageWindow) {
      const finished = sql`select * from (${classesWithSpan(tutorId)}) t where t.last_end <= ${at(now)}`;
      const [list, [count]] = await Promise.all([
        rows(db, sql`${finished} order by t.last_end desc, t.id limit ${page.limit} offset ${page.offset}`),
        rows(db, sql`select count(*)::int as n from (${finished}) f`),
      ]);
      return { rows: list.map(toClassRow), total: Number(count?.n ?? 0) };
    },

    /**
     * One class with its span and its tutor's time zone, when it is the tutor's (any tutor's when `tutorId` is null,
     * for admins).
     */
    async classOf(
      tutorId: string | null,
      classId: string,
    ): Promise<(TutorClassRow & { timeZone: string }) | null> {
      const [row] = await rows(
        db,
        sql`select t.*, p.time_zone from (${classesWithSpan(tutorId, true)}) t
            join tutor_profiles p on p.user_id = t.tutor_id
            where t.id = ${classId}`,
      );
      return row ? { ...toClassRow(row), timeZone: String(row.time_zone) } : null;
    },

    /** The class's sessions in time order (held bimble slots left out: they are not sessions yet). */
    async sessions(classId: string): Promise<ClassSessionRow[]> {
      const list = await rows(
        db,
        sql`select id, position, title, starts_at, ends_at, status, cancel_reason from class_sessions
            where class_id = ${classId} and status <> 'held' order by starts_at, id`,
      );
      return list.map((row) => ({
        id: String(row.id),
        position: Number(row.position),
        title: String(row.title),
        startsAt: dateOf(row.starts_at) ?? new Date(0),
        endsAt: dateOf(row.ends_at) ?? new Date(0),
        status: row.status as ClassSessionStatus,
        cancelReason: typeof row.cancel_reason === 'string' ? row.cancel_reason : null,
      }));
    },
  };
}

export type TutorClassRecordsRepository = ReturnType<typeof createTutorClassRecordsRepository>;
