import type { Database } from '../db/client';
import type { EventHandler } from '../modules/jobs';
import { type OrderRow, ordersRepositoryFor } from '../modules/orders';
import { usersServiceFor } from '../modules/users';
import { type BuyingContext, orderPageUrl } from './context';
import { receiptMail } from './receipt-mail';

/**
 * Publishes `order.paid` in the transaction that made the order paid (only that one does), so the receipt is
 * mailed after it commits, and never for a change that was rolled back.
 */
export function publishOrderPaid(
  ctx: Pick<BuyingContext, 'jobs'>,
  tx: Database,
  order: OrderRow,
): Promise<void> {
  return ctx.jobs.publish(tx, 'order.paid', { orderId: order.id }, { key: order.id });
}

/**
 * The `order.paid` consumer that mails the receipt. The message is written in the transaction that records the
 * delivery, so with the outbox table it exists exactly once; through SMTP a crash between the server's answer and
 * the commit sends it again, with the same Message-ID.
 */
export function receiptMailer(ctx: BuyingContext): EventHandler<{ orderId: string }> {
  return async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      const order = await ordersRepositoryFor(tx).findById(payload.orderId);
      if (!order) throw new Error(`order ${payload.orderId} not found`);
      const [buyer, lines] = await Promise.all([
        usersServiceFor(tx).getById(order.userId),
        ordersRepositoryFor(tx).linesOf([order.id]),
      ]);
      const mail = receiptMail(order, lines, buyer, orderPageUrl(ctx.config, order.id));
      const host = new URL(ctx.config.publicUrl).hostname;
      await ctx.mailer.send({ ...mail, messageId: `<receipt.${order.id}@${host}>` }, { db: tx });
    });
  };
}
