import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';
import { classSessions, liveClasses } from './live-classes.tables';

/** One session as calendars show it (the tutor's calendar and history, ICS feeds). */
export interface CalendarSessionRow {
  id: string;
  title: string;
  position: number;
  startsAt: Date;
  endsAt: Date;
  status: 'held' | 'scheduled' | 'cancelled';
  meetingUrl: string | null;
  bookedBy: string | null;
  classId: string;
  classTitle: string;
  classKind: 'group' | 'bimble';
  tutorId: string;
}

const calendarColumns = {
  id: classSessions.id,
  title: classSessions.title,
  position: classSessions.position,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  status: classSessions.status,
  meetingUrl: classSessions.meetingUrl,
  bookedBy: classSessions.bookedBy,
  classId: liveClasses.id,
  classTitle: liveClasses.title,
  classKind: liveClasses.kind,
  tutorId: classSessions.tutorId,
};

/** `[starts_at, ends_at)` meets `[from, to)`. */
const meets = (from: Date, to: Date): SQL | undefined =>
  and(lt(classSessions.startsAt, to), gt(classSessions.endsAt, from));

/**
 * Sessions read by time range, for one tutor or one student (ranges use `class_sessions_tutor_starts_idx`). Each
 * query is one statement whatever the number of sessions.
 */
export function createTutorCalendarRepository(db: Database) {
  const select = () =>
    db
      .select(calendarColumns)
      .from(classSessions)
      .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId));

  return {
    /** The tutor's non-cancelled sessions (held bookings included) meeting `[from, to)`: what makes them busy. */
    busyRanges(tutorId: string, from: Date, to: Date) {
      return db
        .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
        .from(classSessions)
        .where(
          and(eq(classSessions.tutorId, tutorId), ne(classSessions.status, 'cancelled'), meets(from, to)),
        )
        .orderBy(asc(classSessions.startsAt));
    },

    /** The tutor's non-cancelled sessions of every class meeting `[from, to)`, in time order. */
    ofTutorBetween(tutorId: string, from: Date, to: Date): Promise<CalendarSessionRow[]> {
      return select()
        .where(
          and(eq(classSessions.tutorId, tutorId), ne(classSessions.status, 'cancelled'), meets(from, to)),
        )
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    /** The tutor's sessions that ended at or before `now` (cancelled ones too), newest first, one page and the total. */
    async pastOfTutor(tutorId: string, now: Date, page: PageWindow) {
      const where = and(eq(classSessions.tutorId, tutorId), lte(classSessions.endsAt, now));
      const rows: CalendarSessionRow[] = await select()
        .where(where)
        .orderBy(desc(classSessions.startsAt), desc(classSessions.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(classSessions).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * A student's scheduled sessions meeting `[from, to)`: the unbooked sessions of the group classes they own, and the
     * bimble slots they booked. Bookings of other students in the same class are never included.
     */
    scheduledOfStudentBetween(
      studentId: string,
      ownedClassIds: readonly string[],
      from: Date,
      to: Date,
    ): Promise<CalendarSessionRow[]> {
      const ofOwnedClasses =
        ownedClassIds.length === 0
          ? undefined
          : and(inArray(classSessions.classId, [...ownedClassIds]), isNull(classSessions.bookedBy));
      return select()
        .where(
          and(
            or(ofOwnedClasses, eq(classSessions.bookedBy, studentId)),
            eq(classSessions.status, 'scheduled'),
            meets(from, to),
          ),
        )
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    /** The tutor's scheduled sessions meeting `[from, to)` (the tutor's feed: held bookings are not yet bought). */
    scheduledOfTutorBetween(tutorId: string, from: Date, to: Date): Promise<CalendarSessionRow[]> {
      return select()
        .where(
          and(eq(classSessions.tutorId, tutorId), eq(classSessions.status, 'scheduled'), meets(from, to)),
        )
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },
  };
}
