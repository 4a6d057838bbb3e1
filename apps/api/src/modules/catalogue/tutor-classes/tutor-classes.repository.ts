import type { LiveClassKind, PublicationStatus } from '@scola/contracts';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classSessions, liveClasses } from '../live-classes/live-classes.tables';
import { col } from '../search/search.repository';
import { tutorProfiles } from '../tutors/tutors.tables';

const notCancelled = sql`${col(classSessions.status)} <> 'cancelled'`;

/** The columns of a row of the tutor's class list (join `tutor_profiles`; subjects are looked up in one batch). */
const rowColumns = {
  id: liveClasses.id,
  slug: liveClasses.slug,
  title: liveClasses.title,
  kind: liveClasses.kind,
  status: liveClasses.status,
  subjectId: liveClasses.subjectId,
  level: liveClasses.level,
  price: liveClasses.price,
  salePrice: liveClasses.salePrice,
  saleEndsAt: liveClasses.saleEndsAt,
  capacity: liveClasses.capacity,
  seatsTaken: liveClasses.seatsTaken,
  coverUrl: liveClasses.coverUrl,
  updatedAt: liveClasses.updatedAt,
  timeZone: tutorProfiles.timeZone,
  nextSessionAt:
    sql`(select min(${col(classSessions.startsAt)}) from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)} and ${notCancelled} and ${col(classSessions.startsAt)} > now())`.mapWith(
      classSessions.startsAt,
    ),
  sessionCount: sql<number>`(select count(*)::int from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)} and ${notCancelled})`,
};

/** The editor's columns: the row plus the texts, the owner and whether the owner may publish. */
const editorColumns = {
  ...rowColumns,
  summary: liveClasses.summary,
  aboutHtml: liveClasses.aboutHtml,
  learningPoints: liveClasses.learningPoints,
  requirements: liveClasses.requirements,
  tutorId: liveClasses.tutorId,
  publishedAt: liveClasses.publishedAt,
  tutorVerified: sql<boolean>`(${col(tutorProfiles.verifiedAt)} is not null)`,
  futureSessions: sql<number>`(select count(*)::int from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)} and ${notCancelled} and ${col(classSessions.startsAt)} > now())`,
};

export type TutorClassListRow = Awaited<ReturnType<TutorClassesRepository['list']>>['rows'][number];
export type TutorClassEditorRow = NonNullable<Awaited<ReturnType<TutorClassesRepository['get']>>>;
export type TutorClassChanges = Partial<
  Pick<
    typeof liveClasses.$inferInsert,
    | 'title'
    | 'summary'
    | 'subjectId'
    | 'level'
    | 'kind'
    | 'capacity'
    | 'aboutHtml'
    | 'learningPoints'
    | 'requirements'
    | 'price'
    | 'salePrice'
    | 'saleEndsAt'
    | 'coverUrl'
    | 'status'
    | 'publishedAt'
  >
>;

export type TutorClassesRepository = ReturnType<typeof createTutorClassesRepository>;

/** The tutor workspace's queries of `live_classes` (any status), one class at a time for writes. */
export function createTutorClassesRepository(db: Database) {
  return {
    /** One page of a tutor's classes (every tutor's when `tutorId` is undefined: admins), last changed first. */
    async list(
      filter: {
        tutorId?: string | undefined;
        kind?: LiveClassKind | undefined;
        status?: PublicationStatus | undefined;
      },
      page: { limit: number; offset: number },
    ) {
      const where = and(
        filter.tutorId === undefined ? undefined : eq(liveClasses.tutorId, filter.tutorId),
        filter.kind === undefined ? undefined : eq(liveClasses.kind, filter.kind),
        filter.status === undefined ? undefined : eq(liveClasses.status, filter.status),
      );
      const rows = await db
        .select(rowColumns)
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(where)
        .orderBy(desc(liveClasses.updatedAt), liveClasses.id)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(liveClasses).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** One class of any status with its owner's verification, locked for update when `lock` (in a transaction). */
    async get(id: string, lock = false) {
      const query = db
        .select(editorColumns)
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(eq(liveClasses.id, id))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: liveClasses }) : query);
      return row ?? null;
    },

    /** Whether `userId` has a tutor profile (classes belong to one). */
    async hasTutorProfile(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tutorProfiles.userId })
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async insert(row: typeof liveClasses.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(liveClasses).values(row).returning({ id: liveClasses.id });
      if (!inserted) throw new Error('class insert returned no row');
      return inserted.id;
    },

    async update(id: string, changes: TutorClassChanges): Promise<void> {
      await db.update(liveClasses).set(changes).where(eq(liveClasses.id, id));
    },

    /** Deletes the class (its sessions go with it); order seats and package items refuse it by foreign key. */
    async delete(id: string): Promise<void> {
      await db.delete(liveClasses).where(eq(liveClasses.id, id));
    },

    /**
     * Clears the sales that ended by `now`; answers how many. One statement: the change trigger evicts the catalogue
     * cache once, whatever the count.
     */
    async clearExpiredSales(now: Date): Promise<number> {
      const cleared = await db
        .update(liveClasses)
        .set({ salePrice: null, saleEndsAt: null })
        .where(lte(liveClasses.saleEndsAt, now))
        .returning({ id: liveClasses.id });
      return cleared.length;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: liveClasses.id })
        .from(liveClasses)
        .where(eq(liveClasses.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
