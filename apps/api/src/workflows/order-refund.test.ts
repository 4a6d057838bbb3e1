import { randomUUID } from 'node:crypto';
import { adminOrderListSchema, adminOrderResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
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

describe.each(testDatabases())('refunds from the admin order view (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', tutor: '' };
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = tokens.admin) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const refund = (orderId: string, body: object, token?: string | null) =>
    call('POST', `/api/admin/transaksi/${orderId}/refund`, body, token);
  const detail = async (orderId: string) => {
    const response = await call('GET', `/api/admin/transaksi/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderResponseSchema.parse(response.json()).data;
  };
  const one = async (query: ReturnType<typeof sql>) => (await queryRows(ctx.database, query))[0] ?? {};
  const owned = async (orderId: string) =>
    Number((await one(sql`select count(*)::int as n from entitlements where order_id = ${orderId}`)).n);
  const seatsTaken = async (classId: string) =>
    Number((await one(sql`select seats_taken from live_classes where id = ${classId}`)).seats_taken);

  /** A student who paid (through the simulator) for the classes and a course; answers the order. */
  async function paidOrder(buyer: Student, classIds: string[], course?: string) {
    for (const id of classIds) await addToCart(ctx, buyer, 'kelas', id);
    if (course) await addToCart(ctx, buyer, 'lifeskill', course);
    const { order } = checkoutData(await checkout(ctx, buyer));
    const paid = await simulate(ctx, buyer, order.number, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return order;
  }

  beforeAll(async () => {
    for (const role of ['admin', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
    shop = await openShop(ctx);
    students = await createStudents(ctx, 4);
  });

  it('refuses visitors, students and tutors', async () => {
    const [classId] = await shop.classes(1);
    const order = await paidOrder(student(0), [classId!]);
    const body = { reason: 'Kelas dibatalkan tutor', idempotencyKey: randomUUID() };
    for (const token of [null, student(0).token, tokens.tutor]) {
      const expected = token === null ? 401 : 403;
      expect((await call('GET', '/api/admin/transaksi', undefined, token)).statusCode).toBe(expected);
      expect((await call('GET', `/api/admin/transaksi/${order.id}`, undefined, token)).statusCode).toBe(
        expected,
      );
      expect((await refund(order.id, body, token)).statusCode).toBe(expected);
    }
    expect((await detail(order.id)).status).toBe('paid');
    expect(await owned(order.id)).toBe(1);
  });

  it('refunds chosen lines, then the rest: access revoked, seats given back, gateway and buyer told once', async () => {
    const [a, b] = await shop.classes(2);
    const course = await shop.course();
    const order = await paidOrder(student(1), [a!, b!], course);
    const before = await detail(order.id);
    expect(before).toMatchObject({ status: 'paid', refundable: order.total, lineCount: 3 });
    expect(await seatsTaken(a!)).toBe(1);
    const lineA = before.lines.find((line) => line.itemId === a)!;

    const key = randomUUID();
    const first = await refund(order.id, {
      lineIds: [lineA.id],
      reason: 'Kelas dibatalkan',
      idempotencyKey: key,
    });
    expect(first.statusCode, first.body).toBe(200);
    const partial = adminOrderResponseSchema.parse(first.json()).data;
    expect(partial.status).toBe('partially_refunded');
    expect(partial.refunds).toHaveLength(1);
    expect(partial.refunds[0]).toMatchObject({ amount: lineA.price - lineA.discount, lineIds: [lineA.id] });
    expect(partial.lines.find((line) => line.id === lineA.id)?.refundId).toBe(partial.refunds[0]?.id);
    expect(await seatsTaken(a!)).toBe(0);
    expect(await seatsTaken(b!)).toBe(1);
    expect(await owned(order.id)).toBe(2);

    // The same admin action again (a double click) answers the same refund.
    const again = await refund(order.id, {
      lineIds: [lineA.id],
      reason: 'Kelas dibatalkan',
      idempotencyKey: key,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(adminOrderResponseSchema.parse(again.json()).data.refunds).toHaveLength(1);
    expect(await seatsTaken(a!)).toBe(0);
    // Another action on a refunded line is refused.
    const twice = await refund(order.id, {
      lineIds: [lineA.id],
      reason: 'Dikembalikan lagi',
      idempotencyKey: randomUUID(),
    });
    expect(twice.statusCode).toBe(409);
    expect(errorCode(twice)).toBe('ORDER_LINE_ALREADY_REFUNDED');

    await ctx.app.jobs.whenIdle();
    const ledger = await one(
      sql`select transaction_status from payment_simulator_transactions where order_number = ${order.number}`,
    );
    expect(ledger.transaction_status).toBe('partial_refund');
    expect((await detail(order.id)).refunds[0]?.gatewayStatus).toBe('done');

    // The rest of the order: every line not refunded yet.
    const rest = await refund(order.id, {
      reason: 'Pembeli meminta pembatalan',
      idempotencyKey: randomUUID(),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = adminOrderResponseSchema.parse(rest.json()).data;
    expect(whole).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(whole.closedAt).not.toBeNull();
    expect(whole.refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(order.total);
    expect(await owned(order.id)).toBe(0);
    expect(await seatsTaken(b!)).toBe(0);
    const collection = await ctx.app.inject({
      method: 'GET',
      url: '/api/koleksi/kelas',
      headers: { authorization: student(1).token },
    });
    expect(collection.json<{ data: unknown[] }>().data).toHaveLength(0);

    await ctx.app.jobs.whenIdle();
    const gateway = await one(
      sql`select transaction_status from payment_simulator_transactions where order_number = ${order.number}`,
    );
    expect(gateway.transaction_status).toBe('refund');
    const mails = await one(
      sql`select count(*)::int as n from outbox where subject = ${`Pengembalian dana pesanan ${order.number}`}`,
    );
    expect(Number(mails.n)).toBe(2);
    // One notification per refund in the buyer's bell (ADR 0044).
    const notified = await one(
      sql`select count(*)::int as n from notifications where kind = 'order.refunded' and params->>'orderId' = ${order.id}`,
    );
    expect(Number(notified.n)).toBe(2);
    const audit = await one(
      sql`select count(*)::int as n from audit_log where action = 'order.refund' and entity_id = ${order.id}`,
    );
    expect(Number(audit.n)).toBe(2);
    const lines = await one(
      sql`select count(*)::int as n, sum(l.amount)::int as amount from order_refund_lines l
            join order_refunds r on r.id = l.refund_id where r.order_id = ${order.id}`,
    );
    expect(lines).toMatchObject({ n: 3, amount: order.total });
  });

  it('refuses an order that is not paid and a line of another order', async () => {
    const [classId, other] = await shop.classes(2);
    await addToCart(ctx, student(2), 'kelas', classId!);
    const { order: pending } = checkoutData(await checkout(ctx, student(2)));
    const notPaid = await refund(pending.id, { reason: 'Belum dibayar', idempotencyKey: randomUUID() });
    expect(notPaid.statusCode).toBe(409);
    expect(errorCode(notPaid)).toBe('ORDER_NOT_REFUNDABLE');
    const paid = await paidOrder(student(3), [other!]);
    const foreign = await refund(paid.id, {
      lineIds: [randomUUID()],
      reason: 'Item lain',
      idempotencyKey: randomUUID(),
    });
    expect(foreign.statusCode).toBe(404);
    const short = await refund(paid.id, { reason: 'x', idempotencyKey: randomUUID() });
    expect(short.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/transaksi/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('finds orders by number and by buyer e-mail, filtered by status', async () => {
    const [classId] = await shop.classes(1);
    const order = await paidOrder(student(0), [classId!]);
    const byNumber = adminOrderListSchema.parse(
      (await call('GET', `/api/admin/transaksi?q=${order.number}`)).json(),
    );
    expect(byNumber.data.map((row) => row.id)).toEqual([order.id]);
    expect(byNumber.data[0]?.buyer.email).toBe(student(0).email);
    const byEmail = adminOrderListSchema.parse(
      (
        await call('GET', `/api/admin/transaksi?q=${encodeURIComponent(student(0).email)}&status=paid`)
      ).json(),
    );
    expect(byEmail.data.map((row) => row.id)).toContain(order.id);
    expect(byEmail.data.every((row) => row.status === 'paid' && row.buyer.email === student(0).email)).toBe(
      true,
    );
  });

  it('refunds a line once when many refunds of it run at the same time', async () => {
    const [classId, other] = await shop.classes(2);
    const buyer = (await createStudents(ctx, 1))[0]!;
    const order = await paidOrder(buyer, [classId!, other!]);
    const line = (await detail(order.id)).lines.find((l) => l.itemId === classId)!;
    const sameKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        refund(order.id, {
          lineIds: [line.id],
          reason: 'Klik berulang',
          idempotencyKey: i % 2 === 0 ? sameKey : randomUUID(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The first to take the order's lock refunds (and so do repeats of its key); every other key is refused.
    const won = codes.filter((code) => code === 200).length;
    expect([1, 4]).toContain(won);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const after = await detail(order.id);
    expect(after.refunds).toHaveLength(1);
    expect(after.status).toBe('partially_refunded');
    expect(await seatsTaken(classId!)).toBe(0);
    expect(await seatsTaken(other!)).toBe(1);
    expect(await owned(order.id)).toBe(1);
    const held = await one(sql`select count(*)::int as n from order_seats where order_id = ${order.id}`);
    expect(Number(held.n)).toBe(1);
  });
});
