import type { ErrorCode, PaymentProviderName, SimulatorActionRequest } from '@scola/contracts';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { type OrderRow, ordersRepositoryFor } from '../modules/orders';
import { AppError } from '../lib/app-error';
import type { PaymentNotice, PaymentProvider } from '../plugins/payments/provider';
import type { BuyingContext } from './context';
import { auditPayload } from './notification-payload';
import { type RefusalBudget, refusalBudget } from './refusal-budget';
import { closeOrder, expireIfOverdue, markPaid, markRefunded } from './order-transitions';
import { publishOrderPaid } from './receipt';
import { inTransaction } from '../db/unit-of-work';
import { creditTutorsOfOrder, debitTutorsOfLines, refundLinesOf } from './tutor-earnings';

type Verdict =
  | { outcome: 'applied'; order: OrderRow; reason: string }
  | { outcome: 'ignored'; order: OrderRow | null; reason: string }
  | { outcome: 'rejected'; order: OrderRow | null; reason: string; error: AppError };

const reject = (order: OrderRow | null, reason: string, code: ErrorCode, message?: string): Verdict => ({
  outcome: 'rejected',
  order,
  reason,
  error: new AppError(code, message),
});

/**
 * The order state machine for a verified notice, on the locked order. Paid is final (but for a refund); a late
 * `pending` or a stale `expire` changes nothing; a payment of an order that is no longer pending is refused.
 */
async function decide(tx: Database, order: OrderRow, notice: PaymentNotice, now: Date): Promise<Verdict> {
  const { outcome } = notice;
  const { status } = order;
  if (outcome === 'paid') {
    if (status === 'pending')
      return { outcome: 'applied', order: await markPaid(tx, order, now), reason: 'paid' };
    if (status === 'paid' || status === 'refunded')
      return { outcome: 'ignored', order, reason: `already ${status}` };
    return status === 'expired'
      ? reject(order, 'payment of an expired order', 'ORDER_EXPIRED')
      : reject(order, `payment of a ${status} order`, 'ORDER_NOT_PENDING');
  }
  if (outcome === 'expired' || outcome === 'cancelled' || outcome === 'failed') {
    if (status !== 'pending') return { outcome: 'ignored', order, reason: `${outcome} after ${status}` };
    return { outcome: 'applied', order: await closeOrder(tx, order, outcome, now), reason: outcome };
  }
  if (outcome === 'refunded') {
    if (status !== 'paid') return { outcome: 'ignored', order, reason: `refund of a ${status} order` };
    return { outcome: 'applied', order: await markRefunded(tx, order, now), reason: 'refunded' };
  }
  // pending, challenge: nothing changes for the order.
  return { outcome: 'ignored', order, reason: `${outcome} while ${status}` };
}

/** Refused notifications (bad shape or signature) one source may send per minute; beyond, 429 and nothing stored. */
export const WEBHOOK_REFUSALS_PER_SOURCE_PER_MINUTE = 20;
/** The same for all sources together (someone with many addresses). */
export const WEBHOOK_REFUSALS_PER_MINUTE = 200;

export interface SettlementOptions {
  /** Counts refused notifications per source (default: the limits above, on the app's clock). */
  refusals?: RefusalBudget;
}

/** Payment notifications, their settlement, reconciliation and the simulator's action. */
export function settlementWorkflow(ctx: BuyingContext, options: SettlementOptions = {}) {
  const { db, clock } = ctx;
  const refusals =
    options.refusals ??
    refusalBudget({
      perSource: WEBHOOK_REFUSALS_PER_SOURCE_PER_MINUTE,
      total: WEBHOOK_REFUSALS_PER_MINUTE,
      windowMs: 60_000,
      now: () => clock().getTime(),
    });

  /**
   * Applies a verified notice (the gateway's status, from its status API) in one transaction, logged with the
   * notification that made Scola ask (`claimed`, when there was one).
   */
  async function settle(notice: PaymentNotice, claimed?: PaymentNotice): Promise<Verdict> {
    const now = clock();
    const verdict = await inTransaction(db, async (tx) => {
      const orders = ordersRepositoryFor(tx);
      const locked = await orders.lockByNumber(notice.orderNumber);
      let verdict: Verdict;
      if (!locked) {
        verdict = reject(null, 'unknown order', 'NOT_FOUND', 'Pesanan tidak ditemukan.');
      } else if (locked.provider !== notice.provider) {
        verdict = reject(locked, `order is paid through ${locked.provider}`, 'PAYMENT_SIGNATURE_INVALID');
      } else if (notice.outcome === 'paid' && notice.statusCode !== '200') {
        // Midtrans signs order_id, status_code and gross_amount only: a `settlement` must carry the 200 it was
        // signed with, or a signed `deny` (202) could be replayed as a payment.
        verdict = reject(
          locked,
          `${notice.transactionStatus} with status code ${notice.statusCode}`,
          'PAYMENT_NOTIFICATION_INVALID',
        );
      } else if (notice.amount !== locked.total) {
        verdict = reject(
          locked,
          `amount ${notice.grossAmount} is not ${locked.total}`,
          'PAYMENT_AMOUNT_MISMATCH',
        );
      } else {
        const current = await expireIfOverdue(tx, locked, now);
        verdict = await decide(tx, current, notice, now);
        const feePercent = ctx.config.platformFeePercent;
        if (verdict.outcome === 'applied' && verdict.order.status === 'paid') {
          await publishOrderPaid(ctx, tx, verdict.order);
          // The tutors' earnings are credited with the payment, in its transaction: once, like the payment.
          await creditTutorsOfOrder(tx, verdict.order, feePercent, now);
        }
        if (verdict.outcome === 'applied' && verdict.order.status === 'refunded') {
          const lines = await orders.linesOf([locked.id]);
          await debitTutorsOfLines(tx, await refundLinesOf(tx, lines, null), feePercent, now);
        }
        // The payment's gateway status follows what changed the order, or a pending order's news; a stale
        // notice (a late `pending` after the settlement) does not overwrite it.
        if (verdict.outcome === 'applied' || current.status === 'pending') {
          await orders.updateLatestPayment(locked.id, notice.transactionStatus, notice.paymentType);
        }
      }
      const said = claimed?.transactionStatus ?? notice.transactionStatus;
      await orders.insertNotification({
        provider: notice.provider,
        orderNumber: notice.orderNumber,
        transactionStatus: said,
        signatureValid: true,
        outcome: verdict.outcome,
        reason:
          said === notice.transactionStatus
            ? verdict.reason
            : `${verdict.reason} (the notification said ${said}, the gateway says ${notice.transactionStatus})`,
        payload: auditPayload((claimed ?? notice).raw),
      });
      return verdict;
    });
    return verdict;
  }

  /** Logs a notification refused before it could be read (bad shape or signature). */
  async function logUnverified(provider: PaymentProviderName, body: unknown, error: AppError): Promise<void> {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : null);
    await ordersRepositoryFor(db).insertNotification({
      provider,
      orderNumber: text(fields.order_id),
      transactionStatus: text(fields.transaction_status),
      signatureValid: false,
      outcome: 'rejected',
      reason: error.code === 'PAYMENT_SIGNATURE_INVALID' ? 'bad signature' : 'invalid notification',
      payload: auditPayload(body),
    });
  }

  /**
   * The gateway's own word on the transaction a verified notification is about. Midtrans does not sign
   * `transaction_status`, so a signed settlement could be replayed as a refund: the notification only says
   * "ask", never what to do. A gateway that cannot be asked answers 502, so that it sends the notification again.
   */
  async function confirm(provider: PaymentProvider, claimed: PaymentNotice): Promise<PaymentNotice> {
    const unconfirmed = async (reason: string) => {
      await ordersRepositoryFor(db).insertNotification({
        provider: claimed.provider,
        orderNumber: claimed.orderNumber,
        transactionStatus: claimed.transactionStatus,
        signatureValid: true,
        outcome: 'rejected',
        reason,
        payload: auditPayload(claimed.raw),
      });
    };
    let status: PaymentNotice | null;
    try {
      status = await provider.fetchStatus(claimed.orderNumber);
    } catch (error) {
      // A gateway's failure is an AppError. The simulator's ledger lives in our database: when that is away, the
      // answer is 503 DATABASE_UNAVAILABLE like any request's, not "the gateway cannot be asked" (502).
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) throw error;
      ctx.log.warn({ err: error, order: claimed.orderNumber }, 'payment status could not be confirmed');
      await unconfirmed('status lookup failed');
      throw new AppError(
        'PAYMENT_GATEWAY_UNAVAILABLE',
        'Status pembayaran belum dapat dipastikan ke penyedia pembayaran. Kirim ulang notifikasi nanti.',
      );
    }
    if (!status || status.orderNumber !== claimed.orderNumber || status.provider !== claimed.provider) {
      await unconfirmed('the gateway does not know the transaction');
      throw new AppError('NOT_FOUND', 'Transaksi tidak dikenal oleh penyedia pembayaran.');
    }
    return status;
  }

  /**
   * `POST /pembayaran/notifikasi/{provider}`: verify, confirm with the gateway, apply what the gateway says, log;
   * throws the refusal. `source` (the client's IP) has a budget of refusals: beyond it, 429 and nothing stored.
   */
  async function notify(providerName: PaymentProviderName, body: unknown, source: string): Promise<void> {
    const provider = ctx.payments.byName(providerName);
    if (!provider) throw new AppError('NOT_FOUND', 'Penyedia pembayaran tidak dikenal.');
    let claimed: PaymentNotice;
    try {
      claimed = provider.verifyNotification(body);
    } catch (error) {
      if (error instanceof AppError) {
        const over = refusals.admit(source);
        if (over) {
          throw new AppError(
            'RATE_LIMITED',
            `Terlalu banyak notifikasi pembayaran yang ditolak. Coba lagi dalam ${over.retryAfterSeconds} detik.`,
            over,
            over,
          );
        }
        await logUnverified(providerName, body, error);
      }
      throw error;
    }
    const verdict = await settle(await confirm(provider, claimed), claimed);
    if (verdict.outcome === 'rejected') throw verdict.error;
  }

  return {
    settle,
    notify,

    /**
     * Asks the order's gateway for the transaction's status and applies it like a notification (a missing
     * notification must not leave a paid order pending). Failures are logged and ignored.
     */
    async reconcile(order: OrderRow): Promise<void> {
      const provider = ctx.payments.byName(order.provider);
      if (!provider || order.status !== 'pending') return;
      try {
        const notice = await provider.fetchStatus(order.number);
        if (notice && notice.outcome !== 'pending') await settle(notice);
      } catch (error) {
        ctx.log.warn({ err: error, order: order.number }, 'payment status could not be reconciled');
      }
    },

    /**
     * The simulator page's choice: recorded by the simulator (what its status lookup answers) and settled through
     * its signed notification, like a real gateway's (verified, then confirmed).
     */
    async simulate(
      userId: string,
      orderNumber: string,
      { result }: SimulatorActionRequest,
    ): Promise<OrderRow> {
      const now = clock();
      const order = await inTransaction(db, async (tx) => {
        const locked = await ordersRepositoryFor(tx).lockByNumber(orderNumber);
        if (!locked || locked.userId !== userId) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
        return expireIfOverdue(tx, locked, now);
      });
      if (order.status === 'expired') throw new AppError('ORDER_EXPIRED');
      if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
      if (order.provider !== 'simulator')
        throw new AppError('FORBIDDEN', 'Pesanan ini dibayar melalui Midtrans.');
      const body = await ctx.payments.simulator.choose({
        orderNumber: order.number,
        grossAmount: order.total,
        result,
        now,
      });
      await notify('simulator', body, 'simulator');
      const settled = await ordersRepositoryFor(db).findById(order.id);
      if (!settled) throw new AppError('NOT_FOUND');
      return settled;
    },
  };
}
