import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from './calendar-feeds.tables';

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;

/** The only code that queries `calendar_feeds`. */
export function createCalendarFeedsRepository(db: Database) {
  return {
    /** Stores the user's token hash, replacing any earlier one (so the earlier link stops working at once). */
    async replace(userId: string, tokenHash: string, now: Date): Promise<Date> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
        .returning({ createdAt: calendarFeeds.createdAt });
      return row?.createdAt ?? now;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    async createdAtOf(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.createdAt ?? null;
    },

    async userIdOfHash(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId ?? null;
    },
  };
}
