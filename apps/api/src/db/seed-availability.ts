import { sql } from 'drizzle-orm';
import { availabilityServiceFor } from '../modules/availability';
import type { DatabaseHandle } from './client';

const DAY = 24 * 60 * 60 * 1000;
/** Western Indonesia Time (WIB) is UTC+7 all year. */
const WIB_OFFSET = 7 * 60 * 60 * 1000;

/** Monday to Friday 16:00–20:00 and Saturday 09:00–12:00, local time of the tutor. */
export const DEMO_WEEKLY_RULES = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 16 * 60, endMinute: 20 * 60 })),
  { weekday: 6, startMinute: 9 * 60, endMinute: 12 * 60 },
];

/**
 * Availability of the verified demo tutors (`tutor@scola.id` … `tutor16@scola.id`): the weekly rules above, a day off
 * a week from `now` (local date in WIB) and default booking settings, but 60 minutes' notice so the demo has slots
 * today. Idempotent: a tutor who already has settings (seeded before, or edited by hand) is left as they are.
 */
export async function seedDemoAvailability(database: DatabaseHandle, now: Date): Promise<number> {
  const result = (await database.db.execute(sql`
    select u.id from users u
    join tutor_profiles p on p.user_id = u.id
    where p.verified_at is not null
      and lower(u.email) ~ '^tutor([0-9]+)?@scola\\.id$'
      and not exists (select 1 from availability_settings s where s.tutor_id = u.id)
  `)) as { rows: { id: string }[] };
  const dayOff = new Date(now.getTime() + WIB_OFFSET + 7 * DAY).toISOString().slice(0, 10);
  const availability = availabilityServiceFor(database.db);
  for (const { id } of result.rows) {
    await availability.replace(id, {
      rules: DEMO_WEEKLY_RULES,
      exceptions: [{ date: dayOff, kind: 'off' }],
      settings: { minimumNoticeMinutes: 60, bufferMinutes: 0, horizonDays: 30, slotMinutes: 60 },
    });
  }
  return result.rows.length;
}
