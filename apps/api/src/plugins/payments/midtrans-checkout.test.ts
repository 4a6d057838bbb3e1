import type { AddressInfo } from 'node:net';
import { checkoutResponseSchema } from '@scola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkout,
  createStudents,
  createVoucher,
  notificationsOf,
  notify,
  openShop,
  orderOf,
  receiptsOf,
  type Shop,
  snapshot,
  type Student,
} from '../../test/buying-test-kit';
import { errorCode } from '../../test/auth-helpers';
import { buildMidtransNotification } from './midtrans-notification';
import { useCatalogueApp } from '../../test/catalogue';
import { startMidtransStandIn } from '../../test/midtrans-standin';
import { testDatabases } from '../../test/test-app';

/**
 * The whole path with PAYMENT_PROVIDER=midtrans against the local Midtrans stand-in: checkout opens a Snap
 * transaction, the stand-in settles it and POSTs its signed notification to the listening app, the order is paid.
 */
const standIn = await startMidtransStandIn({ serverKey: 'SB-Mid-server-e2e-0123456789' });
afterAll(() => standIn.close());

describe.each(testDatabases())('checkout paid through Midtrans (stand-in) (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, {
    env: {
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: standIn.serverKey,
      MIDTRANS_SNAP_URL: standIn.url,
      MIDTRANS_API_URL: standIn.url,
      PUBLIC_URL: 'https://scola.example.test',
    },
  });
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    standIn.notificationUrl = `http://127.0.0.1:${port}/api/pembayaran/notifikasi/midtrans`;
    shop = await openShop(ctx);
    students = await createStudents(ctx, 7);
    await createVoucher(ctx, { code: `MID${kind.toUpperCase()}`, discountValue: 20_000 });
  });

  async function buy(buyer: Student, body: object = {}) {
    const [classId] = await shop.classes(1, { price: 200_000, capacity: 5 });
    await addToCart(ctx, buyer, 'kelas', classId ?? '');
    const response = await checkout(ctx, buyer, body);
    expect(response.statusCode, response.body).toBe(201);
    return checkoutResponseSchema.parse(response.json()).data;
  }

  it('names Midtrans as the payment method', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/pembayaran/metode' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { provider: 'midtrans' } });
  });

  it('pays an order: Snap transaction opened, settlement notification delivered once, entitlement granted', async () => {
    const { order, payment } = await buy(student(0), { voucherCode: `MID${kind.toUpperCase()}` });
    expect(order).toMatchObject({ status: 'pending', subtotal: 200_000, discount: 20_000, total: 180_000 });
    const transaction = standIn.transactions.get(order.number);
    expect(transaction).toBeDefined();
    expect(payment).toEqual({
      provider: 'midtrans',
      redirectUrl: `${standIn.url}/snap/v4/redirection/${transaction?.token}`,
    });
    expect(transaction?.request).toMatchObject({
      transaction_details: { order_id: order.number, gross_amount: 180_000 },
      callbacks: { finish: `https://scola.example.test/#/transaksi/detil?id=${order.id}` },
      expiry: { unit: 'minute' },
    });

    const pending = await standIn.pend(order.number);
    expect(pending?.status, pending?.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0 });

    const settled = await standIn.settle(order.number);
    expect(settled?.status, settled?.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1, voucher_used: 1 });

    // Midtrans may deliver the same notification again: one effect.
    const again = await notify(ctx, settled?.notification ?? {}, 'midtrans');
    expect(again.statusCode, again.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });
    expect(await receiptsOf(ctx, order.number)).toBe(1);
    expect((await orderOf(ctx, student(0), order.id)).status).toBe('paid');
  });

  it('refuses a tampered notification and one signed with the simulator key; nothing changes', async () => {
    const { order } = await buy(student(1));
    await standIn.settle(order.number, { silent: true });
    const genuine = standIn.notificationOf(order.number);

    const tampered = await notify(ctx, { ...genuine, gross_amount: '1000.00' }, 'midtrans');
    expect(tampered.statusCode).toBe(403);
    expect(errorCode(tampered)).toBe('PAYMENT_SIGNATURE_INVALID');
    // A notification for a Midtrans order sent to the simulator's route is checked with the simulator key.
    const wrongRoute = await notify(ctx, genuine, 'simulator');
    expect(errorCode(wrongRoute)).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0 });
    expect(await notificationsOf(ctx, order.number)).toEqual([
      expect.objectContaining({ outcome: 'rejected', signature_valid: false }),
      expect.objectContaining({ outcome: 'rejected', signature_valid: false }),
    ]);
  });

  it('reconciles a lost settlement notification through the status API when the buyer opens the order', async () => {
    const { order } = await buy(student(2));
    await standIn.settle(order.number, { silent: true });
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending' });
    expect((await orderOf(ctx, student(2), order.id)).status).toBe('paid');
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });
  });

  it('expires the order when Midtrans expires the transaction, giving back the seat', async () => {
    const { order } = await buy(student(3));
    expect(await snapshot(ctx, order.id)).toMatchObject({ seats: 1 });
    const expired = await standIn.expire(order.number);
    expect(expired?.status, expired?.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'expired', seats: 0, entitlements: 0 });
  });

  it('acts on the status API, not on the notification: a settlement replayed as refund, cancel or expire changes nothing', async () => {
    const { order } = await buy(student(4));
    const settled = await standIn.settle(order.number);
    expect(settled?.status, settled?.body).toBe(200);
    const paid = await snapshot(ctx, order.id);
    expect(paid).toMatchObject({ status: 'paid', entitlements: 1, seats: 1 });

    // Midtrans signs order_id, status_code and gross_amount only: these still carry a valid signature.
    for (const status of ['refund', 'cancel', 'expire']) {
      const replayed = await notify(
        ctx,
        { ...settled?.notification, transaction_status: status },
        'midtrans',
      );
      expect(replayed.statusCode, replayed.body).toBe(200);
    }
    expect(await snapshot(ctx, order.id)).toEqual(paid);
    expect((await orderOf(ctx, student(4), order.id)).status).toBe('paid');
    expect(await notificationsOf(ctx, order.number)).toEqual([
      expect.objectContaining({ outcome: 'applied', transaction_status: 'settlement', reason: 'paid' }),
      ...['refund', 'cancel', 'expire'].map((status): unknown =>
        expect.objectContaining({
          outcome: 'ignored',
          signature_valid: true,
          transaction_status: status,
          reason: `already paid (the notification said ${status}, the gateway says settlement)`,
        }),
      ),
    ]);

    // A refund the gateway really made still takes effect.
    const refunded = await standIn.refund(order.number);
    expect(refunded?.status, refunded?.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'refunded' });
  });

  it('keeps an order waiting when a signed pending notification is replayed as paid or closed, or the gateway has no payment', async () => {
    const { order } = await buy(student(5));
    // Signed with the right key, but Midtrans has no payment for the order yet: nothing to act on.
    const unknown = buildMidtransNotification(
      {
        orderId: order.number,
        grossAmount: order.total,
        transactionStatus: 'settlement',
        transactionId: 'made-up',
        paymentType: 'bank_transfer',
        transactionTime: new Date(),
      },
      standIn.serverKey,
    );
    const refused = await notify(ctx, unknown, 'midtrans');
    expect(refused.statusCode, refused.body).toBe(404);
    expect(errorCode(refused)).toBe('NOT_FOUND');

    const pending = await standIn.pend(order.number);
    expect(pending?.status, pending?.body).toBe(200);
    for (const status of ['settlement', 'capture', 'cancel', 'expire', 'deny']) {
      const replayed = await notify(
        ctx,
        { ...pending?.notification, transaction_status: status, fraud_status: 'accept' },
        'midtrans',
      );
      expect(replayed.statusCode, replayed.body).toBe(200);
    }
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0, seats: 1 });
    expect(await notificationsOf(ctx, order.number)).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'the gateway does not know the transaction' }),
      expect.objectContaining({ outcome: 'ignored', transaction_status: 'pending' }),
      ...['settlement', 'capture', 'cancel', 'expire', 'deny'].map((status): unknown =>
        expect.objectContaining({ outcome: 'ignored', transaction_status: status }),
      ),
    ]);

    // The genuine settlement still settles.
    const settled = await standIn.settle(order.number);
    expect(settled?.status, settled?.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });
  });

  it('answers 502 while the status API is down, changing nothing, and settles when Midtrans sends again', async () => {
    const { order } = await buy(student(6));
    standIn.statusOutage = true;
    let delivery: Awaited<ReturnType<typeof standIn.settle>>;
    try {
      delivery = await standIn.settle(order.number);
    } finally {
      standIn.statusOutage = false;
    }
    expect(delivery?.status, delivery?.body).toBe(502);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      error: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: expect.any(String) as string },
    });
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0, seats: 1 });

    // Midtrans retries a notification answered with an error.
    const retried = await notify(ctx, delivery?.notification ?? {}, 'midtrans');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });
    expect((await notificationsOf(ctx, order.number)).map((row) => [row.outcome, row.reason])).toEqual([
      ['rejected', 'status lookup failed'],
      ['applied', 'paid'],
    ]);
  });
});
