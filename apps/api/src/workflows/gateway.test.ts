import { orderResponseSchema } from '@scola/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentNotice, PaymentProvider } from '../plugins/payments';
import { errorCode, post } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  orderOf,
  receiptsOf,
  type Shop,
  snapshot,
  type Student,
} from '../test/buying-test-kit';

describe.each(testDatabases())('payment gateways seen from the orders (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 3);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the order pending when the gateway is down; paying again opens the payment', async () => {
    const simulator = ctx.app.payments.byName('simulator') as PaymentProvider;
    const down: PaymentProvider = {
      name: 'simulator',
      createPayment: () => Promise.reject(new Error('connect ECONNREFUSED')),
      verifyNotification: (body) => simulator.verifyNotification(body),
      fetchStatus: (number) => simulator.fetchStatus(number),
      refund: (input) => simulator.refund(input),
    };
    const byName = vi
      .spyOn(ctx.app.payments, 'byName')
      .mockImplementation((name) => (name === 'simulator' ? down : undefined));
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(0), 'kelas', classId!);

    const refused = await checkout(ctx, student(0));
    expect(refused.statusCode).toBe(502);
    expect(errorCode(refused)).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    const { orderId } = refused.json<{ error: { details: { orderId: string } } }>().error.details;
    const pending = await orderOf(ctx, student(0), orderId);
    expect(pending).toMatchObject({ status: 'pending', payment: null });
    expect(await snapshot(ctx, orderId)).toMatchObject({ seats: 1 });
    expect(errorCode(await post(ctx.app, `/api/transaksi/${orderId}/bayar`, {}, student(0).token))).toBe(
      'PAYMENT_GATEWAY_UNAVAILABLE',
    );

    // The same item cannot go into a second order while the first one waits for its payment.
    await addToCart(ctx, student(0), 'kelas', classId!);
    const twice = await checkout(ctx, student(0));
    expect(twice.statusCode).toBe(409);
    expect(errorCode(twice)).toBe('ORDER_ITEM_PENDING');
    expect(twice.json()).toMatchObject({
      error: { details: { itemType: 'kelas', itemId: classId, orderId, orderNumber: pending.number } },
    });

    byName.mockRestore();
    const again = await post(ctx.app, `/api/transaksi/${orderId}/bayar`, {}, student(0).token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      data: { payment: { provider: 'simulator', redirectUrl: `/#/pembayaran/simulator/${pending.number}` } },
    });
    expect((await orderOf(ctx, student(0), orderId)).payment).toMatchObject({ attempt: 1 });
    // Asking again answers the same attempt.
    await post(ctx.app, `/api/transaksi/${orderId}/bayar`, {}, student(0).token);
    expect((await orderOf(ctx, student(0), orderId)).payment).toMatchObject({ attempt: 1 });
  });

  it('reconciles a Midtrans order whose notification never came when the buyer opens it', async () => {
    let gatewaySays: Omit<PaymentNotice, 'raw'> | null = null;
    const midtrans: PaymentProvider = {
      name: 'midtrans',
      createPayment: (input) =>
        Promise.resolve({
          reference: 'snap-token',
          redirectUrl: `https://app.sandbox.midtrans.com/snap/v4/${input.orderNumber}`,
        }),
      verifyNotification: () => {
        throw new Error('not used');
      },
      refund: () => Promise.reject(new Error('not used')),
      fetchStatus: () => Promise.resolve(gatewaySays ? { ...gatewaySays, raw: gatewaySays } : null),
    };
    const payments = ctx.app.payments;
    vi.spyOn(payments, 'active', 'get').mockReturnValue(midtrans);
    vi.spyOn(payments, 'byName').mockImplementation((name) => (name === 'midtrans' ? midtrans : undefined));
    const courseId = await shop.course({ price: 99_000 });
    await addToCart(ctx, student(1), 'lifeskill', courseId);
    const { order, payment } = checkoutData(await checkout(ctx, student(1)));
    expect(payment).toEqual({
      provider: 'midtrans',
      redirectUrl: `https://app.sandbox.midtrans.com/snap/v4/${order.number}`,
    });
    // The buyer cannot pay a Midtrans order through the simulator.
    expect(
      (await post(ctx.app, `/api/pembayaran/simulator/${order.number}`, { result: 'pay' }, student(1).token))
        .statusCode,
    ).toBe(403);

    expect((await orderOf(ctx, student(1), order.id)).status).toBe('pending');
    gatewaySays = {
      provider: 'midtrans',
      orderNumber: order.number,
      transactionStatus: 'settlement',
      fraudStatus: null,
      statusCode: '200',
      grossAmount: '99000.00',
      amount: 99_000,
      transactionId: 'tx-1',
      paymentType: 'qris',
      occurredAt: new Date(),
      outcome: 'paid',
    };
    const detail = await orderOf(ctx, student(1), order.id);
    expect(detail).toMatchObject({
      status: 'paid',
      payment: { providerStatus: 'settlement', paymentType: 'qris' },
    });
    expect(await snapshot(ctx, order.id)).toMatchObject({ entitlements: 1 });
    expect(await receiptsOf(ctx, order.number)).toBe(1);
    expect(orderResponseSchema.safeParse({ data: detail }).success).toBe(true);
  });
});
