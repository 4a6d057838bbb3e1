import type { OrderActions, OrdersService } from '../modules/orders';
import { ordersRepositoryFor } from '../modules/orders';
import { AppError } from '../lib/app-error';
import type { checkoutWorkflow } from './checkout';
import type { BuyingContext } from './context';
import { expireOverdueOrders } from './order-expiry';
import { closeOrder, expireIfOverdue } from './order-transitions';
import type { settlementWorkflow } from './payment-settlement';
import { inTransaction } from '../db/unit-of-work';

interface Workflows {
  checkout: ReturnType<typeof checkoutWorkflow>;
  settlement: ReturnType<typeof settlementWorkflow>;
  orders: OrdersService;
}

const notFound = () => new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');

/** What the order routes call: reads bring overdue orders up to date first (lazy expiry), then answer. */
export function orderActions(ctx: BuyingContext, { checkout, settlement, orders }: Workflows): OrderActions {
  const { db, clock } = ctx;
  return {
    checkout: (buyer, body) => checkout.checkout(buyer, body),
    payAgain: (buyer, orderId) => checkout.payAgain(buyer, orderId),
    notify: (provider, body, source) => settlement.notify(provider, body, source),

    async list(userId, query) {
      await expireOverdueOrders(ctx, userId);
      return orders.list(userId, query);
    },

    async byNumber(userId, orderNumber) {
      const row = await orders.ownedByNumber(userId, orderNumber);
      return this.detail(userId, row.id);
    },

    async detail(userId, orderId) {
      const row = await ordersRepositoryFor(db).findById(orderId);
      if (!row || row.userId !== userId) throw notFound();
      if (row.status !== 'pending') return orders.detailOf(row);
      const now = clock();
      if (row.expiresAt.getTime() <= now.getTime()) {
        const current = await inTransaction(db, async (tx) => {
          const locked = await ordersRepositoryFor(tx).lockById(orderId);
          return locked ? expireIfOverdue(tx, locked, now) : row;
        });
        return orders.detailOf(current);
      }
      if (row.provider === 'midtrans') {
        await settlement.reconcile(row);
        return orders.detail(userId, orderId);
      }
      return orders.detailOf(row);
    },

    /**
     * Idempotent: an order the buyer already cancelled is answered as it is (200, nothing given back twice). A
     * client retries a cancellation answered 503 (ADR 0014), and that 503 may come after the cancellation
     * committed (connection lost on `COMMIT`, or while reading the answer): the repeat must not look like a refusal.
     */
    async cancel(userId, orderId) {
      const now = clock();
      const order = await inTransaction(db, async (tx) => {
        const locked = await ordersRepositoryFor(tx).lockById(orderId);
        if (!locked || locked.userId !== userId) throw notFound();
        const current = await expireIfOverdue(tx, locked, now);
        if (current.status === 'expired' || current.status === 'cancelled') return current;
        if (current.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
        return closeOrder(tx, current, 'cancelled', now, { restoreCart: false });
      });
      if (order.status === 'expired') throw new AppError('ORDER_EXPIRED');
      return orders.detailOf(order);
    },

    async simulate(userId, orderNumber, action) {
      return orders.detailOf(await settlement.simulate(userId, orderNumber, action));
    },
  };
}
