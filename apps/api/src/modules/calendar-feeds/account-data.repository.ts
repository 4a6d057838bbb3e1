import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from './calendar-feeds.tables';

/** A deleted account's private calendar link dies (ADR 0051). */
export async function eraseCalendarFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
