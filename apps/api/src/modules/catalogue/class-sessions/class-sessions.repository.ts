import type { TutorTimeZone } from '@scola/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classSessions, liveClasses } from '../live-classes/live-classes.tables';

/** Positions are moved out of the way (by this much) before they are renumbered: `(class, position)` is unique. */
const POSITION_PARKING = 1_000_000;

export type SessionView = 'mendatang' | 'riwayat' | undefined;

const sessionColumns = {
  id: classSessions.id,
  classId: classSessions.classId,
  tutorId: classSessions.tutorId,
  position: classSessions.position,
  title: classSessions.title,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  durationMinutes: classSessions.durationMinutes,
  meetingUrl: classSessions.meetingUrl,
  status: classSessions.status,
  cancelledAt: classSessions.cancelledAt,
  cancelReason: classSessions.cancelReason,
};

export type SessionRow = Awaited<ReturnType<ClassSessionsRepository['sessionsOf']>>[number];
export type ClassSessionsRepository = ReturnType<typeof createClassSessionsRepository>;

/** The tutor's schedule of a class: reads and writes of `class_sessions` for the session editor (any status). */
export function createClassSessionsRepository(db: Database) {
  const viewCondition = (view: SessionView, now: Date) => {
    if (view === 'mendatang')
      return and(ne(classSessions.status, 'cancelled'), gt(classSessions.endsAt, now));
    if (view === 'riwayat') return or(eq(classSessions.status, 'cancelled'), lte(classSessions.endsAt, now));
    return undefined;
  };

  return {
    /**
     * The class with its tutor's zone, or null. `lock` takes the class row `for update`: the session changes of one
     * class run one after another, so their renumbering never races (sessions of the tutor's other classes are kept
     * apart by the exclusion constraint).
     */
    async classOf(classId: string, lock = false) {
      const query = db
        .select({
          id: liveClasses.id,
          slug: liveClasses.slug,
          title: liveClasses.title,
          kind: liveClasses.kind,
          status: liveClasses.status,
          tutorId: liveClasses.tutorId,
          timeZone: sql<TutorTimeZone>`${tutorProfiles.timeZone}`,
        })
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(eq(liveClasses.id, classId))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: liveClasses }) : query);
      return row ?? null;
    },

    /** Every session of a class, by start (1 query). */
    sessionsOf(classId: string) {
      return db
        .select(sessionColumns)
        .from(classSessions)
        .where(eq(classSessions.classId, classId))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    async sessionById(id: string) {
      const [row] = await db
        .select(sessionColumns)
        .from(classSessions)
        .where(eq(classSessions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** A session with its class's title (for the e-mail telling the students of a change), or null. */
    async sessionWithClass(id: string) {
      const [row] = await db
        .select({ ...sessionColumns, bookedBy: classSessions.bookedBy, classTitle: liveClasses.title })
        .from(classSessions)
        .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId))
        .where(eq(classSessions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** One page of a class's sessions in a view, and the total (2 queries). */
    async page(classId: string, view: SessionView, now: Date, window: PageWindow) {
      const where = and(eq(classSessions.classId, classId), viewCondition(view, now));
      const order =
        view === 'riwayat'
          ? [desc(classSessions.startsAt), desc(classSessions.id)]
          : [asc(classSessions.startsAt), asc(classSessions.id)];
      const rows = await db
        .select(sessionColumns)
        .from(classSessions)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await db.select({ value: count() }).from(classSessions).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** Gives sessions new positions: parked first, then set, so no two rows ever share one on the way (2 queries). */
    async renumber(moves: { id: string; position: number }[]): Promise<void> {
      if (moves.length === 0) return;
      const ids = moves.map((move) => move.id);
      await db
        .update(classSessions)
        .set({ position: sql`${classSessions.position} + ${POSITION_PARKING}` })
        .where(inArray(classSessions.id, ids));
      const values = sql.join(
        moves.map((move) => sql`(${move.id}::uuid, ${move.position}::int)`),
        sql`, `,
      );
      await db.execute(
        sql`update class_sessions set position = v.position from (values ${values}) as v(id, position) where class_sessions.id = v.id`,
      );
    },

    /**
     * Runs `write` in a savepoint: when it fails (an exclusion violation) only the savepoint is rolled back, so the
     * transaction can still read what the write collided with.
     */
    inSavepoint<T>(write: (savepoint: Database) => Promise<T>): Promise<T> {
      return db.transaction((savepoint) => write(savepoint));
    },

    insert(rows: (typeof classSessions.$inferInsert)[]) {
      return db.insert(classSessions).values(rows).returning(sessionColumns);
    },

    async update(id: string, patch: Partial<typeof classSessions.$inferInsert>) {
      const [row] = await db
        .update(classSessions)
        .set(patch)
        .where(eq(classSessions.id, id))
        .returning(sessionColumns);
      return row ?? null;
    },

    /** The tutor's first live session (of any class) overlapping one of `ranges` (half-open), with its class. */
    async firstOverlap(tutorId: string, ranges: { startsAt: Date; endsAt: Date }[], exceptId?: string) {
      if (ranges.length === 0) return null;
      const [row] = await db
        .select({
          sessionId: classSessions.id,
          classId: liveClasses.id,
          classTitle: liveClasses.title,
          title: classSessions.title,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
        })
        .from(classSessions)
        .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId))
        .where(
          and(
            eq(classSessions.tutorId, tutorId),
            ne(classSessions.status, 'cancelled'),
            exceptId === undefined ? undefined : ne(classSessions.id, exceptId),
            or(
              ...ranges.map((range) =>
                and(lt(classSessions.startsAt, range.endsAt), gt(classSessions.endsAt, range.startsAt)),
              ),
            ),
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(1);
      return row ?? null;
    },
  };
}
