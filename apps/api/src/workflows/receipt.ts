import { type OrderRow, ordersRepositoryFor } from '../modules/orders';
import { usersServiceFor } from '../modules/users';
import { type BuyingContext, orderPageUrl } from './context';
import { receiptMail } from './receipt-mail';

/**
 * Sends the receipt of a just-paid order after the answer (a background task: a slow or failing mail server never
 * fails the payment). Called only by the transaction that changed the order to paid, so it is sent once.
 */
export function sendReceipt(ctx: BuyingContext, order: OrderRow): void {
  ctx.background.run('order-receipt', async () => {
    const [buyer, lines] = await Promise.all([
      usersServiceFor(ctx.db).getById(order.userId),
      ordersRepositoryFor(ctx.db).linesOf([order.id]),
    ]);
    await ctx.mailer.send(receiptMail(order, lines, buyer, orderPageUrl(ctx.config, order.id)));
  });
}
