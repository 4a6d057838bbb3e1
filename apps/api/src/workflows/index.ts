import type { FastifyPluginAsync } from 'fastify';
import { type OrderActions, ordersRoutes, ordersServiceFor } from '../modules/orders';
import { checkoutWorkflow } from './checkout';
import type { BuyingContext } from './context';
import { isDatabaseUnavailable } from '../db/unavailable';
import { expireOverdueOrders } from './order-expiry';
import { settlementWorkflow } from './payment-settlement';
import { orderActions } from './order-actions';

export type { BuyingContext, PaymentGateways } from './context';
export { checkoutWorkflow } from './checkout';
export { expireOverdueOrders } from './order-expiry';
export { settlementWorkflow } from './payment-settlement';

/** The buying workflows over the app's database, gateways, mailer and clock. */
export function buyingContextOf(app: Parameters<FastifyPluginAsync>[0]): BuyingContext {
  return {
    db: app.db.db,
    payments: app.payments,
    mailer: app.mailer,
    background: app.background,
    clock: app.clock,
    config: app.config,
    log: app.log.child({ module: 'orders' }),
  };
}

/**
 * Checkout, orders, payment notifications and the simulator's action under the API prefix, plus the periodic
 * sweep that expires unpaid orders (every `ORDER_EXPIRY_SWEEP_SECONDS`, started once the app is ready, stopped when
 * it closes). A sweep that meets the database away is skipped with a warning; the timer keeps going and the next
 * sweep catches up (ADR 0014).
 */
export const buyingModule: FastifyPluginAsync = async (app) => {
  const ctx = buyingContextOf(app);
  const actions: OrderActions = orderActions(ctx, {
    checkout: checkoutWorkflow(ctx),
    settlement: settlementWorkflow(ctx),
    orders: ordersServiceFor(ctx.db),
  });
  await app.register(ordersRoutes, { actions, activeProvider: () => app.payments.active.name });

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    app.background.run('order-expiry', async () => {
      try {
        const expired = await expireOverdueOrders(ctx);
        if (expired > 0) ctx.log.info({ expired }, 'unpaid orders expired');
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        ctx.log.warn('order expiry sweep skipped: database unavailable; the next sweep retries');
      } finally {
        running = false;
      }
    });
  };
  app.addHook('onReady', () => {
    timer = setInterval(sweep, app.config.orders.expirySweepMs);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('preClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
