import type { CatalogueSort, LiveClassKind, SchoolLevel } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions, liveClasses } from './live-classes.tables';
import { col, matches, type PageWindow, similarity, withSearch } from '../search/search';
import { isPublicTutor, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorExpertise, tutorProfiles } from '../tutors/tutors.tables';

export interface LiveClassFilter {
  q?: string | undefined;
  subjectId?: string | undefined;
  level?: SchoolLevel | undefined;
  kind?: LiveClassKind | undefined;
  expertiseId?: string | undefined;
  tutorId?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  ratingMin?: number | undefined;
}

export type NewLiveClassRow = typeof liveClasses.$inferInsert;
export type NewClassSessionRow = typeof classSessions.$inferInsert;

const searchDocument = sql`(${col(liveClasses.title)} || ' ' || ${col(liveClasses.summary)})`;

/** Published and taught by a verified tutor (the query joins `tutor_profiles`). */
const isPublicClass = and(eq(liveClasses.status, 'published'), isPublicTutor);

/** The columns of a class card (join `tutor_profiles`). */
export const liveClassCardColumns = {
  id: liveClasses.id,
  slug: liveClasses.slug,
  title: liveClasses.title,
  summary: liveClasses.summary,
  kind: liveClasses.kind,
  level: liveClasses.level,
  subjectId: liveClasses.subjectId,
  price: liveClasses.price,
  salePrice: liveClasses.salePrice,
  finalPrice: liveClasses.finalPrice,
  capacity: liveClasses.capacity,
  seatsTaken: liveClasses.seatsTaken,
  coverUrl: liveClasses.coverUrl,
  ratingAverage: liveClasses.ratingAverage,
  ratingCount: liveClasses.ratingCount,
  publishedAt: liveClasses.publishedAt,
  ...tutorRefColumns,
  sessionCount: sql<number>`(select count(*)::int from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`,
  firstSessionAt:
    sql`(select min(${col(classSessions.startsAt)}) from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`.mapWith(
      classSessions.startsAt,
    ),
  lastSessionAt:
    sql`(select max(${col(classSessions.startsAt)}) from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`.mapWith(
      classSessions.startsAt,
    ),
};

function conditions(filter: LiveClassFilter): SQL[] {
  const where: SQL[] = [isPublicClass ?? sql`false`];
  const { q } = filter;
  if (q !== undefined) {
    // Two index-assisted candidate sets: title/summary (GIN on the class), tutor name (GIN on the profile).
    where.push(sql`${col(liveClasses.id)} in (
      select ${col(liveClasses.id)} from ${liveClasses} where ${matches(q, searchDocument)}
      union
      select ${col(liveClasses.id)} from ${liveClasses} join ${tutorProfiles} on ${col(tutorProfiles.userId)} = ${col(liveClasses.tutorId)}
      where ${matches(q, col(tutorProfiles.displayName))})`);
  }
  if (filter.subjectId !== undefined) where.push(eq(liveClasses.subjectId, filter.subjectId));
  if (filter.level !== undefined) where.push(eq(liveClasses.level, filter.level));
  if (filter.kind !== undefined) where.push(eq(liveClasses.kind, filter.kind));
  if (filter.tutorId !== undefined) where.push(eq(liveClasses.tutorId, filter.tutorId));
  if (filter.expertiseId !== undefined) {
    where.push(
      sql`exists (select 1 from ${tutorExpertise} where ${col(tutorExpertise.tutorId)} = ${col(liveClasses.tutorId)} and ${col(tutorExpertise.expertiseId)} = ${filter.expertiseId})`,
    );
  }
  if (filter.priceMin !== undefined) where.push(gte(liveClasses.finalPrice, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(liveClasses.finalPrice, filter.priceMax));
  if (filter.ratingMin !== undefined) where.push(gte(liveClasses.ratingAverage, filter.ratingMin));
  return where;
}

const newest = [sql`${col(liveClasses.publishedAt)} desc nulls last`, asc(liveClasses.id)];

function order(sort: CatalogueSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (q === undefined) return newest;
      return [
        desc(
          sql`greatest(${similarity(q, col(liveClasses.title))}, ${similarity(q, searchDocument, 0.9)}, ${similarity(q, sql`${col(tutorProfiles.displayName)}`, 0.8)})`,
        ),
        desc(liveClasses.ratingAverage),
        ...newest,
      ];
    case 'price_asc':
      return [asc(liveClasses.finalPrice), ...newest];
    case 'price_desc':
      return [desc(liveClasses.finalPrice), ...newest];
    case 'rating':
      return [desc(liveClasses.ratingAverage), desc(liveClasses.ratingCount), ...newest];
    default:
      return newest;
  }
}

export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;
export type LiveClassCardRow = Awaited<ReturnType<LiveClassesRepository['cardsByIds']>>[number];

/** The only code that queries `live_classes` and `class_sessions`. */
export function createLiveClassesRepository(db: Database) {
  const cards = () =>
    db
      .select(liveClassCardColumns)
      .from(liveClasses)
      .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId));

  const sessionsOf = (classId: string) =>
    db
      .select({
        id: classSessions.id,
        position: classSessions.position,
        title: classSessions.title,
        startsAt: classSessions.startsAt,
        durationMinutes: classSessions.durationMinutes,
      })
      .from(classSessions)
      .where(eq(classSessions.classId, classId))
      .orderBy(asc(classSessions.startsAt), asc(classSessions.position));

  return {
    /** Public classes matching `filter`, sorted, one page; 2 queries (in a transaction with a search). */
    list(filter: LiveClassFilter, sort: CatalogueSort, page: PageWindow) {
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter));
        const rows = await tx
          .select(liveClassCardColumns)
          .from(liveClasses)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(liveClasses)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
          .where(where);
        return { rows, total: count?.n ?? 0 };
      });
    },

    /** The public ones among `ids` (any order); 1 query. */
    async cardsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return cards().where(and(inArray(liveClasses.id, ids), isPublicClass));
    },

    /** A public class with its about text and sessions, or null; 2 queries. */
    async get(id: string) {
      const [row] = await db
        .select({ ...liveClassCardColumns, aboutHtml: liveClasses.aboutHtml })
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(and(eq(liveClasses.id, id), isPublicClass))
        .limit(1);
      if (!row) return null;
      return { ...row, sessions: await sessionsOf(id) };
    },

    /** The sessions of a class (any publication state) in order; 1 query. */
    sessionsOf,

    /** Whether a class is public (reviews check their target with it). */
    async ratingOfPublic(id: string) {
      const [row] = await db
        .select({ ratingAverage: liveClasses.ratingAverage, ratingCount: liveClasses.ratingCount })
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(and(eq(liveClasses.id, id), isPublicClass))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the classes whose slug is new; answers the ids of all of them by slug. */
    async insertClasses(rows: NewLiveClassRow[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      await db.insert(liveClasses).values(rows).onConflictDoNothing({ target: liveClasses.slug });
      const stored = await db
        .select({ id: liveClasses.id, slug: liveClasses.slug })
        .from(liveClasses)
        .where(
          inArray(
            liveClasses.slug,
            rows.map((row) => row.slug),
          ),
        );
      return new Map(stored.map((row) => [row.slug, row.id]));
    },

    /** Inserts the sessions whose (class, position) is new. */
    async insertSessions(rows: NewClassSessionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(classSessions).values(rows).onConflictDoNothing();
    },

    async count(): Promise<{ all: number; published: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${col(liveClasses.status)} = 'published'))::int`,
        })
        .from(liveClasses);
      return { all: row?.all ?? 0, published: row?.published ?? 0 };
    },
  };
}
