import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import {
  formatMidtransTime,
  noticeFromMidtransBody,
  noticeFromMidtransStatus,
} from './midtrans-notification';
import type { CreatePaymentInput, PaymentNotice, PaymentProvider } from './provider';

export interface MidtransOptions {
  serverKey: string;
  /** Base URL of the Snap API, e.g. `https://app.sandbox.midtrans.com`. */
  snapUrl: string;
  /** Base URL of the Core API (status), e.g. `https://api.sandbox.midtrans.com`. */
  apiUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The current time (for the transaction's expiry); default: the system clock. */
  now?: () => Date;
  /** Give up on a gateway call after this long (default 15 s). */
  timeoutMs?: number;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Midtrans refuses `item_details[].name` (and `id`) longer than 50 characters. */
export const MIDTRANS_ITEM_TEXT_MAX = 50;

function clip(text: string, max = MIDTRANS_ITEM_TEXT_MAX): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}

/** The Snap "create transaction" body for an order. */
export function snapTransactionBody(input: CreatePaymentInput, now: Date): Record<string, unknown> {
  const items = input.items.map((item) => ({
    id: clip(item.id),
    name: clip(item.name),
    price: item.price,
    quantity: item.quantity,
  }));
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (sum !== input.grossAmount) {
    // A programming error of the caller: Midtrans would refuse it anyway.
    throw new Error(`item_details sum to ${sum}, not to the gross amount ${input.grossAmount}`);
  }
  return {
    transaction_details: { order_id: input.orderNumber, gross_amount: input.grossAmount },
    item_details: items,
    customer_details: {
      first_name: input.customer.name.slice(0, 255),
      email: input.customer.email,
      ...(input.customer.phone ? { phone: input.customer.phone } : {}),
    },
    // Whole minutes from now, rounded down: the gateway's transaction must not outlive the order.
    expiry: {
      start_time: `${formatMidtransTime(now)} +0700`,
      unit: 'minute',
      duration: Math.max(1, Math.floor((input.expiresAt.getTime() - now.getTime()) / 60_000)),
    },
    callbacks: { finish: input.finishUrl },
  };
}

function basicAuthorization(serverKey: string): string {
  return `Basic ${Buffer.from(`${serverKey}:`, 'utf8').toString('base64')}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 500);
  }
}

/** The gateway's own words about a refusal, for the log only. */
function gatewayMessages(body: unknown): unknown {
  if (body && typeof body === 'object') {
    const { error_messages: errorMessages, status_message: statusMessage } = body as Record<string, unknown>;
    return errorMessages ?? statusMessage ?? body;
  }
  return body;
}

/**
 * Midtrans Snap: `createPayment` opens a Snap transaction (the buyer is sent to its `redirect_url`),
 * notifications are verified with the server key, `fetchStatus` asks the status API (`/v2/{order_id}/status`) and
 * `refund` its refund API (`POST /v2/{order_id}/refund`).
 * Any gateway failure becomes `AppError('PAYMENT_GATEWAY_UNAVAILABLE')`; the gateway's message is logged, never
 * shown to the buyer.
 */
export function midtransProvider(options: MidtransOptions): PaymentProvider {
  const snapUrl = options.snapUrl.replace(/\/+$/, '');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? fetch;
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: basicAuthorization(options.serverKey),
  };

  async function call(operation: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      options.log.error({ err: error, operation }, 'Midtrans could not be reached');
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  }

  function unavailable(operation: string, status: number, body: unknown, orderNumber: string): AppError {
    options.log.error(
      { operation, status, orderNumber, gatewayMessages: gatewayMessages(body) },
      'Midtrans refused the request',
    );
    return new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }

  return {
    name: 'midtrans',

    async createPayment(input) {
      const body = snapTransactionBody(input, now());
      const response = await call('snap.create', `${snapUrl}/snap/v1/transactions`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      const answer = await readJson(response);
      if (!response.ok) throw unavailable('snap.create', response.status, answer, input.orderNumber);
      const { token, redirect_url: redirectUrl } = (answer ?? {}) as Record<string, unknown>;
      if (typeof token !== 'string' || typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) {
        throw unavailable('snap.create', response.status, answer, input.orderNumber);
      }
      return { reference: token, redirectUrl };
    },

    verifyNotification(body) {
      return noticeFromMidtransBody('midtrans', body, options.serverKey);
    },

    async refund({ orderNumber, refundKey, amount, reason }) {
      const response = await call('refund', `${apiUrl}/v2/${encodeURIComponent(orderNumber)}/refund`, {
        method: 'POST',
        body: JSON.stringify({ refund_key: refundKey, amount, reason: reason.slice(0, 255) }),
      });
      const answer = await readJson(response);
      const fields = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
      // Midtrans answers refusals (e.g. 412: not settled yet) with HTTP 200 and the code in the body.
      if (!response.ok || fields.status_code !== '200' || typeof fields.transaction_status !== 'string')
        throw unavailable('refund', response.status, answer, orderNumber);
      return { transactionStatus: fields.transaction_status };
    },

    async fetchStatus(orderNumber): Promise<PaymentNotice | null> {
      const response = await call('status', `${apiUrl}/v2/${encodeURIComponent(orderNumber)}/status`, {
        method: 'GET',
      });
      const answer = await readJson(response);
      const statusCode =
        answer && typeof answer === 'object' ? (answer as Record<string, unknown>).status_code : undefined;
      // Midtrans answers an unknown order (also a Snap transaction whose buyer has not chosen a payment method
      // yet) with status_code 404, in the body and/or as the HTTP status.
      if (response.status === 404 || statusCode === '404') return null;
      if (!response.ok) throw unavailable('status', response.status, answer, orderNumber);
      try {
        return noticeFromMidtransStatus('midtrans', answer);
      } catch (error) {
        if (isAppError(error)) throw unavailable('status', response.status, answer, orderNumber);
        throw error;
      }
    },
  };
}
