import { orderListSchema, orderResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, post } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  type Shop,
  simulate,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('order queries: payment method, by number, statuses (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;
  const get = (url: string, who?: Student) =>
    ctx.app.inject({ method: 'GET', url, headers: who ? { authorization: who.token } : {} });

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 3);
  });

  it('names the active payment provider to anyone', async () => {
    const response = await get('/api/pembayaran/metode');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { provider: 'simulator' } });
  });

  it('reads an order by its number for its buyer only', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(0), 'kelas', classId!);
    const order = checkoutData(await checkout(ctx, student(0))).order;

    const own = await get(`/api/transaksi/nomor/${order.number}`, student(0));
    expect(own.statusCode, own.body).toBe(200);
    const detail = orderResponseSchema.parse(own.json()).data;
    expect(detail).toMatchObject({ id: order.id, number: order.number, status: 'pending' });
    expect(detail.lines.map((line) => line.itemId)).toEqual([classId]);
    expect(detail.payment).toMatchObject({ provider: 'simulator', attempt: 1 });

    const someoneElse = await get(`/api/transaksi/nomor/${order.number}`, student(1));
    expect(someoneElse.statusCode).toBe(404);
    expect(errorCode(someoneElse)).toBe('NOT_FOUND');
    expect((await get('/api/transaksi/nomor/SCL-20260101-ZZZZZZ', student(0))).statusCode).toBe(404);
    expect((await get('/api/transaksi/nomor/bukan nomor', student(0))).statusCode).toBe(400);
    expect((await get(`/api/transaksi/nomor/${order.number}`)).statusCode).toBe(401);
  });

  it('refuses an item already waiting in a pending order with ORDER_ITEM_PENDING naming that order', async () => {
    const [classId] = await shop.classes(1);
    await addToCart(ctx, student(2), 'kelas', classId!);
    const first = checkoutData(await checkout(ctx, student(2))).order;
    await addToCart(ctx, student(2), 'kelas', classId!);

    const again = await checkout(ctx, student(2));
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('ORDER_ITEM_PENDING');
    expect(again.json()).toMatchObject({
      error: {
        message: expect.stringContaining(first.number) as string,
        details: { itemType: 'kelas', itemId: classId, orderId: first.id, orderNumber: first.number },
      },
    });
  });

  it('lists orders of several statuses at once (?status=paid,refunded) and names a bad status', async () => {
    const buyer = student(1);
    const [paidClass, pendingClass, failedClass] = await shop.classes(3);
    const orderFor = async (classId: string) => {
      await addToCart(ctx, buyer, 'kelas', classId);
      return checkoutData(await checkout(ctx, buyer)).order;
    };
    const paid = await orderFor(paidClass!);
    expect((await simulate(ctx, buyer, paid.number, 'pay')).statusCode).toBe(200);
    const failed = await orderFor(failedClass!);
    expect((await simulate(ctx, buyer, failed.number, 'fail')).statusCode).toBe(200);
    const pending = await orderFor(pendingClass!);

    const list = async (query: string) => {
      const response = await get(`/api/transaksi${query}`, buyer);
      expect(response.statusCode, response.body).toBe(200);
      return orderListSchema.parse(response.json());
    };
    const ids = (answer: { data: { id: string }[] }) => answer.data.map((order) => order.id);

    expect(ids(await list('?status=paid,refunded'))).toEqual([paid.id]);
    const settledOrFailed = await list('?status=failed,%20paid,failed');
    expect(ids(settledOrFailed)).toEqual([failed.id, paid.id]);
    expect(settledOrFailed.meta.total).toBe(2);
    expect(ids(await list('?status=pending'))).toEqual([pending.id]);
    expect(ids(await list(''))).toEqual([pending.id, failed.id, paid.id]);

    for (const bad of ['?status=paid,lunas', '?status=', '?status=paid,,refunded']) {
      const refused = await get(`/api/transaksi${bad}`, buyer);
      expect(refused.statusCode, bad).toBe(400);
      expect(errorCode(refused)).toBe('VALIDATION_FAILED');
      expect(refused.body, bad).toContain('status');
    }
    // The pay link of the pending one still works (the list did not touch it).
    expect((await post(ctx.app, `/api/transaksi/${pending.id}/bayar`, {}, buyer.token)).statusCode).toBe(200);
  });
});
