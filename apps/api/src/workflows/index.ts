import type { FastifyPluginAsync } from 'fastify';
import { type OrderActions, ordersRoutes, ordersServiceFor } from '../modules/orders';
import { checkoutWorkflow } from './checkout';
import type { BuyingContext } from './context';
import { EXPIRY_SWEEP_CRON, EXPIRY_SWEEP_JOB, expireOverdueOrders } from './order-expiry';
import { settlementWorkflow } from './payment-settlement';
import { orderActions } from './order-actions';
import { receiptMailer } from './receipt';

export type { BuyingContext, PaymentGateways } from './context';
export { referenceAdminModule } from './reference-admin.routes';
export { checkoutWorkflow } from './checkout';
export { expireOverdueOrders } from './order-expiry';
export { settlementWorkflow } from './payment-settlement';

/** The buying workflows over the app's database, gateways, mailer and clock. */
export function buyingContextOf(app: Parameters<FastifyPluginAsync>[0]): BuyingContext {
  return {
    db: app.db.db,
    payments: app.payments,
    mailer: app.mailer,
    jobs: app.jobs,
    background: app.background,
    clock: app.clock,
    config: app.config,
    log: app.log.child({ module: 'orders' }),
  };
}

/**
 * Checkout, orders, payment notifications and the simulator's action under the API prefix; the receipt mailed on
 * `order.paid`; and the scheduled sweep that expires unpaid orders (a job queue schedule: one run per minute across
 * every instance).
 */
export const buyingModule: FastifyPluginAsync = async (app) => {
  const ctx = buyingContextOf(app);
  const actions: OrderActions = orderActions(ctx, {
    checkout: checkoutWorkflow(ctx),
    settlement: settlementWorkflow(ctx),
    orders: ordersServiceFor(ctx.db),
  });
  await app.register(ordersRoutes, { actions, activeProvider: () => app.payments.active.name });
  app.jobs.consume('order.paid', 'receipt-mail', receiptMailer(ctx));

  app.jobs.every(EXPIRY_SWEEP_JOB, EXPIRY_SWEEP_CRON, async () => {
    const expired = await expireOverdueOrders(ctx);
    if (expired > 0) ctx.log.info({ expired }, 'unpaid orders expired');
  });
};
