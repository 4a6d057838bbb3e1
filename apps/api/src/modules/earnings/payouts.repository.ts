import type { PayoutStatus } from '@scola/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PayoutRow, payouts } from './earnings.tables';

export type NewPayoutRow = Omit<typeof payouts.$inferInsert, 'id' | 'status'>;

export interface PayoutFilter {
  tutorId?: string | undefined;
  status?: PayoutStatus | undefined;
  /** Part of the tutor's name or e-mail. */
  q?: string | undefined;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only code that queries `payouts`. */
export function createPayoutsRepository(db: Database) {
  return {
    async insert(values: NewPayoutRow): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(values).returning();
      if (!row) throw new Error('payout not inserted');
      return row;
    },

    /** The payout, locked until the end of the caller's transaction (a decision reads then writes it). */
    async lockById(id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row;
    },

    async decide(
      id: string,
      values: Pick<PayoutRow, 'status' | 'transferReference' | 'rejectReason' | 'decidedAt' | 'decidedBy'>,
    ): Promise<PayoutRow> {
      const [row] = await db.update(payouts).set(values).where(eq(payouts.id, id)).returning();
      if (!row) throw new Error('payout not updated');
      return row;
    },

    /**
     * A page of payouts and their count (2 queries). The queue of requests waits oldest first; decided ones and the
     * unfiltered list show the newest first.
     */
    async list(filter: PayoutFilter): Promise<{ rows: PayoutRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.tutorId) conditions.push(eq(payouts.tutorId, filter.tutorId));
      if (filter.status) conditions.push(eq(payouts.status, filter.status));
      if (filter.q) {
        const pattern = likePattern(filter.q);
        const match = or(ilike(payouts.tutorName, pattern), ilike(payouts.tutorEmail, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order =
        filter.status === 'requested'
          ? [asc(payouts.requestedAt), asc(payouts.id)]
          : [desc(payouts.requestedAt), desc(payouts.id)];
      const rows = await db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(payouts).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
