import { ordersRepositoryFor } from '../modules/orders';
import type { BuyingContext } from './context';
import { closeOrder } from './order-transitions';
import { inTransaction } from '../db/unit-of-work';

const BATCH = 100;

/**
 * Expires pending orders whose time is up (all of them, or one user's), giving back their voucher uses and seats;
 * answers how many. Batches of 100, each in its own transaction; rows another transaction holds (a payment being
 * settled) are skipped and caught by the next run.
 */
export async function expireOverdueOrders(
  ctx: Pick<BuyingContext, 'db' | 'clock'>,
  userId?: string,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const now = ctx.clock();
    const done = await inTransaction(ctx.db, async (tx) => {
      const overdue = await ordersRepositoryFor(tx).lockOverdue(now, BATCH, userId);
      for (const order of overdue) await closeOrder(tx, order, 'expired', now);
      return overdue.length;
    });
    expired += done;
    if (done < BATCH) return expired;
  }
}

/** The job queue's name of the sweep that expires overdue orders. */
export const EXPIRY_SWEEP_JOB = 'orders.expire-overdue';

/** Every minute (UTC cron); reads expire an overdue order on the spot anyway, so a late sweep costs nothing. */
export const EXPIRY_SWEEP_CRON = '* * * * *';
