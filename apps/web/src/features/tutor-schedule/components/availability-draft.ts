import type { BookingSettingsInput, TutorAvailability, TutorTimeZone } from '@scola/contracts';
import { minutesOfTime, timeOfMinutes } from './time-of-day';

/** ISO weekdays, Monday first. */
export const weekdayNumbers = [1, 2, 3, 4, 5, 6, 7] as const;

export interface RangeDraft {
  key: string;
  start: string;
  end: string;
}

export interface ExceptionDraft {
  key: string;
  date: string;
  kind: 'off' | 'extra';
  start: string;
  end: string;
}

/** The form's state: times as `HH:MM` strings the time inputs edit, each row with a stable key. */
export interface AvailabilityDraft {
  timeZone: TutorTimeZone;
  weekly: Record<number, RangeDraft[]>;
  exceptions: ExceptionDraft[];
  settings: BookingSettingsInput;
}

let counter = 0;
/** A key for a new row (React keys only; never sent). */
export const newKey = () => `row-${(counter += 1)}`;

export function draftOf(availability: TutorAvailability): AvailabilityDraft {
  const weekly: Record<number, RangeDraft[]> = {};
  for (const day of weekdayNumbers) weekly[day] = [];
  for (const rule of availability.rules) {
    weekly[rule.weekday]?.push({
      key: newKey(),
      start: timeOfMinutes(rule.startMinute),
      end: timeOfMinutes(rule.endMinute),
    });
  }
  return {
    timeZone: availability.timeZone,
    weekly,
    exceptions: availability.exceptions.map((exception) => ({
      key: newKey(),
      date: exception.date,
      kind: exception.kind,
      start: exception.kind === 'extra' ? timeOfMinutes(exception.startMinute) : '16:00',
      end: exception.kind === 'extra' ? timeOfMinutes(exception.endMinute) : '20:00',
    })),
    settings: availability.settings,
  };
}

/** The keys of rows whose times are missing or backwards (shown on the rows), empty when the draft can be sent. */
export function invalidRows(draft: AvailabilityDraft): Set<string> {
  const invalid = new Set<string>();
  const check = (row: { key: string; start: string; end: string }) => {
    const start = minutesOfTime(row.start);
    const end = minutesOfTime(row.end);
    if (start === null || end === null || start >= end) invalid.add(row.key);
  };
  for (const day of weekdayNumbers) draft.weekly[day]?.forEach(check);
  for (const exception of draft.exceptions) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(exception.date)) invalid.add(exception.key);
    else if (exception.kind === 'extra') check(exception);
  }
  return invalid;
}

/** The request body of a valid draft (see `invalidRows`). */
export function bodyOf(draft: AvailabilityDraft): TutorAvailability {
  const minutes = (value: string) => minutesOfTime(value) ?? 0;
  return {
    timeZone: draft.timeZone,
    rules: weekdayNumbers.flatMap((weekday) =>
      (draft.weekly[weekday] ?? []).map((range) => ({
        weekday,
        startMinute: minutes(range.start),
        endMinute: minutes(range.end),
      })),
    ),
    exceptions: draft.exceptions.map((exception) =>
      exception.kind === 'off'
        ? { date: exception.date, kind: 'off' as const }
        : {
            date: exception.date,
            kind: 'extra' as const,
            startMinute: minutes(exception.start),
            endMinute: minutes(exception.end),
          },
    ),
    settings: draft.settings,
  };
}
