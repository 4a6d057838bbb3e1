import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { snapBodyProblems } from './midtrans-standin-snap';

/**
 * A local stand-in for Midtrans, speaking its documented API closely enough to test the Snap adapter and the
 * notification webhook without the Internet:
 * - `POST /snap/v1/transactions` (Basic auth with the server key; 201 `{ token, redirect_url }`, 400 with
 *   `error_messages` for a bad body, a gross amount that is not the sum of the items, or an order id used before;
 *   401 for a wrong key);
 * - `GET /v2/{order_id}/status` (the transaction's true state as Midtrans reports it, whatever a notification
 *   said; 404 while unknown, which includes a Snap transaction whose buyer has not chosen a payment method yet;
 *   503 during a `statusOutage`);
 * - `POST /v2/{order_id}/refund` (`refund_key`, `amount`, `reason`): refunds a settled transaction, whole
 *   (`refund`) or in part (`partial_refund`); a refund key asked again answers the same refund; refusals answer
 *   HTTP 200 with the code in the body like Midtrans (412 not settled, 413 more than what is left);
 * - the test moves a transaction (`pend`, `settle`, `capture`, `expire`, `deny`, `cancel`, `refund`), and the stand-in
 *   POSTs the signed notification, in Midtrans's format, to `notificationUrl`.
 * Signatures are computed here with node:crypto, independently of the code under test.
 */

export interface StandInTransaction {
  orderId: string;
  grossAmount: number;
  token: string;
  /** The Snap request body as received. */
  request: Record<string, unknown>;
  createdAt: Date;
  /** null until the buyer "chooses a payment method" (a move). */
  transactionStatus: string | null;
  fraudStatus: string | null;
  transactionId: string;
  paymentType: string;
  transactionTime: Date | null;
  settlementTime: Date | null;
  /** Refunds made through the refund API, by refund key (a key asked again refunds once). */
  refunds: Map<string, { amount: number; reason: string }>;
}

export interface Delivery {
  /** The notification as sent. */
  notification: Record<string, string>;
  /** The webhook's HTTP status and body. */
  status: number;
  body: string;
}

export interface MoveOptions {
  paymentType?: string;
  fraudStatus?: string | null;
  /** Do not deliver the notification (a lost notification, to exercise reconciliation). */
  silent?: boolean;
}

export interface MidtransStandIn {
  /** Base URL serving both the Snap and the status API (use it for MIDTRANS_SNAP_URL and MIDTRANS_API_URL). */
  url: string;
  serverKey: string;
  /** Where notifications go; may be set after the app listens. */
  notificationUrl: string | undefined;
  /** Answer nothing for this long before answering (to exercise timeouts); 0 by default. */
  delayMs: number;
  /** The status API answers 503 while true (an outage of Midtrans's Core API; Snap keeps working). */
  statusOutage: boolean;
  transactions: Map<string, StandInTransaction>;
  /** Every request received, in order (method, path, parsed JSON body if any, status answered). */
  requests: Array<{ method: string; path: string; body: unknown; status: number }>;
  /** The buyer chose bank transfer: `pending` (201). */
  pend(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  settle(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  /** A card payment captured; `fraudStatus` accept (default) or challenge. */
  capture(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  expire(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  deny(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  cancel(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  refund(orderId: string, options?: MoveOptions): Promise<Delivery | null>;
  /** The signed notification the current state produces (without sending it). */
  notificationOf(orderId: string): Record<string, string>;
  close(): Promise<void>;
}

const statusCodes: Record<string, string> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  refund: '200',
  partial_refund: '200',
  deny: '202',
  cancel: '202',
  expire: '202',
};

const statusMessages: Record<string, string> = {
  pending: 'Success, transaction is found',
  settlement: 'Success, transaction is found',
  capture: 'Success, transaction is found',
  refund: 'Success, transaction is found',
  deny: 'Transaction is denied',
  cancel: 'Success, transaction is canceled',
  expire: 'Transaction is expired',
};

/** Midtrans's `YYYY-MM-DD HH:mm:ss` in Jakarta time. */
function jakartaTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function sha512(text: string): string {
  return createHash('sha512').update(text).digest('hex');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMidtransStandIn(
  options: { serverKey?: string; notificationUrl?: string; now?: () => Date } = {},
): Promise<MidtransStandIn> {
  const serverKey = options.serverKey ?? 'SB-Mid-server-standin-0123456789';
  const now = options.now ?? (() => new Date());
  const transactions = new Map<string, StandInTransaction>();
  const expectedAuthorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const standIn = {
    url: '',
    serverKey,
    notificationUrl: options.notificationUrl,
    delayMs: 0,
    statusOutage: false,
    transactions,
    requests: [],
  } as unknown as MidtransStandIn;

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function notificationOf(orderId: string): Record<string, string> {
    const transaction = transactions.get(orderId);
    if (!transaction?.transactionStatus || !transaction.transactionTime) {
      throw new Error(`the stand-in has no charged transaction ${orderId}`);
    }
    const status = transaction.transactionStatus;
    const statusCode = statusCodes[status] ?? '200';
    const grossAmount = `${transaction.grossAmount}.00`;
    const body: Record<string, string> = {
      transaction_time: jakartaTime(transaction.transactionTime),
      transaction_status: status,
      transaction_id: transaction.transactionId,
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: sha512(`${orderId}${statusCode}${grossAmount}${serverKey}`),
      payment_type: transaction.paymentType,
      order_id: orderId,
      merchant_id: 'G000STANDIN',
      gross_amount: grossAmount,
      currency: 'IDR',
      expiry_time: jakartaTime(new Date(transaction.transactionTime.getTime() + 24 * 3600_000)),
    };
    if (transaction.fraudStatus) body.fraud_status = transaction.fraudStatus;
    if (transaction.settlementTime) body.settlement_time = jakartaTime(transaction.settlementTime);
    return body;
  }

  async function move(
    orderId: string,
    transactionStatus: string,
    moveOptions: MoveOptions = {},
  ): Promise<Delivery | null> {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`the stand-in has no transaction ${orderId}`);
    const at = now();
    transaction.transactionStatus = transactionStatus;
    transaction.transactionTime ??= at;
    transaction.paymentType = moveOptions.paymentType ?? transaction.paymentType;
    transaction.fraudStatus =
      moveOptions.fraudStatus !== undefined
        ? moveOptions.fraudStatus
        : transactionStatus === 'capture' || transactionStatus === 'settlement'
          ? 'accept'
          : transaction.fraudStatus;
    if (transactionStatus === 'settlement') transaction.settlementTime = at;
    const notification = notificationOf(orderId);
    if (moveOptions.silent) return null;
    if (!standIn.notificationUrl) throw new Error('the stand-in has no notificationUrl');
    const response = await fetch(standIn.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(notification),
    });
    return { notification, status: response.status, body: await response.text() };
  }

  /** The refund API's answer (Midtrans answers its refusals with HTTP 200 and the code in the body). */
  function refundAnswer(orderId: string, body: unknown): Record<string, unknown> {
    const transaction = transactions.get(orderId);
    const { refund_key: key, amount, reason } = (body ?? {}) as Record<string, unknown>;
    if (!transaction?.transactionStatus)
      return { status_code: '404', status_message: "Transaction doesn't exist." };
    if (typeof key !== 'string' || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return { status_code: '400', status_message: 'One or more parameters in the payload is invalid.' };
    const refunded = () => [...transaction.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
    if (!transaction.refunds.has(key)) {
      if (!['settlement', 'capture', 'partial_refund'].includes(transaction.transactionStatus))
        return { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };
      if (refunded() + amount > transaction.grossAmount)
        return { status_code: '413', status_message: 'The refund amount exceeds the transaction amount' };
      transaction.refunds.set(key, { amount, reason: typeof reason === 'string' ? reason : '' });
      transaction.transactionStatus = refunded() >= transaction.grossAmount ? 'refund' : 'partial_refund';
    }
    return {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      transaction_id: transaction.transactionId,
      order_id: orderId,
      gross_amount: `${transaction.grossAmount}.00`,
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_status: transaction.transactionStatus,
      refund_amount: `${transaction.refunds.get(key)?.amount ?? amount}.00`,
      refund_key: key,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const raw = await readBody(request);
    let body: unknown = undefined;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const answer = (status: number, payload: unknown) => {
      standIn.requests.push({ method: request.method ?? '', path, body, status });
      send(response, status, payload);
    };
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    const authorized = request.headers.authorization === expectedAuthorization;

    if (request.method === 'POST' && path === '/snap/v1/transactions') {
      if (!authorized) {
        answer(401, {
          error_messages: [
            'Access denied due to unauthorized transaction, please check client or server key',
            'Visit https://snap-docs.midtrans.com/#request-headers for more details',
          ],
        });
        return;
      }
      const problems = snapBodyProblems(body, transactions);
      if (problems.length > 0) {
        answer(400, { error_messages: problems });
        return;
      }
      const snap = body as { transaction_details: { order_id: string; gross_amount: number } };
      const token = randomUUID();
      transactions.set(snap.transaction_details.order_id, {
        orderId: snap.transaction_details.order_id,
        grossAmount: snap.transaction_details.gross_amount,
        token,
        request: body as Record<string, unknown>,
        createdAt: now(),
        transactionStatus: null,
        fraudStatus: null,
        transactionId: randomUUID(),
        paymentType: 'bank_transfer',
        transactionTime: null,
        settlementTime: null,
        refunds: new Map(),
      });
      answer(201, { token, redirect_url: `${standIn.url}/snap/v4/redirection/${token}` });
      return;
    }

    const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      if (!authorized) {
        answer(401, { status_code: '401', status_message: 'Unauthorized', id: randomUUID() });
        return;
      }
      answer(200, refundAnswer(decodeURIComponent(refund[1] ?? ''), body));
      return;
    }

    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    if (request.method === 'GET' && status) {
      if (!authorized) {
        answer(401, {
          status_code: '401',
          status_message: 'Transaction cannot be authorized with the current client/server key.',
          id: randomUUID(),
        });
        return;
      }
      if (standIn.statusOutage) {
        answer(503, {
          status_code: '503',
          status_message: 'Midtrans is under maintenance',
          id: randomUUID(),
        });
        return;
      }
      const transaction = transactions.get(decodeURIComponent(status[1] ?? ''));
      if (!transaction?.transactionStatus) {
        answer(404, { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
        return;
      }
      const notification = notificationOf(transaction.orderId);
      const statusCode = transaction.transactionStatus === 'expire' ? '407' : notification.status_code;
      answer(200, {
        ...notification,
        status_code: statusCode,
        // The status API signs its answer the same way, with its own status code.
        signature_key: sha512(`${transaction.orderId}${statusCode}${notification.gross_amount}${serverKey}`),
        status_message: statusMessages[transaction.transactionStatus] ?? 'Success, transaction is found',
      });
      return;
    }

    answer(404, { status_code: '404', status_message: 'The requested resource is not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status_code: '500', status_message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;

  standIn.pend = (orderId, o) => move(orderId, 'pending', o);
  standIn.settle = (orderId, o) => move(orderId, 'settlement', o);
  standIn.capture = (orderId, o) =>
    move(orderId, 'capture', { paymentType: 'credit_card', fraudStatus: 'accept', ...o });
  standIn.expire = (orderId, o) => move(orderId, 'expire', o);
  standIn.deny = (orderId, o) => move(orderId, 'deny', o);
  standIn.cancel = (orderId, o) => move(orderId, 'cancel', o);
  standIn.refund = (orderId, o) => move(orderId, 'refund', o);
  standIn.notificationOf = notificationOf;
  standIn.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return standIn;
}
