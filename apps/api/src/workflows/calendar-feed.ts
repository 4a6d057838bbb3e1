import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { calendarFeedsServiceFor } from '../modules/calendar-feeds';
import {
  type CalendarSessionRow,
  scheduledSessionsOfStudent,
  scheduledSessionsOfTutor,
} from '../modules/catalogue';
import { ownedClassIds } from '../modules/collections';

const DAY = 86_400_000;
/** The feed covers 90 days back (recent history stays in the calendar) and a year ahead. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 366;

/** One VEVENT per session, all in UTC; the UID is stable so calendar apps update an event in place. */
function eventOf(row: CalendarSessionRow, publicUrl: string, asTutor: boolean): EventAttributes {
  const page = asTutor
    ? `${publicUrl}/#/tutor/kelas/${row.classId}/jadwal`
    : `${publicUrl}/#/beranda/koleksi-kelas`;
  const description = [row.meetingUrl ? `Tautan pertemuan: ${row.meetingUrl}` : null, `Scola: ${page}`]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `${row.id}@scola`,
    title: `${row.classTitle}: ${row.title}`,
    start: row.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: row.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    description,
    ...(row.meetingUrl ? { url: row.meetingUrl } : {}),
    status: 'CONFIRMED',
  };
}

/**
 * The ICS text of a feed token (`GET /api/kalender/:token.ics`): the scheduled sessions the user teaches and those
 * they attend (group classes they own, bimble slots they booked). NOT_FOUND for an unknown, rotated or revoked token,
 * so a dead link and a wrong one look alike.
 */
export async function calendarFeedOf(
  db: Database,
  publicUrl: string,
  token: string,
  now: Date,
): Promise<string> {
  const userId = await calendarFeedsServiceFor(db, publicUrl).userOfToken(token);
  if (userId === null) throw new AppError('NOT_FOUND', 'Kalender tidak ditemukan.');
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
  const to = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY);
  const teaching = await scheduledSessionsOfTutor(db, userId, from, to);
  const attending = await scheduledSessionsOfStudent(db, userId, await ownedClassIds(db, userId), from, to);
  const teachingIds = new Set(teaching.map((row) => row.id));
  const events = [
    ...teaching.map((row) => eventOf(row, publicUrl, true)),
    ...attending.filter((row) => !teachingIds.has(row.id)).map((row) => eventOf(row, publicUrl, false)),
  ];
  const { error, value } = createEvents(events, { calName: 'Scola', productId: 'scola/kalender' });
  if (error || value === null) throw error ?? new AppError('INTERNAL_ERROR');
  return value;
}
