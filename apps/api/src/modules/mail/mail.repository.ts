import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewOutboxRow, outbox, type OutboxRow } from './mail.tables';

export type MailRepository = ReturnType<typeof createMailRepository>;

/** The only code that queries the `outbox` table. */
export function createMailRepository(db: Database) {
  return {
    async insert(values: NewOutboxRow): Promise<OutboxRow> {
      const rows = await db.insert(outbox).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('outbox insert returned no row');
      return row;
    },

    /** Newest first (ties broken by id so pages never overlap). */
    async list(page: { limit: number; offset: number }) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(outbox),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}
