import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilityExceptions, availabilityRules, availabilitySettings } from './availability.tables';
import type { BookingSettings, DatedException, WeeklyRule } from './slot-expansion';

/** What a tutor's availability is made of, as the slot expansion reads it. */
export interface AvailabilityRecord {
  rules: WeeklyRule[];
  exceptions: DatedException[];
  settings: BookingSettings;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  minimumNoticeMinutes: 120,
  bufferMinutes: 0,
  horizonDays: 30,
  slotMinutes: 60,
};

function exceptionOf(row: typeof availabilityExceptions.$inferSelect): DatedException {
  if (row.kind === 'off' || row.startMinute === null || row.endMinute === null) {
    return { date: row.date, kind: 'off' };
  }
  return { date: row.date, kind: 'extra', startMinute: row.startMinute, endMinute: row.endMinute };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

/** The only code that reads and writes the availability tables (three statements per read, whatever the size). */
export function createAvailabilityRepository(db: Database) {
  return {
    /** Rules, exceptions (all, or those dated within `[fromDate, toDate]`) and settings (defaults without a row). */
    async read(tutorId: string, dates?: { from: string; to: string }): Promise<AvailabilityRecord> {
      const rules = await db
        .select({
          weekday: availabilityRules.weekday,
          startMinute: availabilityRules.startMinute,
          endMinute: availabilityRules.endMinute,
        })
        .from(availabilityRules)
        .where(eq(availabilityRules.tutorId, tutorId))
        .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute));
      const exceptions = await db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.tutorId, tutorId),
            dates ? gte(availabilityExceptions.date, dates.from) : undefined,
            dates ? lte(availabilityExceptions.date, dates.to) : undefined,
          ),
        )
        .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute));
      const [settings] = await db
        .select({
          minimumNoticeMinutes: availabilitySettings.minimumNoticeMinutes,
          bufferMinutes: availabilitySettings.bufferMinutes,
          horizonDays: availabilitySettings.horizonDays,
          slotMinutes: availabilitySettings.slotMinutes,
        })
        .from(availabilitySettings)
        .where(eq(availabilitySettings.tutorId, tutorId));
      return {
        rules,
        exceptions: exceptions.map(exceptionOf),
        settings: settings ?? DEFAULT_BOOKING_SETTINGS,
      };
    },

    /** Replaces the tutor's rules, exceptions and settings as a whole (run it in a transaction). */
    async replace(tutorId: string, record: AvailabilityRecord): Promise<void> {
      await db.delete(availabilityRules).where(eq(availabilityRules.tutorId, tutorId));
      await db.delete(availabilityExceptions).where(eq(availabilityExceptions.tutorId, tutorId));
      if (record.rules.length > 0) {
        await db.insert(availabilityRules).values(record.rules.map((rule) => ({ tutorId, ...rule })));
      }
      if (record.exceptions.length > 0) {
        await db
          .insert(availabilityExceptions)
          .values(
            record.exceptions.map((exception) =>
              exception.kind === 'off'
                ? { tutorId, date: exception.date, kind: 'off' as const }
                : { tutorId, ...exception },
            ),
          );
      }
      await db
        .insert(availabilitySettings)
        .values({ tutorId, ...record.settings })
        .onConflictDoUpdate({ target: availabilitySettings.tutorId, set: { ...record.settings } });
    },
  };
}
