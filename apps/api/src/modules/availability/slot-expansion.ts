import { TZDate } from '@date-fns/tz';

/** A weekly wall-clock range: ISO weekday (1 = Monday … 7 = Sunday), minutes after local midnight, end exclusive. */
export interface WeeklyRule {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A dated exception on a local date (`YYYY-MM-DD` in the tutor's zone): a day off, or extra hours that day. */
export type DatedException =
  { date: string; kind: 'off' } | { date: string; kind: 'extra'; startMinute: number; endMinute: number };

export interface BookingSettings {
  /** A slot must start at least this long after `now`. */
  minimumNoticeMinutes: number;
  /** Kept free before and after every busy session. */
  bufferMinutes: number;
  /** A slot must start within this many days after `now`. */
  horizonDays: number;
  slotMinutes: number;
}

/** A UTC time range `[startsAt, endsAt)`. */
export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

export interface WindowInput {
  rules: readonly WeeklyRule[];
  exceptions: readonly DatedException[];
  /** IANA zone the rules are written in (the tutor's zone). */
  timeZone: string;
  from: Date;
  to: Date;
}

export interface SlotInput extends WindowInput {
  settings: BookingSettings;
  /** The tutor's non-cancelled sessions (held bookings included), unpadded. */
  busy: readonly TimeRange[];
  now: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The local calendar date of `instant` in `timeZone`, as a UTC midnight (only its Y-M-D are meaningful). */
function localDateOf(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant.getTime(), timeZone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The instant of `minute` minutes after local midnight of the calendar `day` in `timeZone` (1440 = next midnight). */
function instantAt(day: Date, minute: number, timeZone: string): Date {
  const local = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Math.floor(minute / 60),
    minute % 60,
    timeZone,
  );
  return new Date(local.getTime());
}

/** Sorted, merged minute ranges: two weekly rules that touch or overlap become one window (no duplicate slots). */
function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Minute ranges of one local day: the weekly rules of its weekday unless the day is `off`, plus its `extra` ranges
 * (so "off" + "extra 19:00–20:00" on one date means only 19:00–20:00 that day).
 */
function rangesOfDay(day: Date, rules: readonly WeeklyRule[], exceptions: readonly DatedException[]) {
  const key = day.toISOString().slice(0, 10);
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  const ofDay = exceptions.filter((exception) => exception.date === key);
  const off = ofDay.some((exception) => exception.kind === 'off');
  const ranges: [number, number][] = off
    ? []
    : rules.filter((rule) => rule.weekday === weekday).map((rule) => [rule.startMinute, rule.endMinute]);
  for (const exception of ofDay) {
    if (exception.kind === 'extra') ranges.push([exception.startMinute, exception.endMinute]);
  }
  return mergeRanges(ranges);
}

/**
 * The tutor's availability windows in UTC that meet `[from, to)`, whole (not clipped), one per merged range of a
 * local day, in time order. Wall-clock times are resolved in `timeZone` on each date, so a DST change in the zone
 * keeps 16:00 at 16:00 local.
 */
export function expandAvailabilityWindows({
  rules,
  exceptions,
  timeZone,
  from,
  to,
}: WindowInput): TimeRange[] {
  if (to <= from) return [];
  const windows: TimeRange[] = [];
  const last = localDateOf(to, timeZone).getTime();
  for (let day = localDateOf(from, timeZone).getTime(); day <= last; day += DAY) {
    const date = new Date(day);
    for (const [start, end] of rangesOfDay(date, rules, exceptions)) {
      const window = { startsAt: instantAt(date, start, timeZone), endsAt: instantAt(date, end, timeZone) };
      if (window.startsAt < to && from < window.endsAt) windows.push(window);
    }
  }
  return windows;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/**
 * Free bookable slots of a tutor starting in `[from, to)`, in time order. Slots lie on a grid of `slotMinutes`
 * from the start of each availability window (round times for students: 16:00, 17:00 …) and fit wholly inside it;
 * a slot is dropped when it meets a busy session widened by the buffer on both sides, starts before
 * `now + minimumNotice`, or starts at or after `now + horizonDays`.
 */
export function expandFreeSlots(input: SlotInput): TimeRange[] {
  const { settings, busy, now } = input;
  const earliest = Math.max(input.from.getTime(), now.getTime() + settings.minimumNoticeMinutes * MINUTE);
  const latest = Math.min(input.to.getTime(), now.getTime() + settings.horizonDays * DAY);
  if (earliest >= latest) return [];

  const slotLength = settings.slotMinutes * MINUTE;
  const buffer = settings.bufferMinutes * MINUTE;
  const blocked = busy.map((range) => ({
    startsAt: new Date(range.startsAt.getTime() - buffer),
    endsAt: new Date(range.endsAt.getTime() + buffer),
  }));
  const windows = expandAvailabilityWindows({ ...input, from: new Date(earliest), to: new Date(latest) });

  const slots: TimeRange[] = [];
  for (const window of windows) {
    for (
      let start = window.startsAt.getTime();
      start + slotLength <= window.endsAt.getTime();
      start += slotLength
    ) {
      if (start < earliest || start >= latest) continue;
      const slot = { startsAt: new Date(start), endsAt: new Date(start + slotLength) };
      if (!blocked.some((range) => overlaps(range, slot))) slots.push(slot);
    }
  }
  return slots;
}
