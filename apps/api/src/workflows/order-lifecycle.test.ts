import { orderListSchema, orderResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, post, testClock } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  simulatorMoves,
  notify,
  openShop,
  orderOf,
  type Shop,
  signInAgain,
  simulate,
  snapshot,
  type Student,
} from '../test/buying-test-kit';
import { expireOverdueOrders } from '.';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('order lifecycle: cancel, list, expiry (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 13);
  });

  it('cancels a pending order (giving back voucher and seat) and lists orders newest first by status', async () => {
    const [first, second] = await shop.classes(2);
    await createVoucher(ctx, { code: 'BATAL1', totalQuota: 1 });
    await addToCart(ctx, student(7), 'kelas', first!);
    const a = checkoutData(await checkout(ctx, student(7), { voucherCode: 'BATAL1' })).order;
    const cancel = await post(ctx.app, `/api/transaksi/${a.id}/batal`, {}, student(7).token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = orderResponseSchema.parse(cancel.json()).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.closedAt).not.toBeNull();
    expect(await snapshot(ctx, a.id)).toMatchObject({ voucher_used: 0, seats: 0 });
    // Cancelling again (a client retrying) answers the cancelled order and gives nothing back twice.
    const again = await post(ctx.app, `/api/transaksi/${a.id}/batal`, {}, student(7).token);
    expect(again.statusCode, again.body).toBe(200);
    expect(orderResponseSchema.parse(again.json()).data).toMatchObject({ status: 'cancelled' });
    expect(await snapshot(ctx, a.id)).toMatchObject({ voucher_used: 0, seats: 0 });
    expect(errorCode(await post(ctx.app, `/api/transaksi/${a.id}/bayar`, {}, student(7).token))).toBe(
      'ORDER_NOT_PENDING',
    );

    // The voucher's single use came back: someone else can take it.
    await addToCart(ctx, student(8), 'kelas', second!);
    expect(checkoutData(await checkout(ctx, student(8), { voucherCode: 'BATAL1' })).order.discount).toBe(
      10_000,
    );

    await addToCart(ctx, student(7), 'kelas', second!);
    const b = checkoutData(await checkout(ctx, student(7))).order;
    const pay = await post(ctx.app, `/api/transaksi/${b.id}/bayar`, {}, student(7).token);
    expect(pay.json()).toMatchObject({
      data: { order: { id: b.id }, payment: { redirectUrl: `/#/pembayaran/simulator/${b.number}` } },
    });
    const list = (query = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/transaksi${query}`,
        headers: { authorization: student(7).token },
      });
    const all = orderListSchema.parse((await list()).json());
    expect(all.data.map((order) => order.id)).toEqual([b.id, a.id]);
    expect(all.meta).toEqual({ page: 1, pageSize: 20, total: 2 });
    const onlyCancelled = orderListSchema.parse((await list('?status=cancelled')).json());
    expect(onlyCancelled.data.map((order) => order.id)).toEqual([a.id]);
    expect(onlyCancelled.data[0]?.lines[0]?.itemId).toBe(first);
    expect((await list('?status=lunas')).statusCode).toBe(400);
    expect((await list('?pageSize=1000')).statusCode).toBe(400);

    // A paid order cannot be cancelled.
    expect((await simulate(ctx, student(7), b.number, 'pay')).statusCode).toBe(200);
    expect(errorCode(await post(ctx.app, `/api/transaksi/${b.id}/batal`, {}, student(7).token))).toBe(
      'ORDER_NOT_PENDING',
    );
  });

  it('expires unpaid orders after ORDER_EXPIRY_MINUTES (sweep and lazily), giving back voucher and seats', async () => {
    const [classId] = await shop.classes(1, { capacity: 2 });
    await createVoucher(ctx, { code: 'EXPIRY2', totalQuota: 2 });
    await addToCart(ctx, student(9), 'kelas', classId!);
    await addToCart(ctx, student(10), 'kelas', classId!);
    const lazy = checkoutData(await checkout(ctx, student(9), { voucherCode: 'EXPIRY2' })).order;
    const swept = checkoutData(await checkout(ctx, student(10), { voucherCode: 'EXPIRY2' })).order;
    expect(new Date(lazy.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    // The class is full now.
    await expect(addToCart(ctx, student(11), 'kelas', classId!)).rejects.toThrow(/409/);

    clock.advance(25 * HOUR);
    try {
      for (const i of [9, 10, 11]) students[i] = await signInAgain(ctx, student(i));
      // Reading the order expires it on the spot.
      expect((await orderOf(ctx, student(9), lazy.id)).status).toBe('expired');
      expect(await snapshot(ctx, lazy.id)).toMatchObject({ voucher_used: 1, seats: 1 });
      // The periodic sweep expires the other one.
      expect(await expireOverdueOrders({ db: ctx.database.db, clock: clock.now })).toBeGreaterThanOrEqual(1);
      expect(await snapshot(ctx, swept.id)).toMatchObject({ status: 'expired', voucher_used: 0, seats: 0 });

      expect(errorCode(await simulate(ctx, student(10), swept.number, 'pay'))).toBe('ORDER_EXPIRED');
      expect(errorCode(await post(ctx.app, `/api/transaksi/${swept.id}/bayar`, {}, student(10).token))).toBe(
        'ORDER_EXPIRED',
      );
      const late = await notify(ctx, await simulatorMoves(ctx, swept, 'settlement'));
      expect(errorCode(late)).toBe('ORDER_EXPIRED');
      expect(await snapshot(ctx, swept.id)).toMatchObject({ status: 'expired', entitlements: 0 });
      // The seats are free again.
      await addToCart(ctx, student(11), 'kelas', classId!);
    } finally {
      clock.reset();
    }
  });
});
