import { TZDate } from '@date-fns/tz';
import { MAX_SERIES_SESSIONS, type WeeklySeriesInput } from './tutor-sessions';

/** One occurrence of a weekly series: its instant (UTC) and its wall-clock date in the tutor's zone. */
export interface SeriesOccurrence {
  startsAt: Date;
  endsAt: Date;
  /** `YYYY-MM-DD` in the tutor's zone. */
  localDate: string;
}

/** How a series fails to expand: no day matches, or more than `MAX_SERIES_SESSIONS` do, or `until` comes first. */
export type SeriesProblem = 'empty' | 'too_many' | 'until_before_start';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sessions of a weekly series: every day from `firstStart`'s date to `until` (inclusive) whose ISO weekday is in
 * `weekdays`, at `firstStart`'s wall-clock time in `timeZone`. Dates step as calendar days (UTC arithmetic on the
 * date alone); each instant comes from `TZDate`, so a zone with daylight saving keeps the wall-clock time. The API
 * creates these and the web previews them with this same function.
 */
export function expandWeeklySeries(
  input: Pick<WeeklySeriesInput, 'firstStart' | 'weekdays' | 'until' | 'durationMinutes'>,
  timeZone: string,
): { occurrences: SeriesOccurrence[]; problem?: SeriesProblem } {
  const [datePart = '', timePart = ''] = input.firstStart.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hours, minutes] = timePart.split(':').map(Number);
  const [untilYear, untilMonth, untilDay] = input.until.split('-').map(Number);
  const first = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const last = Date.UTC(untilYear ?? 0, (untilMonth ?? 1) - 1, untilDay ?? 1);
  if (Number.isNaN(first) || Number.isNaN(last)) return { occurrences: [], problem: 'empty' };
  if (last < first) return { occurrences: [], problem: 'until_before_start' };
  const weekdays = new Set(input.weekdays);
  const occurrences: SeriesOccurrence[] = [];
  for (let date = first; date <= last; date += DAY_MS) {
    const calendar = new Date(date);
    const isoWeekday = calendar.getUTCDay() === 0 ? 7 : calendar.getUTCDay();
    if (!weekdays.has(isoWeekday)) continue;
    if (occurrences.length === MAX_SERIES_SESSIONS) return { occurrences, problem: 'too_many' };
    const local = new TZDate(
      calendar.getUTCFullYear(),
      calendar.getUTCMonth(),
      calendar.getUTCDate(),
      hours ?? 0,
      minutes ?? 0,
      timeZone,
    );
    const startsAt = new Date(local.getTime());
    occurrences.push({
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      localDate: calendar.toISOString().slice(0, 10),
    });
  }
  return occurrences.length === 0 ? { occurrences, problem: 'empty' } : { occurrences };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant of a wall-clock time (`YYYY-MM-DDTHH:mm`) in `timeZone`; `null` when the text is not such a time. */
export function wallClockToInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const zoned = new TZDate(year, month - 1, day, hours, minutes, timeZone);
  return Number.isNaN(zoned.getTime()) ? null : new Date(zoned.getTime());
}

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of an instant in `timeZone` (what a form's date-time field shows). */
export function instantToWallClock(instant: Date | string, timeZone: string): string {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}
