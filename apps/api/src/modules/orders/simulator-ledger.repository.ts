import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  paymentSimulatorRefunds,
  paymentSimulatorTransactions,
  type SimulatorTransactionRow,
} from './orders.tables';

export type SimulatorTransaction = Omit<SimulatorTransactionRow, 'updatedAt'>;

/**
 * The only code touching `payment_simulator_transactions` and `payment_simulator_refunds`: the simulator's record of
 * what each buyer chose and what was refunded.
 */
export function createSimulatorLedger(db: Database) {
  return {
    /** Records (or replaces) the simulator's transaction of an order. */
    async record(transaction: SimulatorTransaction): Promise<void> {
      const { orderNumber: _key, ...rest } = transaction;
      await db
        .insert(paymentSimulatorTransactions)
        .values(transaction)
        .onConflictDoUpdate({ target: paymentSimulatorTransactions.orderNumber, set: rest });
    },

    /** Records a refund once per key; answers how much of the order has been refunded in all. */
    async recordRefund(refund: { orderNumber: string; refundKey: string; amount: number }): Promise<number> {
      await db.insert(paymentSimulatorRefunds).values(refund).onConflictDoNothing();
      const [row] = await db
        .select({ total: sum(paymentSimulatorRefunds.amount).mapWith(Number) })
        .from(paymentSimulatorRefunds)
        .where(eq(paymentSimulatorRefunds.orderNumber, refund.orderNumber));
      return row?.total ?? 0;
    },

    async find(orderNumber: string): Promise<SimulatorTransaction | null> {
      const [row] = await db
        .select()
        .from(paymentSimulatorTransactions)
        .where(eq(paymentSimulatorTransactions.orderNumber, orderNumber));
      if (!row) return null;
      const { updatedAt: _updatedAt, ...transaction } = row;
      return transaction;
    },
  };
}

export type SimulatorLedger = ReturnType<typeof createSimulatorLedger>;
