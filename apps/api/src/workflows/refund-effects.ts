import type { EventHandler } from '../modules/jobs';
import { ordersRepositoryFor, refundsRepositoryFor } from '../modules/orders';
import { usersServiceFor } from '../modules/users';
import { type BuyingContext, orderPageUrl } from './context';

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;

async function refundWithOrder(ctx: BuyingContext, refundId: string) {
  const refund = await refundsRepositoryFor(ctx.db).findById(refundId);
  if (!refund) throw new Error(`refund ${refundId} not found`);
  const order = await ordersRepositoryFor(ctx.db).findById(refund.orderId);
  if (!order) throw new Error(`order ${refund.orderId} not found`);
  return { refund, order };
}

/**
 * The `order.refunded` consumer that asks the order's gateway to refund (after the refund committed). The refund's
 * id is the gateway's refund key, so a retry after a lost answer refunds once. A refusal or outage throws: the outbox
 * retries with back-off, the refund stays `pending` until the gateway says yes.
 */
export function refundAtGateway(ctx: BuyingContext): EventHandler<{ refundId: string }> {
  return async ({ payload }) => {
    const { refund, order } = await refundWithOrder(ctx, payload.refundId);
    if (refund.gatewayStatus === 'done') return;
    if (refund.amount > 0) {
      const provider = ctx.payments.byName(order.provider);
      if (!provider) throw new Error(`payment provider ${order.provider} is not available`);
      const { transactionStatus } = await provider.refund({
        orderNumber: order.number,
        refundKey: refund.id,
        amount: refund.amount,
        reason: refund.reason,
      });
      await ordersRepositoryFor(ctx.db).updateLatestPayment(order.id, transactionStatus, null);
    }
    await refundsRepositoryFor(ctx.db).setGatewayStatus(refund.id, 'done');
  };
}

/** The `order.refunded` consumer that tells the buyer (once, like the receipt). */
export function refundMailer(ctx: BuyingContext): EventHandler<{ refundId: string }> {
  return async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      const refund = await refundsRepositoryFor(tx).findById(payload.refundId);
      if (!refund) throw new Error(`refund ${payload.refundId} not found`);
      const orders = ordersRepositoryFor(tx);
      const order = await orders.findById(refund.orderId);
      if (!order) throw new Error(`order ${refund.orderId} not found`);
      const [buyer, lines] = await Promise.all([
        usersServiceFor(tx).getById(order.userId),
        orders.linesOf([order.id]),
      ]);
      const refunded = lines.filter((line) => refund.lineIds.includes(line.id));
      const text = [
        `Halo ${buyer.name},`,
        '',
        `Dana pesanan ${order.number} sebesar ${rupiah(refund.amount)} kami kembalikan ke metode pembayaranmu.`,
        `Alasan: ${refund.reason}`,
        '',
        'Item yang dikembalikan (tidak lagi tersedia di koleksimu):',
        ...refunded.map((line, index) => `${index + 1}. ${line.title} (${line.tutorName})`),
        '',
        `Lihat pesanan: ${orderPageUrl(ctx.config, order.id)}`,
        '',
        'Salam,',
        'Tim Scola',
      ].join('\n');
      const host = new URL(ctx.config.publicUrl).hostname;
      await ctx.mailer.send(
        {
          to: buyer.email,
          subject: `Pengembalian dana pesanan ${order.number}`,
          text,
          messageId: `<refund.${refund.id}@${host}>`,
        },
        { db: tx },
      );
    });
  };
}
