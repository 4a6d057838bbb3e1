import type { ClassSlots } from '@scola/contracts';
import { CLASS_SLOTS_MAX_DAYS } from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { type BookableClass, bookableClass, type SlotRange, takenSlotIndexes } from '../modules/catalogue';
import { freeSlotAt, freeSlotsOfTutor } from './tutor-free-slots';

const DAY = 24 * 60 * 60_000;
/** The range a slot picker asks for when it names none: two weeks from now. */
const DEFAULT_DAYS = 14;

/** The class a slot is booked in: it exists, is for sale and is a bimble class (else the refusal). */
export async function bimbleClassOrRefuse(db: Database, classId: string): Promise<BookableClass> {
  const klass = await bookableClass(db, classId);
  if (!klass?.forSale) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
  if (klass.kind !== 'bimble') throw new AppError('CLASS_NOT_BIMBLE');
  return klass;
}

/**
 * The free slots of a bimble class (its tutor's availability minus every held or booked session) starting in
 * `[from, to)`; `from` defaults to now, `to` to two weeks after `from`, at most 31 days.
 */
export async function freeSlotsOfClass(
  db: Database,
  classId: string,
  range: { from?: Date | undefined; to?: Date | undefined },
  now: Date,
): Promise<ClassSlots> {
  const klass = await bimbleClassOrRefuse(db, classId);
  const from = range.from ?? now;
  const to = range.to ?? new Date(from.getTime() + DEFAULT_DAYS * DAY);
  if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > CLASS_SLOTS_MAX_DAYS * DAY) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Rentang jadwal harus antara 1 menit dan ${CLASS_SLOTS_MAX_DAYS} hari.`,
    );
  }
  const free = await freeSlotsOfTutor(db, klass.tutorId, from, to, now);
  return {
    classId: klass.id,
    tutorTimeZone: free?.timeZone ?? klass.tutorTimeZone,
    pricePerSlot: klass.price,
    from: from.toISOString(),
    to: to.toISOString(),
    slots: (free?.slots ?? []).map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    })),
  };
}

/**
 * The free slot of the class's tutor starting at `startsAt`, or the refusal: `SLOT_TAKEN` when another booking (or
 * session) overlaps it, `SLOT_UNAVAILABLE` otherwise (outside the availability, too soon, past, beyond the horizon).
 * Pass the checkout's transaction to check under its snapshot (the exclusion constraint settles the races after).
 */
export async function freeSlotOrRefuse(
  db: Database,
  klass: Pick<BookableClass, 'id' | 'title' | 'tutorId'>,
  startsAt: Date,
  now: Date,
): Promise<SlotRange> {
  const slot = await freeSlotAt(db, klass.tutorId, startsAt, now);
  if (slot) return slot;
  const details = {
    itemType: 'kelas' as const,
    itemId: klass.id,
    title: klass.title,
    slotStartsAt: startsAt.toISOString(),
  };
  // Taken: anything of the tutor's overlapping one slot length from the start (the length is the tutor's setting;
  // a minute is enough to tell "someone holds this start" from "not offered").
  const probe = { tutorId: klass.tutorId, startsAt, endsAt: new Date(startsAt.getTime() + 60_000) };
  const taken = (await takenSlotIndexes(db, [probe])).size > 0;
  throw new AppError(taken ? 'SLOT_TAKEN' : 'SLOT_UNAVAILABLE', undefined, details);
}
