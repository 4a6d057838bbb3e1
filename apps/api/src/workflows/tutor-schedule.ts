import type {
  PaginationQuery,
  TutorAvailability,
  TutorCalendar,
  TutorCalendarSession,
  TutorSessionHistory,
  TutorTimeZone,
} from '@scola/contracts';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { availabilityServiceFor, expandAvailabilityWindows } from '../modules/availability';
import {
  type CalendarSessionRow,
  pastSessionsOfTutor,
  sessionsOfTutorBetween,
  setTutorTimeZone,
  tutorTimeZoneOf,
} from '../modules/catalogue';
import { usersServiceFor } from '../modules/users';

/*
 * The tutor's own schedule (`/api/tutor/jadwal*`): the availability with the profile's zone (two modules, one
 * transaction), the calendar of a range and the history of past sessions with the booking students' names.
 */

const dateKey = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function zoneOrNotFound(db: Database, tutorId: string): Promise<TutorTimeZone> {
  const zone = await tutorTimeZoneOf(db, tutorId);
  if (zone === null) throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
  return zone;
}

/** Sessions on the wire, each bimble booking with its student's name (one query for every name). */
async function sessionsOnWire(db: Database, rows: CalendarSessionRow[]): Promise<TutorCalendarSession[]> {
  const studentIds = rows.flatMap((row) => (row.bookedBy === null ? [] : [row.bookedBy]));
  const names = await usersServiceFor(db).publicNamesByIds(studentIds);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    position: row.position,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    meetingUrl: row.meetingUrl,
    class: { id: row.classId, title: row.classTitle, kind: row.classKind },
    student: row.bookedBy === null ? null : { id: row.bookedBy, name: names.get(row.bookedBy)?.name ?? '' },
  }));
}

export function tutorScheduleFor(db: Database) {
  return {
    async availability(tutorId: string): Promise<TutorAvailability> {
      const timeZone = await zoneOrNotFound(db, tutorId);
      return { timeZone, ...(await availabilityServiceFor(db).read(tutorId)) };
    },

    /** Replaces rules, exceptions and settings and sets the profile's zone, all or nothing. */
    replaceAvailability(tutorId: string, input: TutorAvailability): Promise<TutorAvailability> {
      return inTransaction(db, async (tx) => {
        if (!(await setTutorTimeZone(tx, tutorId, input.timeZone))) {
          throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
        }
        const { timeZone: _zone, ...record } = input;
        return { timeZone: input.timeZone, ...(await availabilityServiceFor(tx).replace(tutorId, record)) };
      });
    },

    /** Availability windows and the tutor's sessions of every class meeting `[from, to)`. */
    async calendar(tutorId: string, from: Date, to: Date): Promise<TutorCalendar> {
      const timeZone = await zoneOrNotFound(db, tutorId);
      // Exceptions dated a day around the range (local dates differ from UTC dates by up to a day).
      const { rules, exceptions } = await availabilityServiceFor(db).read(tutorId, {
        from: dateKey(from, -1),
        to: dateKey(to, 1),
      });
      const windows = expandAvailabilityWindows({ rules, exceptions, timeZone, from, to });
      const sessions = await sessionsOfTutorBetween(db, tutorId, from, to);
      return {
        timeZone,
        availability: windows.map((window) => ({
          startsAt: window.startsAt.toISOString(),
          endsAt: window.endsAt.toISOString(),
        })),
        sessions: await sessionsOnWire(db, sessions),
      };
    },

    async history(tutorId: string, query: PaginationQuery, now: Date): Promise<TutorSessionHistory> {
      const { rows, total } = await pastSessionsOfTutor(db, tutorId, now, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: await sessionsOnWire(db, rows),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },
  };
}
