import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isSuspendedUser } from '../../users';
import { col } from '../search/search.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classSessions, liveClasses } from './live-classes.tables';

/** A bimble slot: `[startsAt, endsAt)` in UTC. */
export interface SlotRange {
  startsAt: Date;
  endsAt: Date;
}

/** What booking a slot of a class needs to know about the class. */
export interface BookableClass {
  id: string;
  title: string;
  kind: 'group' | 'bimble';
  tutorId: string;
  /** The tutor's IANA zone (availability is written in it). */
  tutorTimeZone: string;
  /** What one slot costs: the class's final price (per session), integer rupiah. */
  price: number;
  /** Published, tutor verified and not suspended. */
  forSale: boolean;
}

/** The class as a slot booking sees it; undefined when there is no such class. */
export async function bookableClass(db: Database, classId: string): Promise<BookableClass | undefined> {
  const [row] = await db
    .select({
      id: liveClasses.id,
      title: liveClasses.title,
      kind: liveClasses.kind,
      status: liveClasses.status,
      tutorId: liveClasses.tutorId,
      price: liveClasses.finalPrice,
      tutorTimeZone: tutorProfiles.timeZone,
      verifiedAt: tutorProfiles.verifiedAt,
      suspended: isSuspendedUser(col(tutorProfiles.userId)),
    })
    .from(liveClasses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
    .where(eq(liveClasses.id, classId));
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    tutorId: row.tutorId,
    tutorTimeZone: row.tutorTimeZone,
    price: row.price,
    forSale: row.status === 'published' && row.verifiedAt !== null && !row.suspended,
  };
}

/**
 * Which of `slots` (each of one tutor) overlap a non-cancelled session of that tutor (held or booked by anyone, or a
 * class session): answers their indexes. One query whatever the number of slots.
 */
export async function takenSlotIndexes(
  db: Database,
  slots: readonly (SlotRange & { tutorId: string })[],
): Promise<Set<number>> {
  if (slots.length === 0) return new Set();
  const from = new Date(Math.min(...slots.map((slot) => slot.startsAt.getTime())));
  const to = new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));
  const busy = await db
    .select({
      tutorId: classSessions.tutorId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
    })
    .from(classSessions)
    .where(
      and(
        inArray(classSessions.tutorId, [...new Set(slots.map((slot) => slot.tutorId))]),
        ne(classSessions.status, 'cancelled'),
        lt(classSessions.startsAt, to),
        gt(classSessions.endsAt, from),
      ),
    );
  const taken = new Set<number>();
  slots.forEach((slot, index) => {
    const clash = busy.some(
      (session) =>
        session.tutorId === slot.tutorId && session.startsAt < slot.endsAt && slot.startsAt < session.endsAt,
    );
    if (clash) taken.add(index);
  });
  return taken;
}

/** PostgreSQL's SQLSTATE of a failed statement (drizzle wraps the driver's error as `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Holds `slots` of a bimble class for a pending order: one `held` session per slot, booked by `userId`, numbered
 * after the class's last session. The exclusion constraint `class_sessions_no_overlap` refuses a slot that any other
 * non-cancelled session of the tutor overlaps, whatever the concurrency: answers the index of the first such slot
 * (the caller must then roll its transaction back), or null when every slot is held. A concurrent booking of another
 * slot of the same class may take the same position first: that unique violation (23505) is thrown as it is, for the
 * caller's retry.
 */
export async function holdSlots(
  tx: Database,
  input: {
    classId: string;
    tutorId: string;
    title: string;
    orderId: string;
    userId: string;
    slots: readonly SlotRange[];
  },
): Promise<number | null> {
  for (const [index, slot] of input.slots.entries()) {
    const minutes = Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);
    try {
      await tx.insert(classSessions).values({
        classId: input.classId,
        tutorId: input.tutorId,
        position: sql`(select coalesce(max(s.position), 0) + 1 from class_sessions s where s.class_id = ${input.classId})`,
        title: input.title,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        durationMinutes: minutes,
        status: 'held',
        bookedBy: input.userId,
        orderId: input.orderId,
      });
    } catch (error) {
      if (sqlStateOf(error) === '23P01') return index;
      throw error;
    }
  }
  return null;
}

/** The order's held slots become booked sessions (the order was paid). Answers how many. */
export async function confirmHeldSlots(tx: Database, orderId: string): Promise<number> {
  const rows = await tx
    .update(classSessions)
    .set({ status: 'scheduled' })
    .where(and(eq(classSessions.orderId, orderId), eq(classSessions.status, 'held')))
    .returning({ id: classSessions.id });
  return rows.length;
}

/**
 * Releases the order's held or booked slots (all of them, or those starting at `startsAt`): they become cancelled
 * sessions, so the tutor's time is free again. Answers how many.
 */
export async function releaseSlots(
  tx: Database,
  orderId: string,
  input: { now: Date; reason: string; startsAt?: readonly Date[] },
): Promise<number> {
  if (input.startsAt?.length === 0) return 0;
  const rows = await tx
    .update(classSessions)
    .set({ status: 'cancelled', cancelledAt: input.now, cancelReason: input.reason })
    .where(
      and(
        eq(classSessions.orderId, orderId),
        ne(classSessions.status, 'cancelled'),
        input.startsAt ? inArray(classSessions.startsAt, [...input.startsAt]) : undefined,
      ),
    )
    .returning({ id: classSessions.id });
  return rows.length;
}
