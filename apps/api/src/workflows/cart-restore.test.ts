import { cartResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, testClock } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  orderOf,
  type Shop,
  signInAgain,
  simulate,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { expireOverdueOrders } from '.';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('an unpaid order gives its items back to the cart (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  const cartOf = async (who: Student) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/keranjang',
      headers: { authorization: who.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema
      .parse(response.json())
      .data.lines.map(({ itemType, itemId }) => `${itemType}:${itemId}`)
      .sort();
  };

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 4);
  });

  it('a failed payment puts every item back, beside what the buyer added meanwhile', async () => {
    const [first, second, later] = await shop.classes(3);
    const course = await shop.course();
    for (const [type, id] of [
      ['kelas', first],
      ['kelas', second],
      ['lifeskill', course],
    ] as const)
      await addToCart(ctx, student(0), type, id!);
    const order = checkoutData(await checkout(ctx, student(0))).order;
    expect(await cartOf(student(0))).toEqual([]);
    await addToCart(ctx, student(0), 'kelas', later!);

    expect((await simulate(ctx, student(0), order.number, 'fail')).statusCode).toBe(200);
    expect((await orderOf(ctx, student(0), order.id)).status).toBe('failed');
    expect(await cartOf(student(0))).toEqual(
      [`kelas:${first}`, `kelas:${second}`, `kelas:${later}`, `lifeskill:${course}`].sort(),
    );
    // The cart can be checked out again at once.
    expect((await checkout(ctx, student(0))).statusCode).toBe(201);
  });

  it('an expired order puts its items back, found by the sweep or by reading the order', async () => {
    const [a, b] = await shop.classes(2);
    await addToCart(ctx, student(1), 'kelas', a!);
    const swept = checkoutData(await checkout(ctx, student(1))).order;
    await addToCart(ctx, student(1), 'kelas', b!);
    // Both wait in orders; the second order is read after its time is up (lazy expiry).
    const lazy = checkoutData(await checkout(ctx, student(1))).order;

    clock.advance(25 * HOUR);
    try {
      students[1] = await signInAgain(ctx, student(1));
      expect((await orderOf(ctx, student(1), lazy.id)).status).toBe('expired');
      expect(await cartOf(student(1))).toEqual([`kelas:${b}`]);
      expect(await expireOverdueOrders({ db: ctx.database.db, clock: clock.now })).toBeGreaterThanOrEqual(1);
      expect((await orderOf(ctx, student(1), swept.id)).status).toBe('expired');
      expect(await cartOf(student(1))).toEqual([`kelas:${a}`, `kelas:${b}`].sort());
    } finally {
      clock.reset();
    }
  });

  it('a failed item bought on the second try leaves the cart empty', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(2), 'kelas', classId!);
    const order = checkoutData(await checkout(ctx, student(2))).order;
    expect((await simulate(ctx, student(2), order.number, 'fail')).statusCode).toBe(200);
    // Back in the cart: buy it now, then the cart is empty and stays so.
    const paid = checkoutData(await checkout(ctx, student(2))).order;
    expect((await simulate(ctx, student(2), paid.number, 'pay')).statusCode).toBe(200);
    expect(await cartOf(student(2))).toEqual([]);
  });

  it('an order the buyer cancels himself leaves the cart as it is', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(3), 'kelas', classId!);
    const order = checkoutData(await checkout(ctx, student(3))).order;
    const cancel = await post(ctx.app, `/api/transaksi/${order.id}/batal`, {}, student(3).token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await cartOf(student(3))).toEqual([]);
  });
});
