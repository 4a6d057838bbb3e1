import type { PaymentProviderName } from '@scola/contracts';

/**
 * The seam between Scola and a payment gateway. The checkout workflow creates a payment through it; the
 * notification route hands the raw body to `verifyNotification`, then asks `fetchStatus` and gives the gateway's
 * answer, never the notification's word, to the settlement workflow (the same code for every provider, ADR 0012);
 * reconciliation asks `fetchStatus` when a notification seems to be missing. Implementations: the simulator
 * (default on the embedded database, in the app) and Midtrans Snap.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a transaction for the order at the gateway and says where to send the buyer. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Parses and verifies a notification body (signature, shape). Throws `AppError('PAYMENT_NOTIFICATION_INVALID')`
   * when the shape is wrong and `AppError('PAYMENT_SIGNATURE_INVALID')` when the signature does not match.
   */
  verifyNotification(body: unknown): PaymentNotice;
  /**
   * The gateway's current view of the order's transaction (its status API, over an authenticated connection), or
   * null when the gateway does not know it. Throws `AppError('PAYMENT_GATEWAY_UNAVAILABLE')` when it cannot tell.
   */
  fetchStatus(orderNumber: string): Promise<PaymentNotice | null>;
  /**
   * Refunds `amount` of the order's settled transaction (Midtrans `POST /v2/{order_id}/refund`). `refundKey` is
   * unique per refund, so asking again with it refunds once. Answers the transaction's status after the refund
   * (`refund`, `partial_refund`). Throws `AppError('PAYMENT_GATEWAY_UNAVAILABLE')` when the gateway refuses or
   * cannot be reached (the caller retries).
   */
  refund(input: RefundInput): Promise<{ transactionStatus: string }>;
}

export interface RefundInput {
  orderNumber: string;
  /** Unique per refund (the refund's id). */
  refundKey: string;
  /** Integer rupiah. */
  amount: number;
  reason: string;
}

export interface CreatePaymentInput {
  /** The order number the buyer sees; the gateway's `order_id`. */
  orderNumber: string;
  /** Integer rupiah, the order's total. */
  grossAmount: number;
  /** When the order expires (the gateway's transaction should not outlive it). */
  expiresAt: Date;
  customer: { name: string; email: string; phone: string | null };
  /** Lines as the gateway lists them; their sum equals `grossAmount` (a voucher is a negative line). */
  items: Array<{ id: string; name: string; price: number; quantity: number }>;
  /** Where the buyer comes back to after paying (the order's page in the app). */
  finishUrl: string;
}

export interface CreatedPayment {
  /** The gateway's handle of the transaction (Snap token, simulator token). */
  reference: string | null;
  redirectUrl: string;
}

/** What a payment status means for the order. */
export type PaymentOutcome =
  'paid' | 'pending' | 'expired' | 'cancelled' | 'failed' | 'refunded' | 'challenge';

/** A verified notification (or status answer), normalised. Amount strings are kept as the gateway wrote them. */
export interface PaymentNotice {
  provider: PaymentProviderName;
  orderNumber: string;
  /** Midtrans `transaction_status`: settlement, capture, pending, expire, cancel, deny, refund, … */
  transactionStatus: string;
  fraudStatus: string | null;
  statusCode: string;
  /** e.g. `150000.00` */
  grossAmount: string;
  /** Integer rupiah parsed from `grossAmount`. */
  amount: number;
  transactionId: string | null;
  paymentType: string | null;
  /** When the gateway says it happened (`transaction_time`/`settlement_time`), if it says. */
  occurredAt: Date | null;
  outcome: PaymentOutcome;
  /** The body as received, for the audit log. */
  raw: unknown;
}
