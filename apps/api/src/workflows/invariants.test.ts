import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  simulatorMoves,
  notificationsOf,
  notify,
  openShop,
  receiptsOf,
  type Shop,
  snapshot,
  type Student,
} from '../test/buying-test-kit';

const tally = (codes: (string | undefined)[]) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    const key = code ?? 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** The invariants of the buying rules, hammered with concurrent requests (real contention on PostgreSQL). */
describe.each(testDatabases())('buying invariants under concurrency (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;

  beforeAll(async () => {
    shop = await openShop(ctx);
  });

  it('50 concurrent checkouts with a voucher of quota 10: exactly 10 orders carry it', async () => {
    const students = await createStudents(ctx, 50);
    const voucherId = await createVoucher(ctx, { code: 'KUOTA10', totalQuota: 10 });
    const [classId] = await shop.classes(1, { capacity: 100 });
    for (const student of students) await addToCart(ctx, student, 'kelas', classId!);

    const responses = await Promise.all(
      students.map((student) => checkout(ctx, student, { voucherCode: 'KUOTA10' })),
    );
    expect(
      tally(responses.map((response) => (response.statusCode === 201 ? undefined : errorCode(response)))),
    ).toEqual({
      ok: 10,
      VOUCHER_QUOTA_EXHAUSTED: 40,
    });
    const [row] = await queryRows(
      ctx.database,
      sql`select (select count(*)::int from orders where voucher_id = ${voucherId}) as orders,
                 (select used_count from vouchers where id = ${voucherId}) as used,
                 (select seats_taken from live_classes where id = ${classId!}) as seats`,
    );
    expect(row).toEqual({ orders: 10, used: 10, seats: 10 });
    // Refused checkouts kept their carts: they can still buy without the voucher.
    const refused = students.filter((_, i) => responses[i]?.statusCode !== 201).slice(0, 3);
    for (const student of refused) expect((await checkout(ctx, student)).statusCode).toBe(201);
  });

  it('a per-student limit holds when one student fires checkouts at once', async () => {
    const voucherId = await createVoucher(ctx, { code: 'SEKALI', perUserLimit: 1 });
    const buyers = await createStudents(ctx, 10);
    const [first, second] = await shop.classes(2, { capacity: 100 });
    for (const student of buyers) await addToCart(ctx, student, 'kelas', first!);

    const responses = await Promise.all(
      buyers.flatMap((student) => [1, 2, 3].map(() => checkout(ctx, student, { voucherCode: 'SEKALI' }))),
    );
    expect(
      tally(responses.map((response) => (response.statusCode === 201 ? undefined : errorCode(response)))),
    ).toEqual({
      ok: 10,
      CART_EMPTY: 20,
    });
    // With another item, the same student cannot use it a second time while the first order holds it.
    for (const student of buyers.slice(0, 3)) {
      await addToCart(ctx, student, 'kelas', second!);
      expect(errorCode(await checkout(ctx, student, { voucherCode: 'SEKALI' }))).toBe(
        'VOUCHER_USER_LIMIT_REACHED',
      );
    }
    const perStudent = await queryRows(
      ctx.database,
      sql`select user_id, count(*)::int as n from orders where voucher_id = ${voucherId} group by user_id`,
    );
    expect(perStudent).toHaveLength(10);
    expect(perStudent.every((row) => row.n === 1)).toBe(true);
  });

  it('30 concurrent checkouts for a class with 5 seats left: at most 5 paid enrolments', async () => {
    const [classId] = await shop.classes(1, { capacity: 12, seatsTaken: 7 });
    const buyers = await createStudents(ctx, 30);
    for (const student of buyers) await addToCart(ctx, student, 'kelas', classId!);

    const responses = await Promise.all(buyers.map((student) => checkout(ctx, student)));
    expect(
      tally(responses.map((response) => (response.statusCode === 201 ? undefined : errorCode(response)))),
    ).toEqual({
      ok: 5,
      CLASS_FULL: 25,
    });
    const orders = responses.filter((response) => response.statusCode === 201).map(checkoutData);
    const paid = await Promise.all(
      orders.map(async ({ order }) => notify(ctx, await simulatorMoves(ctx, order, 'settlement'))),
    );
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await queryRows(
      ctx.database,
      sql`select (select seats_taken from live_classes where id = ${classId!}) as seats,
                 (select count(*)::int from entitlements where item_type = 'kelas' and item_id = ${classId!}) as enrolled`,
    );
    expect(row).toEqual({ seats: 12, enrolled: 5 });
  });

  it('the same paid notification 5 times at once: one paid order, one set of entitlements, one e-mail', async () => {
    const [classId] = await shop.classes(1);
    const courseId = await shop.course();
    const [buyer] = (await createStudents(ctx, 1)) as [Student];
    await addToCart(ctx, buyer, 'kelas', classId!);
    await addToCart(ctx, buyer, 'lifeskill', courseId);
    const { order } = checkoutData(await checkout(ctx, buyer));
    const body = await simulatorMoves(ctx, order, 'settlement');

    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => notify(ctx, body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 2 });
    expect(await receiptsOf(ctx, order.number)).toBe(1);
    expect(tally((await notificationsOf(ctx, order.number)).map((row) => row.outcome as string))).toEqual({
      applied: 1,
      ignored: 4,
    });
  });

  it('a settlement racing a cancellation: either paid with entitlements or cancelled with everything given back', async () => {
    const [classId] = await shop.classes(1, { capacity: 10 });
    const voucherId = await createVoucher(ctx, { code: 'BALAPAN', totalQuota: 10 });
    const buyers = await createStudents(ctx, 10);
    for (const student of buyers) await addToCart(ctx, student, 'kelas', classId!);
    const orders = [];
    for (const student of buyers)
      orders.push(checkoutData(await checkout(ctx, student, { voucherCode: 'BALAPAN' })).order);

    await Promise.all(
      orders.flatMap((order, i) => [
        simulatorMoves(ctx, order, 'settlement').then((body) => notify(ctx, body)),
        ctx.app.inject({
          method: 'POST',
          url: `/api/transaksi/${order.id}/batal`,
          headers: { authorization: buyers[i]!.token },
        }),
      ]),
    );
    const rows = await Promise.all(orders.map((order) => snapshot(ctx, order.id)));
    const paid = rows.filter((row) => row?.status === 'paid');
    const cancelled = rows.filter((row) => row?.status === 'cancelled');
    expect(paid.length + cancelled.length).toBe(10);
    expect(paid.every((row) => row?.entitlements === 1)).toBe(true);
    expect(cancelled.every((row) => row?.entitlements === 0)).toBe(true);
    const [totals] = await queryRows(
      ctx.database,
      sql`select (select used_count from vouchers where id = ${voucherId}) as used,
                 (select seats_taken from live_classes where id = ${classId!}) as seats`,
    );
    expect(totals).toEqual({ used: paid.length, seats: paid.length });
  });
});
