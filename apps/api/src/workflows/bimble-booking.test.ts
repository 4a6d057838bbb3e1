import {
  type BookingSlot,
  type Cart,
  cartResponseSchema,
  classSlotsResponseSchema,
  type ClassSlots,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode, post, queryRows, signIn, testClock } from '../test/auth-helpers';
import {
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  notify,
  openShop,
  orderOf,
  type Shop,
  signInAgain,
  simulatorMoves,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { availabilityServiceFor } from '../modules/availability';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const tally = (codes: (string | undefined)[]) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    const key = code ?? 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe.each(testDatabases())('bimble booking (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let bimbleId: string;
  let groupId: string;
  /** Free slots at least three days ahead (still ahead after the 25 h an expiry test moves the clock). */
  let later: BookingSlot[];
  let nextSlot = 0;
  /** A slot no other test has used. */
  const freshSlot = () => {
    const slot = later[nextSlot];
    nextSlot += 1;
    if (!slot) throw new Error('out of test slots');
    return slot;
  };

  const slotsOf = async (classId: string, query = ''): Promise<ClassSlots> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/kelas/${classId}/slot${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return classSlotsResponseSchema.parse(response.json()).data;
  };
  const isFree = async (slot: BookingSlot) => {
    const from = new Date(new Date(slot.startsAt).getTime() - HOUR).toISOString();
    const to = new Date(new Date(slot.startsAt).getTime() + HOUR).toISOString();
    const { slots } = await slotsOf(bimbleId, `?dari=${from}&sampai=${to}`);
    return slots.some((free) => free.startsAt === slot.startsAt);
  };
  const addSlot = (student: { token: string }, classId: string, startsAt: string) =>
    post(ctx.app, '/api/keranjang/slot', { classId, startsAt }, student.token);
  const cartOf = async (student: Student): Promise<Cart> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/keranjang',
      headers: { authorization: student.token },
    });
    return cartResponseSchema.parse(response.json()).data;
  };
  const sessionsOf = (orderId: string) =>
    queryRows(
      ctx.database,
      sql`select status, booked_by, starts_at from class_sessions where order_id = ${orderId} order by starts_at`,
    );

  beforeAll(async () => {
    shop = await openShop(ctx);
    bimbleId = (await shop.classes(1, { kind: 'bimble', capacity: 1, price: 120_000, sessions: [] }))[0]!;
    groupId = (await shop.classes(1))[0]!;
    // Every day, all day, in the tutor's zone; one-hour slots, an hour's notice, two weeks ahead.
    await availabilityServiceFor(ctx.database.db).replace(shop.tutorId, {
      rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
      exceptions: [],
      settings: { minimumNoticeMinutes: 60, bufferMinutes: 0, horizonDays: 14, slotMinutes: 60 },
    });
    const { slots } = await slotsOf(bimbleId);
    later = slots.filter((slot) => new Date(slot.startsAt).getTime() > Date.now() + 3 * DAY);
  });

  it('lists the free slots of a bimble class to anyone, and refuses a group class or an unknown one', async () => {
    const free = await slotsOf(bimbleId);
    expect(free).toMatchObject({ classId: bimbleId, tutorTimeZone: 'Asia/Jakarta', pricePerSlot: 120_000 });
    expect(free.slots.length).toBeGreaterThan(24 * 10);
    const first = new Date(free.slots[0]!.startsAt).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + HOUR - 60_000);
    const group = await ctx.app.inject({ method: 'GET', url: `/api/kelas/${groupId}/slot` });
    expect(errorCode(group)).toBe('CLASS_NOT_BIMBLE');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/kelas/00000000-0000-4000-8000-000000000000/slot',
    });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `/api/kelas/${bimbleId}/slot?dari=2030-01-01T00:00:00.000Z&sampai=2030-03-01T00:00:00.000Z`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('adds slots for signed-in students only (a visitor 401, a tutor 403, another tutor too)', async () => {
    const slot = later[0]!;
    expect((await addSlot({ token: '' }, bimbleId, slot.startsAt)).statusCode).toBe(401);
    const owner = await createAccount(ctx.database, { scope: ['tutor'] });
    const other = await createAccount(ctx.database, { scope: ['tutor'] });
    for (const tutor of [owner, other]) {
      const session = await signIn(ctx.app, tutor.email, tutor.password);
      const response = await addSlot(session, bimbleId, slot.startsAt);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
  });

  it('puts slots in the cart at the class’s price, and refuses the same slot twice, a group class, a slot outside the availability, past or beyond the horizon', async () => {
    const [student] = await createStudents(ctx, 1);
    const [a, b] = [freshSlot(), freshSlot()];
    expect((await addSlot(student!, bimbleId, a.startsAt)).statusCode).toBe(201);
    expect((await addSlot(student!, bimbleId, b.startsAt)).statusCode).toBe(201);
    const cart = await cartOf(student!);
    expect(cart.lines.map((line) => ({ itemId: line.itemId, slot: line.slot, price: line.price }))).toEqual([
      { itemId: bimbleId, slot: a, price: 120_000 },
      { itemId: bimbleId, slot: b, price: 120_000 },
    ]);
    expect(cart).toMatchObject({ subtotal: 240_000, buyableCount: 2, hasProblems: false });
    expect(errorCode(await addSlot(student!, bimbleId, a.startsAt))).toBe('ITEM_ALREADY_IN_CART');
    expect(errorCode(await addSlot(student!, groupId, a.startsAt))).toBe('CLASS_NOT_BIMBLE');
    const offGrid = new Date(new Date(a.startsAt).getTime() + 7 * 60_000).toISOString();
    const past = new Date(Date.now() - DAY).toISOString().replace(/\d\d:\d\d\.\d+Z$/, '00:00.000Z');
    const beyond = new Date(Date.now() + 20 * DAY).toISOString().replace(/\d\d:\d\d\.\d+Z$/, '00:00.000Z');
    for (const startsAt of [offGrid, past, beyond]) {
      const response = await addSlot(student!, bimbleId, startsAt);
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('SLOT_UNAVAILABLE');
    }
    // Removing one slot line leaves the other.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/keranjang/kelas/${bimbleId}?slot=${encodeURIComponent(a.startsAt)}`,
      headers: { authorization: student!.token },
    });
    expect(removed.statusCode).toBe(200);
    expect((await cartOf(student!)).lines.map((line) => line.slot)).toEqual([b]);
  });

  it('holds the slots at checkout, books them when paid (the student owns the class), and others no longer see them', async () => {
    const [student, other] = await createStudents(ctx, 2);
    const [a, b] = [freshSlot(), freshSlot()];
    await addSlot(student!, bimbleId, a.startsAt);
    await addSlot(student!, bimbleId, b.startsAt);
    const response = await checkout(ctx, student!);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = checkoutData(response);
    expect(order.total).toBe(240_000);
    expect((await sessionsOf(order.id)).map((row) => row.status)).toEqual(['held', 'held']);
    expect(await isFree(a)).toBe(false);
    expect(errorCode(await addSlot(other!, bimbleId, a.startsAt))).toBe('SLOT_TAKEN');
    const detail = await orderOf(ctx, student!, order.id);
    expect(detail.lines.map((line) => line.slot)).toEqual([a, b]);

    expect((await notify(ctx, await simulatorMoves(ctx, order, 'settlement'))).statusCode).toBe(200);
    expect(await sessionsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'scheduled', booked_by: student!.id }),
      expect.objectContaining({ status: 'scheduled', booked_by: student!.id }),
    ]);
    const owned = await queryRows(
      ctx.database,
      sql`select 1 from entitlements where user_id = ${student!.id} and item_type = 'kelas' and item_id = ${bimbleId}`,
    );
    expect(owned).toHaveLength(1);
    expect(await isFree(b)).toBe(false);
    // Owning the class does not stop the student from booking more slots.
    expect((await addSlot(student!, bimbleId, freshSlot().startsAt)).statusCode).toBe(201);
  });

  it('a slot taken between cart and checkout: 409 SLOT_TAKEN naming it, no order, nothing held', async () => {
    const [first, second] = await createStudents(ctx, 2);
    const [shared, own] = [freshSlot(), freshSlot()];
    await addSlot(first!, bimbleId, shared.startsAt);
    await addSlot(second!, bimbleId, own.startsAt);
    await addSlot(second!, bimbleId, shared.startsAt);
    expect((await checkout(ctx, first!)).statusCode).toBe(201);
    const voucherId = await createVoucher(ctx, { code: 'BIMBLEHEMAT', totalQuota: 5 });
    const refused = await checkout(ctx, second!, { voucherCode: 'BIMBLEHEMAT' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'SLOT_TAKEN', details: { itemId: bimbleId, slotStartsAt: shared.startsAt } },
    });
    expect(await queryRows(ctx.database, sql`select 1 from orders where user_id = ${second!.id}`)).toEqual(
      [],
    );
    expect(
      await queryRows(ctx.database, sql`select used_count from vouchers where id = ${voucherId}`),
    ).toEqual([{ used_count: 0 }]);
    expect(await isFree(own)).toBe(true);
    const cart = await cartOf(second!);
    expect(cart.lines.map((line) => [line.slot?.startsAt, line.problem])).toEqual([
      [own.startsAt, null],
      [shared.startsAt, 'SLOT_TAKEN'],
    ]);
  });

  it('releases the slots when the buyer cancels, and when the order expires', async () => {
    const [student] = await createStudents(ctx, 1);
    const slot = freshSlot();
    await addSlot(student!, bimbleId, slot.startsAt);
    const { order } = checkoutData(await checkout(ctx, student!));
    expect(await isFree(slot)).toBe(false);
    const cancelled = await post(ctx.app, `/api/transaksi/${order.id}/batal`, {}, student!.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await sessionsOf(order.id)).map((row) => row.status)).toEqual(['cancelled']);
    expect(await isFree(slot)).toBe(true);

    await addSlot(student!, bimbleId, slot.startsAt);
    const { order: second } = checkoutData(await checkout(ctx, student!));
    expect(await isFree(slot)).toBe(false);
    clock.advance(25 * HOUR);
    try {
      const later = await signInAgain(ctx, student!);
      expect((await orderOf(ctx, later, second.id)).status).toBe('expired');
      expect((await sessionsOf(second.id)).map((row) => row.status)).toEqual(['cancelled']);
      // Free again, and back in the buyer's cart (an unpaid order's items return there).
      expect((await cartOf(later)).lines.map((line) => line.slot?.startsAt)).toEqual([slot.startsAt]);
    } finally {
      clock.reset();
    }
    expect(await isFree(slot)).toBe(true);
  });

  it('an admin’s refund of one slot line frees that slot only; the class stays owned for the other', async () => {
    const [student] = await createStudents(ctx, 1);
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    const adminToken = (await ctx.app.sessions.start(admin.user, {})).token;
    const [a, b] = [freshSlot(), freshSlot()];
    await addSlot(student!, bimbleId, a.startsAt);
    await addSlot(student!, bimbleId, b.startsAt);
    const { order } = checkoutData(await checkout(ctx, student!));
    expect((await notify(ctx, await simulatorMoves(ctx, order, 'settlement'))).statusCode).toBe(200);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/transaksi/${order.id}`,
      headers: { authorization: adminToken },
    });
    const lines = detail.json<{ data: { lines: { id: string; slot: BookingSlot | null }[] } }>().data.lines;
    const lineA = lines.find((line) => line.slot?.startsAt === a.startsAt)!;
    const refunded = await post(
      ctx.app,
      `/api/admin/transaksi/${order.id}/refund`,
      { lineIds: [lineA.id], reason: 'Tutor berhalangan', idempotencyKey: crypto.randomUUID() },
      adminToken,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await sessionsOf(order.id)).map((row) => row.status)).toEqual(['cancelled', 'scheduled']);
    expect(await isFree(a)).toBe(true);
    expect(await isFree(b)).toBe(false);
    const owned = await queryRows(
      ctx.database,
      sql`select 1 from entitlements where user_id = ${student!.id} and item_id = ${bimbleId}`,
    );
    expect(owned).toHaveLength(1);
  });

  it('20 concurrent buyers of one slot: exactly one order holds it, 19 get SLOT_TAKEN', async () => {
    const buyers = await createStudents(ctx, 20);
    const slot = freshSlot();
    for (const buyer of buyers) expect((await addSlot(buyer, bimbleId, slot.startsAt)).statusCode).toBe(201);
    const voucherId = await createVoucher(ctx, { code: 'SERENTAK', totalQuota: 100 });
    const responses = await Promise.all(
      buyers.map((buyer) => checkout(ctx, buyer, { voucherCode: 'SERENTAK' })),
    );
    expect(
      tally(responses.map((response) => (response.statusCode === 201 ? undefined : errorCode(response)))),
    ).toEqual({ ok: 1, SLOT_TAKEN: 19 });
    const holders = await queryRows(
      ctx.database,
      sql`select order_id from class_sessions where class_id = ${bimbleId} and starts_at = ${slot.startsAt}
          and status <> 'cancelled'`,
    );
    expect(holders).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 201);
    expect(holders[0]?.order_id).toBe(checkoutData(winner!).order.id);
    const orders = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from orders where user_id in ${buyers.map((buyer) => buyer.id)}`,
    );
    expect(orders[0]?.n).toBe(1);
    // The losers' voucher uses rolled back with their orders.
    expect(
      await queryRows(ctx.database, sql`select used_count from vouchers where id = ${voucherId}`),
    ).toEqual([{ used_count: 1 }]);
  });
});
