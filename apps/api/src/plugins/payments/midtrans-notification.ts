import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@scola/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PaymentNotice, PaymentOutcome } from './provider';

/**
 * Midtrans's notification format and signature scheme, shared by the Midtrans adapter and the simulator (which
 * signs the same body with its own server key). Reference: docs.midtrans.com "HTTP(S) Notification / Webhooks"
 * and "Transaction Status"; the signature is `SHA512(order_id + status_code + gross_amount + ServerKey)` in hex.
 */

/** `signature_key` of a notification: lowercase hex SHA-512 of the four strings appended. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(`${orderId}${statusCode}${grossAmount}${serverKey}`, 'utf8')
    .digest('hex');
}

/** Integer rupiah as Midtrans writes `gross_amount`: `150000` → `'150000.00'`. */
export function formatGrossAmount(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`gross amount must be a non-negative integer number of rupiah, got ${amount}`);
  }
  return `${amount}.00`;
}

/**
 * Integer rupiah from a `gross_amount` string (`'150000.00'`, `'150000.0'` or `'150000'`); null when it is not a
 * non-negative whole number of rupiah (`'150000.50'`, `'-1.00'`, `'1e5'`, `'abc'`, too large).
 */
export function parseGrossAmount(grossAmount: string): number | null {
  const match = /^(\d{1,15})(?:\.0{1,2})?$/.exec(grossAmount);
  if (!match) return null;
  const amount = Number(match[1]);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Compares a received signature with the expected one in constant time (hex, case-insensitive). */
export function signatureMatches(expected: string, received: string): boolean {
  const expectedBytes = Buffer.from(expected.toLowerCase(), 'utf8');
  const receivedBytes = Buffer.from(received.toLowerCase(), 'utf8');
  if (expectedBytes.length !== receivedBytes.length) {
    // Still spend a comparison so that a wrong length answers in the same time as a wrong value.
    timingSafeEqual(expectedBytes, expectedBytes);
    return false;
  }
  return timingSafeEqual(expectedBytes, receivedBytes);
}

const text = z.string().trim().min(1);
const optionalText = z.string().nullish();

/**
 * The fields of a Midtrans notification (and of a status API answer) Scola reads. Unknown fields are allowed:
 * Midtrans adds fields per payment type (va_numbers, issuer, acquirer, expiry_time, …) and over time.
 */
export const midtransNotificationSchema = z.looseObject({
  order_id: text.max(100),
  status_code: z.string().regex(/^\d{3}$/, 'must be a three-digit code'),
  gross_amount: z.string().refine((value) => parseGrossAmount(value) !== null, {
    message: 'must be a non-negative whole number of rupiah such as "150000.00"',
  }),
  transaction_status: text.max(50),
  signature_key: z.string().optional(),
  fraud_status: optionalText,
  transaction_id: optionalText,
  transaction_time: optionalText,
  settlement_time: optionalText,
  status_message: optionalText,
  payment_type: optionalText,
  merchant_id: optionalText,
  currency: optionalText,
});
export type MidtransNotificationBody = z.infer<typeof midtransNotificationSchema>;

/**
 * What a Midtrans `transaction_status` (with `fraud_status` for card captures) means for the order; null for a
 * status Scola does not know.
 */
export function outcomeOf(
  transactionStatus: string,
  fraudStatus: string | null | undefined,
): PaymentOutcome | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'accept') return 'paid';
      if (fraudStatus === 'deny') return 'failed';
      // `challenge` (or no verdict): the payment is held for review at the gateway; not paid yet.
      return 'challenge';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return null;
  }
}

/** Midtrans writes times as `2026-11-21 16:30:00` in Jakarta time (GMT+7); ISO strings are read as they are. */
export function parseMidtransTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const date = local ? new Date(`${local[1]}T${local[2]}+07:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Jakarta-time `YYYY-MM-DD HH:mm:ss`, as Midtrans writes `transaction_time`. */
export function formatMidtransTime(date: Date): string {
  const jakarta = new Date(date.getTime() + 7 * 60 * 60 * 1000);
  return jakarta.toISOString().slice(0, 19).replace('T', ' ');
}

function parseBody(body: unknown): MidtransNotificationBody {
  const result = midtransNotificationSchema.safeParse(body);
  if (!result.success) {
    throw new AppError('PAYMENT_NOTIFICATION_INVALID', undefined, {
      fields: [...new Set(result.error.issues.map((issue) => issue.path.join('.')))],
    });
  }
  return result.data;
}

function toNotice(
  provider: PaymentProviderName,
  body: MidtransNotificationBody,
  raw: unknown,
): PaymentNotice {
  const outcome = outcomeOf(body.transaction_status, body.fraud_status);
  if (outcome === null) {
    throw new AppError('PAYMENT_NOTIFICATION_INVALID', undefined, { fields: ['transaction_status'] });
  }
  return {
    provider,
    orderNumber: body.order_id,
    transactionStatus: body.transaction_status,
    fraudStatus: body.fraud_status ?? null,
    statusCode: body.status_code,
    grossAmount: body.gross_amount,
    amount: parseGrossAmount(body.gross_amount) as number,
    transactionId: body.transaction_id ?? null,
    paymentType: body.payment_type ?? null,
    occurredAt: parseMidtransTime(body.settlement_time) ?? parseMidtransTime(body.transaction_time),
    outcome,
    raw,
  };
}

/** The signature a notification body must carry (Midtrans's scheme by default; the simulator signs more). */
export type NotificationSigner = (body: MidtransNotificationBody, serverKey: string) => string;

const midtransSigner: NotificationSigner = (body, serverKey) =>
  midtransSignature(body.order_id, body.status_code, body.gross_amount, serverKey);

/**
 * Parses a notification body in Midtrans's format, verifies its `signature_key` with `serverKey` (constant-time)
 * and normalises it. Throws `AppError('PAYMENT_NOTIFICATION_INVALID')` for a wrong shape, a garbled amount or an
 * unknown status, and `AppError('PAYMENT_SIGNATURE_INVALID')` for a missing or wrong signature.
 */
export function noticeFromMidtransBody(
  provider: PaymentProviderName,
  body: unknown,
  serverKey: string,
  sign: NotificationSigner = midtransSigner,
): PaymentNotice {
  const parsed = parseBody(body);
  const expected = sign(parsed, serverKey);
  if (parsed.signature_key === undefined || !signatureMatches(expected, parsed.signature_key)) {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  return toNotice(provider, parsed, body);
}

/**
 * Normalises an answer of Midtrans's status API (`GET /v2/{order_id}/status`), which Scola fetched itself over
 * an authenticated connection, so its signature is not required.
 */
export function noticeFromMidtransStatus(provider: PaymentProviderName, body: unknown): PaymentNotice {
  return toNotice(provider, parseBody(body), body);
}

export interface MidtransNotificationInput {
  orderId: string;
  /** Integer rupiah; written as `gross_amount` `'150000.00'`. */
  grossAmount: number;
  transactionStatus: string;
  fraudStatus?: string | null;
  /** Default: 200 for settlement/capture/refund, 201 for pending, 202 for deny/cancel/expire/failure. */
  statusCode?: string;
  transactionId: string;
  paymentType: string;
  transactionTime: Date;
  settlementTime?: Date | null;
  merchantId?: string;
  statusMessage?: string;
}

/** Midtrans's usual `status_code` for a transaction status. */
export function statusCodeOf(transactionStatus: string): string {
  if (transactionStatus === 'pending' || transactionStatus === 'authorize') return '201';
  if (['deny', 'cancel', 'expire', 'failure'].includes(transactionStatus)) return '202';
  return '200';
}

/**
 * A notification body exactly as Midtrans sends it, signed with `serverKey`: used by the simulator (signed with
 * the simulator's key and scheme) and by the tests.
 */
export function buildMidtransNotification(
  input: MidtransNotificationInput,
  serverKey: string,
  sign: NotificationSigner = midtransSigner,
): Record<string, string> {
  const statusCode = input.statusCode ?? statusCodeOf(input.transactionStatus);
  const body: Record<string, string> = {
    transaction_time: formatMidtransTime(input.transactionTime),
    transaction_status: input.transactionStatus,
    transaction_id: input.transactionId,
    status_message: input.statusMessage ?? 'midtrans payment notification',
    status_code: statusCode,
    payment_type: input.paymentType,
    order_id: input.orderId,
    merchant_id: input.merchantId ?? 'SCOLA',
    gross_amount: formatGrossAmount(input.grossAmount),
    currency: 'IDR',
  };
  if (input.fraudStatus) body.fraud_status = input.fraudStatus;
  if (input.settlementTime) body.settlement_time = formatMidtransTime(input.settlementTime);
  body.signature_key = sign(parseBody(body), serverKey);
  return body;
}
