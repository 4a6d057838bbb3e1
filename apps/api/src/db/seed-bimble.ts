import { sql } from 'drizzle-orm';
import { availabilityServiceFor } from '../modules/availability';
import type { DatabaseHandle } from './client';
import { inTransaction } from './unit-of-work';

/** The demo tutor whose bimble class (`bimble-privat-matematika-sma-budi`) students can book slots of. */
export const DEMO_BIMBLE_TUTOR_EMAIL = 'tutor@scola.id';
export const DEMO_BIMBLE_CLASS_SLUG = 'bimble-privat-matematika-sma-budi';

const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });

/**
 * Bookable hours for the demo bimble tutor, so that the slot picker of the demo bimble class has free slots on
 * `npm start`: Monday to Saturday 09.00–12.00 and 15.00–21.00 WIB, one-hour slots, two hours' notice, four weeks
 * ahead. Only when the tutor has no weekly rules yet: availability the tutor (or another demo seed) set is left
 * as it is, so running it again changes nothing.
 */
export async function seedBimbleAvailability(database: DatabaseHandle): Promise<void> {
  const result = (await database.db.execute(
    sql`select id from users where lower(email) = ${DEMO_BIMBLE_TUTOR_EMAIL}`,
  )) as { rows: { id: string }[] };
  const tutorId = result.rows[0]?.id;
  if (!tutorId) throw new Error('Demo availability: the demo accounts must be seeded first');
  await inTransaction(database.db, async (tx) => {
    const availability = availabilityServiceFor(tx);
    if ((await availability.read(tutorId)).rules.length > 0) return;
    await availability.replace(tutorId, {
      rules: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, ...hours(9, 12) },
        { weekday, ...hours(15, 21) },
      ]),
      exceptions: [],
      settings: { minimumNoticeMinutes: 120, bufferMinutes: 0, horizonDays: 28, slotMinutes: 60 },
    });
  });
}
