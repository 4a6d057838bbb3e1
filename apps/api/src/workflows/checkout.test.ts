import { checkoutResponseSchema, orderListSchema, orderResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, post, queryRows, testClock } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  signedNotification,
  simulatorMoves,
  notificationsOf,
  notify,
  openShop,
  orderOf,
  receiptsOf,
  type Shop,
  simulate,
  snapshot,
  type Student,
} from '../test/buying-test-kit';

describe.each(testDatabases())('checkout and payment (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 13);
    await createVoucher(ctx, {
      code: 'SCOLAHEMAT',
      discountKind: 'percentage',
      discountValue: 10,
      maxDiscount: 50_000,
      minSubtotal: 100_000,
      perUserLimit: 1,
    });
    await createVoucher(ctx, { code: 'GRATISKELAS', discountValue: 1_000_000 });
  });

  it('buys a class and a course with SCOLAHEMAT through the simulator: paid, owned, one receipt', async () => {
    const [classId] = await shop.classes(1, { price: 200_000, capacity: 3 });
    const courseId = await shop.course({ price: 99_000 });
    await addToCart(ctx, student(0), 'kelas', classId!);
    await addToCart(ctx, student(0), 'lifeskill', courseId);

    const response = await checkout(ctx, student(0), { voucherCode: 'scolahemat' });
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = checkoutResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({ status: 'pending', subtotal: 299_000, discount: 29_900, total: 269_100 });
    expect(order.number).toMatch(/^SCL-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    expect(payment).toEqual({
      provider: 'simulator',
      redirectUrl: `/#/pembayaran/simulator/${order.number}`,
    });
    // The cart became the order; the seat and the voucher use are held.
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/keranjang',
      headers: { authorization: student(0).token },
    });
    expect(cart.json<{ data: { lines: unknown[] } }>().data.lines).toHaveLength(0);
    expect(await snapshot(ctx, order.id)).toMatchObject({
      status: 'pending',
      voucher_used: 1,
      seats: 1,
      entitlements: 0,
    });

    const detail = await orderOf(ctx, student(0), order.id);
    expect(detail.voucherCode).toBe('SCOLAHEMAT');
    expect(detail.lines.map((line) => [line.itemType, line.price])).toEqual([
      ['kelas', 200_000],
      ['lifeskill', 99_000],
    ]);
    expect(detail.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(29_900);
    expect(detail.payment).toMatchObject({ provider: 'simulator', attempt: 1, providerStatus: 'pending' });

    const paid = await simulate(ctx, student(0), order.number, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    const settled = orderResponseSchema.parse(paid.json()).data;
    expect(settled.status).toBe('paid');
    expect(settled.paidAt).not.toBeNull();
    expect(settled.payment?.providerStatus).toBe('settlement');
    expect(await snapshot(ctx, order.id)).toMatchObject({
      status: 'paid',
      entitlements: 2,
      voucher_used: 1,
      seats: 1,
    });
    const owned = await ctx.app.inject({
      method: 'GET',
      url: '/api/koleksi/kelas',
      headers: { authorization: student(0).token },
    });
    expect(owned.body).toContain(classId);
    expect(await receiptsOf(ctx, order.number)).toBe(1);
    const [mail] = await queryRows(
      ctx.database,
      sql`select "to", text from outbox where subject like ${`%${order.number}%`}`,
    );
    expect(mail?.to).toBe(student(0).email);
    expect(mail?.text).toContain('Rp 269.100');
    expect(mail?.text).toContain('SCOLAHEMAT');
    expect(await notificationsOf(ctx, order.number)).toEqual([
      expect.objectContaining({
        outcome: 'applied',
        signature_valid: true,
        transaction_status: 'settlement',
      }),
    ]);

    // Paying again, or failing now, changes nothing.
    expect(errorCode(await simulate(ctx, student(0), order.number, 'fail'))).toBe('ORDER_NOT_PENDING');
    // Once per student: a second order with SCOLAHEMAT is refused.
    const [other] = await shop.classes(1);
    await addToCart(ctx, student(0), 'kelas', other!);
    const again = await checkout(ctx, student(0), { voucherCode: 'SCOLAHEMAT' });
    expect(errorCode(again)).toBe('VOUCHER_USER_LIMIT_REACHED');
    // The refused checkout kept the cart and took no seat.
    expect(await snapshot(ctx, order.id)).toMatchObject({ seats: 1 });
  });

  it('refuses what a client should not say or see: prices, totals, someone else’s order', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(1), 'kelas', classId!);
    for (const body of [
      { total: 1 },
      { voucherCode: 'SCOLAHEMAT', price: 1 },
      { lines: [] },
      { subtotal: 0 },
    ]) {
      const response = await checkout(ctx, student(1), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    expect(
      await queryRows(ctx.database, sql`select id from orders where user_id = ${student(1).id}`),
    ).toEqual([]);

    const { order } = checkoutData(await checkout(ctx, student(1)));
    expect(order.total).toBe(150_000);
    const stranger = student(2);
    const asStranger = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: stranger.token },
        ...(payload ? { payload } : {}),
      });
    for (const response of [
      await asStranger('GET', `/api/transaksi/${order.id}`),
      await asStranger('POST', `/api/transaksi/${order.id}/batal`),
      await asStranger('POST', `/api/transaksi/${order.id}/bayar`),
      await asStranger('POST', `/api/pembayaran/simulator/${order.number}`, { result: 'pay' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const list = orderListSchema.parse((await asStranger('GET', '/api/transaksi')).json());
    expect(list.meta.total).toBe(0);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'pending', entitlements: 0 });
    expect(errorCode(await post(ctx.app, '/api/checkout', {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await checkout(ctx, stranger))).toBe('CART_EMPTY');
  });

  it('refuses forged, unconfirmed, unknown and wrongly priced notifications, logs them and changes nothing', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(3), 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, student(3)));
    const before = await snapshot(ctx, order.id);

    const forged = await notify(ctx, signedNotification(ctx, order, 'settlement', 'SB-Mid-server-forged'));
    expect(forged.statusCode).toBe(403);
    expect(errorCode(forged)).toBe('PAYMENT_SIGNATURE_INVALID');
    // The key the README once printed verifies nothing: each installation has its own.
    const readmeKey = signedNotification(ctx, order, 'settlement', 'SB-Mid-server-scola-simulator');
    expect(errorCode(await notify(ctx, readmeKey))).toBe('PAYMENT_SIGNATURE_INVALID');
    // The simulator signs transaction_status too: a signed `deny` replayed as `settlement` does not verify.
    const replayed = { ...signedNotification(ctx, order, 'deny'), transaction_status: 'settlement' };
    expect(errorCode(await notify(ctx, replayed))).toBe('PAYMENT_SIGNATURE_INVALID');
    // Even a correctly signed settlement is only a reason to ask: the simulator never recorded a payment.
    const unconfirmed = await notify(ctx, signedNotification(ctx, order, 'settlement'));
    expect(unconfirmed.statusCode).toBe(404);
    const renamed = { ...signedNotification(ctx, order, 'settlement'), order_id: 'SCL-20260101-ZZZZZZ' };
    expect(errorCode(await notify(ctx, renamed))).toBe('PAYMENT_SIGNATURE_INVALID');
    const cheap = await notify(
      ctx,
      await simulatorMoves(ctx, { number: order.number, total: 1_000 }, 'settlement'),
    );
    expect(cheap.statusCode).toBe(422);
    expect(errorCode(cheap)).toBe('PAYMENT_AMOUNT_MISMATCH');
    const unknown = await notify(
      ctx,
      await simulatorMoves(ctx, { number: 'SCL-20260101-ZZZZZZ', total: order.total }, 'settlement'),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await notify(ctx, { order_id: order.number })).statusCode).toBe(400);

    expect(await snapshot(ctx, order.id)).toEqual(before);
    expect(await notificationsOf(ctx, order.number)).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'bad signature', signature_valid: false }),
      expect.objectContaining({ outcome: 'rejected', reason: 'bad signature', signature_valid: false }),
      expect.objectContaining({ outcome: 'rejected', reason: 'bad signature', signature_valid: false }),
      expect.objectContaining({
        outcome: 'rejected',
        signature_valid: true,
        reason: 'the gateway does not know the transaction',
      }),
      expect.objectContaining({
        outcome: 'rejected',
        signature_valid: true,
        reason: 'amount 1000.00 is not 150000',
      }),
      expect.objectContaining({
        outcome: 'rejected',
        reason: 'invalid notification',
        signature_valid: false,
      }),
    ]);
    expect(await notificationsOf(ctx, 'SCL-20260101-ZZZZZZ')).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'bad signature' }),
      expect.objectContaining({ outcome: 'rejected', reason: 'unknown order' }),
    ]);
    expect(await receiptsOf(ctx, order.number)).toBe(0);
  });

  it('tolerates out-of-order delivery: a late pending or expire after settlement changes nothing', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(4), 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, student(4)));
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'settlement'))).statusCode).toBe(200);
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'pending'))).statusCode).toBe(200);
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'expire'))).statusCode).toBe(200);
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'settlement'))).statusCode).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1, seats: 1 });
    expect((await orderOf(ctx, student(4), order.id)).payment?.providerStatus).toBe('settlement');
    expect((await notificationsOf(ctx, order.number)).map((row) => row.outcome)).toEqual([
      'applied',
      'ignored',
      'ignored',
      'ignored',
    ]);
    expect(await receiptsOf(ctx, order.number)).toBe(1);
  });

  it('pays through the simulator page; its notification replayed with another status does not verify', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(7), 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, student(7)));
    const paid = await simulate(ctx, student(7), order.number, 'pay');
    expect(orderResponseSchema.parse(paid.json()).data.status).toBe('paid');
    const settlement = await simulatorMoves(ctx, order, 'settlement');
    for (const status of ['refund', 'cancel', 'expire', 'deny']) {
      const replayed = await notify(ctx, { ...settlement, transaction_status: status });
      expect(replayed.statusCode).toBe(403);
      expect(errorCode(replayed)).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1, seats: 1 });
    expect(
      (await notificationsOf(ctx, order.number)).map((row) => [row.outcome, row.signature_valid]),
    ).toEqual([
      ['applied', true],
      ['rejected', false],
      ['rejected', false],
      ['rejected', false],
      ['rejected', false],
    ]);
  });

  it('refuses a payment after the gateway said expire, and a failed payment gives everything back', async () => {
    const [classId] = await shop.classes(1, { capacity: 4 });
    const voucherId = await createVoucher(ctx, { code: 'BALIK5', totalQuota: 5 });
    await addToCart(ctx, student(5), 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, student(5), { voucherCode: 'BALIK5' }));
    expect(await snapshot(ctx, order.id)).toMatchObject({ voucher_used: 1, seats: 1 });
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'expire'))).statusCode).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'expired', voucher_used: 0, seats: 0 });
    const late = await notify(ctx, await simulatorMoves(ctx, order, 'settlement'));
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('ORDER_EXPIRED');
    expect(await snapshot(ctx, order.id)).toMatchObject({
      status: 'expired',
      entitlements: 0,
      voucher_used: 0,
    });
    expect((await notificationsOf(ctx, order.number)).map((row) => row.outcome)).toEqual([
      'applied',
      'rejected',
    ]);

    await addToCart(ctx, student(6), 'kelas', classId!);
    const second = checkoutData(await checkout(ctx, student(6), { voucherCode: 'BALIK5' })).order;
    const failed = await simulate(ctx, student(6), second.number, 'fail');
    expect(orderResponseSchema.parse(failed.json()).data.status).toBe('failed');
    expect(await snapshot(ctx, second.id)).toMatchObject({
      status: 'failed',
      voucher_used: 0,
      seats: 0,
      entitlements: 0,
    });
    expect(errorCode(await simulate(ctx, student(6), second.number, 'pay'))).toBe('ORDER_NOT_PENDING');
    expect(voucherId).toBeTruthy();
  });

  it('pays a free order at once (entitlements in the same transaction, a receipt, no gateway)', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(12), 'kelas', classId!);
    const response = await checkout(ctx, student(12), { voucherCode: 'GRATISKELAS' });
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = checkoutData(response);
    expect(order).toMatchObject({ status: 'paid', subtotal: 150_000, discount: 150_000, total: 0 });
    expect(payment.redirectUrl).toContain(`/#/transaksi/detil?id=${order.id}`);
    expect(await snapshot(ctx, order.id)).toMatchObject({ entitlements: 1, seats: 1 });
    expect(await receiptsOf(ctx, order.number)).toBe(1);
  });
});
