import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MidtransStandIn, startMidtransStandIn } from '../../test/midtrans-standin';
import { AppError } from '../../lib/app-error';
import { midtransProvider, snapTransactionBody } from './midtrans';
import type { CreatePaymentInput, PaymentNotice, PaymentProvider } from './provider';

const NOW = new Date('2026-11-21T03:00:00Z');
let sequence = 0;

function order(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    orderNumber: `SCL-20261121-${String(sequence).padStart(4, '0')}`,
    grossAmount: 285000,
    expiresAt: new Date(NOW.getTime() + 90 * 60_000),
    customer: { name: 'Siti Rahmawati', email: 'siti@example.test', phone: '+6281234567890' },
    items: [
      {
        id: 'kelas:7f1c',
        name: 'Matematika Dasar SMA: Persamaan Kuadrat dan Fungsi Eksponen Lengkap',
        price: 200000,
        quantity: 1,
      },
      { id: 'materi:a2b9', name: 'Ringkasan Fisika', price: 100000, quantity: 1 },
      { id: 'voucher', name: 'Voucher SCOLAHEMAT', price: -15000, quantity: 1 },
    ],
    finishUrl: 'http://localhost:3000/#/transaksi/detil?id=1',
    ...overrides,
  };
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Midtrans Snap adapter against the stand-in', () => {
  let standIn: MidtransStandIn;
  let receiver: Server;
  /** What the notification receiver (our webhook stand-in) made of each delivery. */
  const received: Array<PaymentNotice | AppError> = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  let provider: PaymentProvider;

  function providerWith(serverKey: string, extra: { timeoutMs?: number } = {}): PaymentProvider {
    return midtransProvider({
      serverKey,
      snapUrl: `${standIn.url}/`,
      apiUrl: standIn.url,
      log,
      now: () => NOW,
      ...extra,
    });
  }

  beforeAll(async () => {
    standIn = await startMidtransStandIn({ now: () => NOW });
    provider = providerWith(standIn.serverKey);
    // A webhook that verifies what the stand-in delivers, like the notification route does.
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          received.push(provider.verifyNotification(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          response.writeHead(200).end('ok');
        } catch (error) {
          received.push(error as AppError);
          response.writeHead(403).end('refused');
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    standIn.notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
  });

  afterAll(async () => {
    await standIn.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  afterEach(() => {
    standIn.delayMs = 0;
    log.warn.mockClear();
    log.error.mockClear();
  });

  it('opens a Snap transaction with the documented body and answers its token and redirect URL', async () => {
    const input = order();
    const created = await provider.createPayment(input);
    const transaction = standIn.transactions.get(input.orderNumber);
    expect(transaction).toBeDefined();
    expect(created).toEqual({
      reference: transaction?.token,
      redirectUrl: `${standIn.url}/snap/v4/redirection/${transaction?.token}`,
    });
    const body = transaction?.request as {
      item_details: Array<{ name: string; price: number }>;
    } & Record<string, unknown>;
    expect(body.transaction_details).toEqual({ order_id: input.orderNumber, gross_amount: 285000 });
    expect(body.customer_details).toEqual({
      first_name: 'Siti Rahmawati',
      email: 'siti@example.test',
      phone: '+6281234567890',
    });
    expect(body.expiry).toEqual({ start_time: '2026-11-21 10:00:00 +0700', unit: 'minute', duration: 90 });
    expect(body.callbacks).toEqual({ finish: input.finishUrl });
    expect(body.item_details.map((item) => item.price)).toEqual([200000, 100000, -15000]);
    const longName = body.item_details[0]?.name ?? '';
    expect(Array.from(longName)).toHaveLength(50);
    expect(longName.startsWith('Matematika Dasar SMA: Persamaan Kuadrat')).toBe(true);
  });

  it('reports a refused key as PAYMENT_GATEWAY_UNAVAILABLE and logs, not leaks, the gateway message', async () => {
    const error = await appErrorOf(providerWith('SB-Mid-server-wrong-key').createPayment(order()));
    expect(error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(error.message).not.toMatch(/access denied/i);
    expect(JSON.stringify(log.error.mock.calls)).toMatch(/Access denied due to unauthorized transaction/);
    expect(standIn.requests.at(-1)?.status).toBe(401);
  });

  it('refuses to reuse an order id, like Midtrans', async () => {
    const input = order();
    await provider.createPayment(input);
    const error = await appErrorOf(provider.createPayment(input));
    expect(error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(JSON.stringify(log.error.mock.calls)).toMatch(/order_id has already been taken/);
  });

  it('never sends a gross amount that differs from the sum of the items; the stand-in refuses one too', async () => {
    const input = order({ grossAmount: 300000 });
    await expect(provider.createPayment(input)).rejects.toThrow(/sum/);
    expect(standIn.transactions.has(input.orderNumber)).toBe(false);

    const body = snapTransactionBody(order(), NOW) as { transaction_details: { gross_amount: number } };
    body.transaction_details.gross_amount = 300000;
    const response = await fetch(`${standIn.url}/snap/v1/transactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${standIn.serverKey}:`).toString('base64')}`,
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
  });

  it('gives up on a gateway that does not answer in time, or cannot be reached', async () => {
    standIn.delayMs = 500;
    const slow = await appErrorOf(providerWith(standIn.serverKey, { timeoutMs: 100 }).createPayment(order()));
    expect(slow.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    const unreachable = midtransProvider({
      serverKey: standIn.serverKey,
      snapUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      log,
    });
    expect((await appErrorOf(unreachable.createPayment(order()))).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect((await appErrorOf(unreachable.fetchStatus('SCL-X'))).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });

  it('reads the status of known and unknown orders', async () => {
    expect(await provider.fetchStatus('SCL-19990101-9999')).toBeNull();
    const input = order();
    await provider.createPayment(input);
    // Created at Snap, but no payment method chosen yet: Midtrans does not know the transaction.
    expect(await provider.fetchStatus(input.orderNumber)).toBeNull();

    await standIn.pend(input.orderNumber, { silent: true });
    expect(await provider.fetchStatus(input.orderNumber)).toMatchObject({
      outcome: 'pending',
      statusCode: '201',
    });
    await standIn.settle(input.orderNumber, { silent: true });
    expect(await provider.fetchStatus(input.orderNumber)).toMatchObject({
      provider: 'midtrans',
      orderNumber: input.orderNumber,
      transactionStatus: 'settlement',
      outcome: 'paid',
      grossAmount: '285000.00',
      amount: 285000,
      occurredAt: NOW,
    });

    const expiring = order();
    await provider.createPayment(expiring);
    await standIn.expire(expiring.orderNumber, { silent: true });
    expect(await provider.fetchStatus(expiring.orderNumber)).toMatchObject({
      outcome: 'expired',
      statusCode: '407',
    });

    const wrongKey = await appErrorOf(providerWith('SB-Mid-server-wrong-key').fetchStatus(input.orderNumber));
    expect(wrongKey.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });

  it('verifies the notifications the stand-in delivers and maps their statuses', async () => {
    const input = order();
    await provider.createPayment(input);
    received.length = 0;
    const pending = await standIn.pend(input.orderNumber);
    const settled = await standIn.settle(input.orderNumber);
    expect([pending?.status, settled?.status]).toEqual([200, 200]);
    expect(received).toEqual([
      expect.objectContaining({ outcome: 'pending', orderNumber: input.orderNumber, amount: 285000 }),
      expect.objectContaining({ outcome: 'paid', transactionStatus: 'settlement', grossAmount: '285000.00' }),
    ]);

    const card = order();
    await provider.createPayment(card);
    received.length = 0;
    await standIn.capture(card.orderNumber, { fraudStatus: 'challenge' });
    await standIn.capture(card.orderNumber, { fraudStatus: 'accept' });
    await standIn.deny(card.orderNumber);
    expect(received.map((notice) => (notice instanceof AppError ? notice.code : notice.outcome))).toEqual([
      'challenge',
      'paid',
      'failed',
    ]);
  });

  it('refuses a tampered notification or one signed with another key', async () => {
    const input = order();
    await provider.createPayment(input);
    await standIn.settle(input.orderNumber, { silent: true });
    const genuine = standIn.notificationOf(input.orderNumber);
    expect(provider.verifyNotification(genuine).outcome).toBe('paid');

    const codeOf = (body: unknown) => {
      try {
        provider.verifyNotification(body);
        return 'accepted';
      } catch (error) {
        return (error as AppError).code;
      }
    };
    expect(codeOf({ ...genuine, gross_amount: '1000.00' })).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(codeOf({ ...genuine, transaction_status: 'settlement', status_code: '201' })).toBe(
      'PAYMENT_SIGNATURE_INVALID',
    );
    expect(
      codeOf({
        ...genuine,
        signature_key: genuine.signature_key?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ).toBe('PAYMENT_SIGNATURE_INVALID');

    const other = await startMidtransStandIn({ serverKey: 'SB-Mid-server-someone-else', now: () => NOW });
    try {
      const otherProvider = midtransProvider({
        serverKey: other.serverKey,
        snapUrl: other.url,
        apiUrl: other.url,
        log,
        now: () => NOW,
      });
      await otherProvider.createPayment(input);
      await other.settle(input.orderNumber, { silent: true });
      expect(codeOf(other.notificationOf(input.orderNumber))).toBe('PAYMENT_SIGNATURE_INVALID');
    } finally {
      await other.close();
    }
  });
});

describe('Midtrans status answers carried in the body', () => {
  const log = { warn: vi.fn(), error: vi.fn() };
  const answering = (status: number, body: unknown) =>
    midtransProvider({
      serverKey: 'SB-Mid-server-anything',
      snapUrl: 'http://midtrans.invalid',
      apiUrl: 'http://midtrans.invalid',
      log,
      fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status })),
    });

  it('treats status_code 404 in a 200 answer as unknown, and other error codes as unavailable', async () => {
    expect(
      await answering(200, { status_code: '404', status_message: "Transaction doesn't exist." }).fetchStatus(
        'X',
      ),
    ).toBeNull();
    const error = await appErrorOf(
      answering(200, { status_code: '500', status_message: 'Sorry, an internal error occurred' }).fetchStatus(
        'X',
      ),
    );
    expect(error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect(JSON.stringify(log.error.mock.calls)).toMatch(/internal error occurred/);
  });

  it('refuses a Snap answer without a token or redirect URL', async () => {
    const error = await appErrorOf(answering(201, { token: 'abc' }).createPayment(order()));
    expect(error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });
});
