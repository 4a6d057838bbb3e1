import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';
import { createTutorCalendarRepository } from './tutor-calendar.repository';

/*
 * What the availability workflows and the calendar feeds ask about sessions (on a database or a transaction):
 * a tutor's busy time, calendar, history and feed, and a student's feed.
 */

export type { CalendarSessionRow } from './tutor-calendar.repository';

/** The tutor's non-cancelled sessions (held bookings included) meeting `[from, to)`. */
export const busyRangesOfTutor = (db: Database, tutorId: string, from: Date, to: Date) =>
  createTutorCalendarRepository(db).busyRanges(tutorId, from, to);

/** The tutor's non-cancelled sessions of every class meeting `[from, to)`. */
export const sessionsOfTutorBetween = (db: Database, tutorId: string, from: Date, to: Date) =>
  createTutorCalendarRepository(db).ofTutorBetween(tutorId, from, to);

/** The tutor's past sessions, newest first: `{ rows, total }`. */
export const pastSessionsOfTutor = (db: Database, tutorId: string, now: Date, page: PageWindow) =>
  createTutorCalendarRepository(db).pastOfTutor(tutorId, now, page);

/** The tutor's scheduled sessions meeting `[from, to)`. */
export const scheduledSessionsOfTutor = (db: Database, tutorId: string, from: Date, to: Date) =>
  createTutorCalendarRepository(db).scheduledOfTutorBetween(tutorId, from, to);

/** A student's scheduled sessions (group classes they own, bimble slots they booked) meeting `[from, to)`. */
export const scheduledSessionsOfStudent = (
  db: Database,
  studentId: string,
  ownedClassIds: readonly string[],
  from: Date,
  to: Date,
) => createTutorCalendarRepository(db).scheduledOfStudentBetween(studentId, ownedClassIds, from, to);
