import { type SQL, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
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

/** Runs `effect` in one transaction with the claim of `key` by `consumer`; `false` when it was claimed before. */
export function onceFor(db: Database, consumer: string, key: string, eventId: string) {
  return (effect: (tx: Database) => Promise<void>): Promise<boolean> =>
    db.transaction(async (tx) => {
      if (!(await deliveriesRepositoryFor(tx).claim(consumer, key, eventId))) return false;
      await effect(tx);
      return true;
    });
}

/** pg-boss's database seam over a drizzle transaction, so a job is sent iff that transaction commits. */
export function jobSenderOver(tx: Database) {
  // Both drivers answer `execute` with `{ rows }` (PgQueryResultHKT leaves it untyped).
  return fromDrizzle({ execute: (query) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql);
}
