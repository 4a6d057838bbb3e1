import type { Database } from '../../db/client';
import { eventDeliveries } from './jobs.tables';

/** The only code that queries `event_deliveries`. */
export function deliveriesRepositoryFor(db: Database) {
  return {
    /**
     * Records that `consumer` carries out the event `key` in the caller's transaction; `false` when it already did
     * (a concurrent claim of the same key waits for the first transaction, then sees its row).
     */
    async claim(consumer: string, key: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(eventDeliveries)
        .values({ consumer, key, eventId })
        .onConflictDoNothing()
        .returning({ key: eventDeliveries.key });
      return rows.length === 1;
    },
  };
}
