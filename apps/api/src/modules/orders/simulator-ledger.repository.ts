import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSimulatorTransactions, type SimulatorTransactionRow } from './orders.tables';

export type SimulatorTransaction = Omit<SimulatorTransactionRow, 'updatedAt'>;

/** The only code touching `payment_simulator_transactions`: the simulator's record of what each buyer chose. */
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
