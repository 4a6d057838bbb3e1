import type { CatalogueSort, LiveClassKind, SchoolLevel } from '@scola/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogueListQuery, equalTo } from '../search/list-query.repository';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { isPublicTutor, tutorHasExpertise, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classSessions, liveClasses } from './live-classes.tables';

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

/** Published and taught by a verified tutor (the query joins `tutor_profiles`). */
const isPublicClass = and(eq(liveClasses.status, 'published'), isPublicTutor) ?? sql`false`;

/** A session that takes place (not cancelled by its tutor, nor a released bimble hold). */
const isLiveSession = sql`${col(classSessions.status)} <> 'cancelled'`;
/** In a card's subqueries: the class's sessions that take place. */
const liveSessionOfClass = sql`${col(classSessions.classId)} = ${col(liveClasses.id)} and ${isLiveSession}`;

/** The columns of a class card (join `tutor_profiles`); counts and dates leave cancelled sessions out. */
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
  sessionCount: sql<number>`(select count(*)::int from ${classSessions} where ${liveSessionOfClass})`,
  firstSessionAt:
    sql`(select min(${col(classSessions.startsAt)}) from ${classSessions} where ${liveSessionOfClass})`.mapWith(
      classSessions.startsAt,
    ),
  lastSessionAt:
    sql`(select max(${col(classSessions.startsAt)}) from ${classSessions} where ${liveSessionOfClass})`.mapWith(
      classSessions.startsAt,
    ),
};

const listQuery = catalogueListQuery({
  table: liveClasses,
  id: liveClasses.id,
  tutor: liveClasses.tutorId,
  visible: isPublicClass,
  searchKind: 'class',
  price: liveClasses.finalPrice,
  rating: { average: liveClasses.ratingAverage, count: liveClasses.ratingCount },
  newest: [sql`${col(liveClasses.publishedAt)} desc nulls last`, asc(liveClasses.id)],
});

/** Conditions of the filters only classes have. */
const ownConditions = (filter: LiveClassFilter) => [
  equalTo(liveClasses.subjectId, filter.subjectId),
  equalTo(liveClasses.level, filter.level),
  equalTo(liveClasses.kind, filter.kind),
  equalTo(liveClasses.tutorId, filter.tutorId),
  filter.expertiseId === undefined ? undefined : tutorHasExpertise(liveClasses.tutorId, filter.expertiseId),
];

export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;
export type LiveClassCardRow = Awaited<ReturnType<LiveClassesRepository['cardsByIds']>>[number];

/** The only code that queries `live_classes` and `class_sessions`. */
export function createLiveClassesRepository(db: Database) {
  const cards = () =>
    db
      .select(liveClassCardColumns)
      .from(liveClasses)
      .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId));

  /** Public pages hide cancelled sessions (ADR 0032); owners see them, with their status and meeting link. */
  const sessionsOf = (classId: string, withCancelled = false) =>
    db
      .select({
        id: classSessions.id,
        position: classSessions.position,
        title: classSessions.title,
        startsAt: classSessions.startsAt,
        durationMinutes: classSessions.durationMinutes,
        status: classSessions.status,
        meetingUrl: classSessions.meetingUrl,
        cancelReason: classSessions.cancelReason,
      })
      .from(classSessions)
      .where(and(eq(classSessions.classId, classId), withCancelled ? undefined : isLiveSession))
      .orderBy(asc(classSessions.startsAt), asc(classSessions.position));

  return {
    /** Public classes matching `filter`, sorted, one page; 2 queries (in a transaction with a search). */
    list(filter: LiveClassFilter, sort: CatalogueSort, page: PageWindow) {
      return listQuery.list(db, liveClassCardColumns, { filter, own: ownConditions(filter), sort, page });
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
      await db
        .insert(classSessions)
        .values(rows)
        .onConflictDoNothing({ target: [classSessions.classId, classSessions.position] });
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
