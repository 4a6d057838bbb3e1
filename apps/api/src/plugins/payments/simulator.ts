import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SimulatorLedger, SimulatorTransaction } from '../../modules/orders';
import {
  buildMidtransNotification,
  type MidtransNotificationBody,
  noticeFromMidtransBody,
  noticeFromMidtransStatus,
  statusCodeOf,
} from './midtrans-notification';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider';

/** Web route of the simulator's payment page for an order (hash router). */
export function simulatorPageUrl(orderNumber: string): string {
  return `/#/pembayaran/simulator/${encodeURIComponent(orderNumber)}`;
}

/**
 * The simulator's `signature_key`: Midtrans's scheme with `transaction_status` added,
 * `SHA512(order_id + status_code + gross_amount + transaction_status + server key)`. Midtrans leaves the status
 * out of its signature, so a signed settlement could be replayed as a refund; the simulator can do better.
 */
export function simulatorSignature(body: MidtransNotificationBody, serverKey: string): string {
  return createHash('sha512')
    .update(
      `${body.order_id}${body.status_code}${body.gross_amount}${body.transaction_status}${serverKey}`,
      'utf8',
    )
    .digest('hex');
}

const statusMessages: Record<string, string> = {
  settlement: 'Pembayaran simulasi berhasil',
  deny: 'Pembayaran simulasi ditolak',
};

/** The simulator's notification (or status answer) of a transaction, signed with `serverKey`. */
export function simulatorNotification(
  transaction: SimulatorTransaction,
  serverKey: string,
): Record<string, string> {
  const status = transaction.transactionStatus;
  return buildMidtransNotification(
    {
      orderId: transaction.orderNumber,
      grossAmount: transaction.grossAmount,
      transactionStatus: transaction.transactionStatus,
      statusCode: statusCodeOf(transaction.transactionStatus),
      transactionId: transaction.transactionId,
      paymentType: transaction.paymentType,
      transactionTime: transaction.transactionTime,
      settlementTime: transaction.settlementTime,
      merchantId: 'SCOLA-SIMULATOR',
      statusMessage: statusMessages[status] ?? `Pembayaran simulasi: ${status}`,
    },
    serverKey,
    simulatorSignature,
  );
}

export type SimulatorResult = 'pay' | 'fail';

export interface SimulatorChoice {
  orderNumber: string;
  /** The order's total, integer rupiah. */
  grossAmount: number;
  result: SimulatorResult;
  now: Date;
}

/** The simulator: a payment provider that is also the "gateway" the buyer pays at (its page's choice). */
export interface SimulatorGateway extends PaymentProvider {
  /**
   * The buyer's choice on the simulator page (`pay` → `settlement`, `fail` → `deny`): recorded as the simulator's
   * transaction of the order (what its status lookup answers from then on), answered as the notification it sends.
   */
  choose(choice: SimulatorChoice): Promise<Record<string, string>>;
}

/**
 * The default provider: no gateway at all. "Paying" opens a page of the app where the buyer chooses to pay or to
 * fail; the choice is recorded in the simulator's ledger and becomes a notification in Midtrans's format, signed
 * with the simulator's key (covering the status too) and settled like a real gateway's: verified, then confirmed
 * by the status lookup, which answers from the ledger (ADR 0012).
 */
export function simulatorProvider(options: { serverKey: string; ledger: SimulatorLedger }): SimulatorGateway {
  const { serverKey, ledger } = options;
  return {
    name: 'simulator',
    createPayment(input) {
      return Promise.resolve({
        reference: randomBytes(16).toString('hex'),
        redirectUrl: simulatorPageUrl(input.orderNumber),
      });
    },
    verifyNotification(body) {
      return noticeFromMidtransBody('simulator', body, serverKey, simulatorSignature);
    },
    async fetchStatus(orderNumber) {
      const transaction = await ledger.find(orderNumber);
      return transaction
        ? noticeFromMidtransStatus('simulator', simulatorNotification(transaction, serverKey))
        : null;
    },
    async refund({ orderNumber, refundKey, amount }) {
      const transaction = await ledger.find(orderNumber);
      if (!transaction || !['settlement', 'partial_refund', 'refund'].includes(transaction.transactionStatus))
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      const refunded = await ledger.recordRefund({ orderNumber, refundKey, amount });
      const transactionStatus = refunded >= transaction.grossAmount ? 'refund' : 'partial_refund';
      await ledger.record({ ...transaction, transactionStatus });
      return { transactionStatus };
    },
    async choose({ orderNumber, grossAmount, result, now }) {
      const paid = result === 'pay';
      const transaction: SimulatorTransaction = {
        orderNumber,
        grossAmount,
        transactionStatus: paid ? 'settlement' : 'deny',
        transactionId: randomUUID(),
        paymentType: 'simulator',
        transactionTime: now,
        settlementTime: paid ? now : null,
      };
      await ledger.record(transaction);
      return simulatorNotification(transaction, serverKey);
    },
  };
}
