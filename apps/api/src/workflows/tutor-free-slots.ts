import type { TutorTimeZone } from '@scola/contracts';
import type { Database } from '../db/client';
import { availabilityServiceFor, expandFreeSlots, type TimeRange } from '../modules/availability';
import { busyRangesOfTutor, publicTutorTimeZoneOf } from '../modules/catalogue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface FreeSlots {
  /** The tutor's zone (the rules are wall-clock times in it; students see both zones). */
  timeZone: TutorTimeZone;
  slotMinutes: number;
  /** Free slots starting in the asked range, in time order, UTC. */
  slots: TimeRange[];
}

/** `YYYY-MM-DD` of an instant shifted by whole days (dates of exceptions to read, with a day of margin each side). */
const dateKey = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The free slots of a public (verified, not suspended) tutor starting in `[from, to)` at `now`: weekly rules and
 * exceptions in the tutor's zone, minus the tutor's non-cancelled sessions of every class (held bookings included)
 * widened by the buffer, within the minimum notice and the booking horizon. Null when `tutorId` is no public tutor.
 * Four queries whatever the range; pass a transaction to read under the same snapshot as a booking.
 */
export async function freeSlotsOfTutor(
  db: Database,
  tutorId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<FreeSlots | null> {
  const timeZone = await publicTutorTimeZoneOf(db, tutorId);
  if (timeZone === null) return null;
  const { rules, exceptions, settings } = await availabilityServiceFor(db).read(tutorId, {
    from: dateKey(from, -1),
    to: dateKey(to, 1),
  });
  // Sessions that end within a buffer before `from` or start within a slot and a buffer after `to` still block.
  const margin = (settings.bufferMinutes + settings.slotMinutes) * MINUTE;
  const busy = await busyRangesOfTutor(
    db,
    tutorId,
    new Date(from.getTime() - margin),
    new Date(to.getTime() + margin),
  );
  const slots = expandFreeSlots({ rules, exceptions, settings, timeZone, busy, from, to, now });
  return { timeZone, slotMinutes: settings.slotMinutes, slots };
}

/**
 * The free slot of the tutor that starts exactly at `startsAt`, or null when there is none at `now` (a booking's
 * check: the slot must still be offered; the exclusion constraint then settles races between buyers).
 */
export async function freeSlotAt(
  db: Database,
  tutorId: string,
  startsAt: Date,
  now: Date,
): Promise<TimeRange | null> {
  const found = await freeSlotsOfTutor(db, tutorId, startsAt, new Date(startsAt.getTime() + MINUTE), now);
  return found?.slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null;
}
