import { randomUUID } from 'node:crypto';
import { cartResponseSchema, checkoutResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTutorProfile } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { createEarningsService } from '../modules/earnings';
import { addStudyRoomParticipant } from '../modules/study-rooms';
import { localFileStorage } from '../lib/storage';
import { createAccount, errorCode, post, queryRows, testClock } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  notify,
  openShop,
  type Shop,
  signInAgain,
  simulate,
  simulatorMoves,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { createTestRoom, roomState } from '../test/study-room-purchase-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('paid study rooms: cart, checkout, payment, expiry, refund (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let students: Student[];
  let admin = '';
  const student = (i: number) => students[i] as Student;
  const room = (options: Omit<Parameters<typeof createTestRoom>[1], 'tutorId'> = {}) =>
    createTestRoom(ctx, { tutorId: shop.tutorId, now: clock.now(), ...options });
  const add = (buyer: Student, roomId: string) =>
    post(ctx.app, '/api/keranjang', { itemType: 'study-room', itemId: roomId }, buyer.token);
  const cartOf = async (buyer: Student) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/keranjang',
      headers: { authorization: buyer.token },
    });
    return cartResponseSchema.parse(response.json()).data;
  };
  const balance = () =>
    createEarningsService({
      db: ctx.database.db,
      clock: clock.now,
      feePercent: ctx.app.config.platformFeePercent,
    }).balance(shop.tutorId);

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 8);
    const { user } = await createAccount(ctx.database, { scope: ['admin'] });
    admin = (await ctx.app.sessions.start(user, {})).token;
  });

  it('adds a paid room to the cart as a line of its own; visitors are refused', async () => {
    const roomId = await room({ price: 75_000, capacity: 5, seatsTaken: 2 });
    expect(
      (await post(ctx.app, '/api/keranjang', { itemType: 'study-room', itemId: roomId })).statusCode,
    ).toBe(401);
    const added = await add(student(0), roomId);
    expect(added.statusCode, added.body).toBe(201);
    const [line] = (await cartOf(student(0))).lines;
    expect(line).toMatchObject({
      itemType: 'study-room',
      itemId: roomId,
      slug: roomId,
      title: 'Latihan Soal Integral',
      tutorId: shop.tutorId,
      price: 75_000,
      seatsLeft: 3,
      problem: null,
    });
    expect(errorCode(await add(student(0), roomId))).toBe('ITEM_ALREADY_IN_CART');
  });

  it('refuses a free, cancelled, ended, full, own room, a participant and a removed participant', async () => {
    const buyer = student(1);
    const expectRefusal = async (roomId: string, status: number, code: string, who = buyer) => {
      const response = await add(who, roomId);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorCode(response)).toBe(code);
    };
    await expectRefusal(await room({ price: 0 }), 409, 'STUDY_ROOM_FREE');
    await expectRefusal(await room({ cancelled: true }), 409, 'STUDY_ROOM_CANCELLED');
    await expectRefusal(await room({ startsInHours: -3 }), 409, 'STUDY_ROOM_ENDED');
    await expectRefusal(await room({ capacity: 2, seatsTaken: 2 }), 409, 'STUDY_ROOM_FULL');
    await expectRefusal(randomUUID(), 404, 'NOT_FOUND');

    const joined = await room();
    await addStudyRoomParticipant(ctx.database.db, {
      roomId: joined,
      userId: buyer.id,
      orderId: null,
      at: clock.now(),
    });
    await expectRefusal(joined, 409, 'ITEM_ALREADY_OWNED');
    await ctx.database.db.execute(
      sql`update study_room_participants set removed_at = now() where room_id = ${joined} and user_id = ${buyer.id}`,
    );
    await expectRefusal(joined, 403, 'STUDY_ROOM_REMOVED');

    // A student who is also a tutor cannot buy a seat in their own room.
    const { user } = await createAccount(ctx.database, { scope: ['student', 'tutor'] });
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/f`),
    });
    await catalogue.tutors.ensureProfiles([buildTutorProfile(user.id)]);
    const own = await createTestRoom(ctx, { tutorId: user.id, now: clock.now() });
    const tutorAsStudent = {
      id: user.id,
      email: user.email,
      token: (await ctx.app.sessions.start(user, {})).token,
    };
    await expectRefusal(own, 409, 'STUDY_ROOM_OWN_ROOM', tutorAsStudent);
    expect((await cartOf(buyer)).lines).toHaveLength(0);
  });

  it('holds a seat at checkout, makes the buyer a participant once when paid, credits the tutor until the start', async () => {
    const buyer = student(2);
    const roomId = await room({ price: 100_000, capacity: 3, startsInHours: 30 });
    const before = await balance();
    await addToCart(ctx, buyer, 'study-room', roomId);
    const response = await checkout(ctx, buyer);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = checkoutResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({ status: 'pending', total: 100_000 });
    expect(await roomState(ctx, roomId)).toEqual({ seatsTaken: 1, participants: [] });

    const paid = await simulate(ctx, buyer, order.number, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await roomState(ctx, roomId)).toEqual({
      seatsTaken: 1,
      participants: [{ userId: buyer.id, orderId: order.id, removed: false }],
    });
    // The gateway's settlement told again changes nothing.
    const repeated = await notify(ctx, await simulatorMoves(ctx, order, 'settlement'));
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect((await roomState(ctx, roomId)).participants).toHaveLength(1);
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(1);
    // Owning a room is taking part in it: no entitlement, owned for the collections, refused by the cart.
    const [grants] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from entitlements where order_id = ${order.id}`,
    );
    expect(Number(grants?.n)).toBe(0);
    const ownership = await ctx.app.inject({
      method: 'GET',
      url: `/api/koleksi/kepemilikan?items=study-room:${roomId}`,
      headers: { authorization: buyer.token },
    });
    expect(ownership.json<{ data: { owned: string[] } }>().data.owned).toEqual([`study-room:${roomId}`]);
    expect(errorCode(await add(buyer, roomId))).toBe('ITEM_ALREADY_OWNED');
    // The tutor's share (net of the platform fee) waits for the room's start.
    const fee = ctx.app.config.platformFeePercent;
    const after = await balance();
    expect(after.pending - before.pending).toBe((100_000 * (100 - fee)) / 100);
    expect(after.available).toBe(before.available);
    const history = await createEarningsService({
      db: ctx.database.db,
      clock: clock.now,
      feePercent: fee,
    }).history(shop.tutorId, { page: 1, pageSize: 50 });
    const sale = history.data.find((entry) => entry.orderNumber === order.number && entry.kind === 'sale');
    const [start] = await queryRows(
      ctx.database,
      sql`select starts_at from study_rooms where id = ${roomId}`,
    );
    expect(sale?.pendingUntil).toBe(new Date(String(start?.starts_at)).toISOString());
  });

  it('gives the seat back when the order is cancelled, fails or expires, and the room back to the cart', async () => {
    const roomId = await room({ capacity: 1 });
    const buyer = student(3);
    await addToCart(ctx, buyer, 'study-room', roomId);
    const first = checkoutData(await checkout(ctx, buyer)).order;
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(1);
    // The last seat is held: another student sees the room full.
    expect(errorCode(await add(student(4), roomId))).toBe('STUDY_ROOM_FULL');
    const cancelled = await post(ctx.app, `/api/transaksi/${first.id}/batal`, {}, buyer.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(0);

    await addToCart(ctx, buyer, 'study-room', roomId);
    const second = checkoutData(await checkout(ctx, buyer)).order;
    expect((await simulate(ctx, buyer, second.number, 'fail')).statusCode).toBe(200);
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(0);
    expect((await cartOf(buyer)).lines.map((line) => line.itemId)).toEqual([roomId]);

    const third = checkoutData(await checkout(ctx, buyer)).order;
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(1);
    clock.advance((ctx.app.config.orders.expiryMinutes + 1) * 60_000);
    try {
      const late = await signInAgain(ctx, buyer);
      expect(errorCode(await simulate(ctx, late, third.number, 'pay'))).toBe('ORDER_EXPIRED');
    } finally {
      clock.reset();
    }
    expect(await roomState(ctx, roomId)).toEqual({ seatsTaken: 0, participants: [] });
    expect((await cartOf(buyer)).lines.map((line) => [line.itemId, line.problem])).toEqual([[roomId, null]]);
  });

  it('refuses the checkout when the room filled up after it was put in the cart', async () => {
    const roomId = await room({ capacity: 1 });
    await addToCart(ctx, student(5), 'study-room', roomId);
    await addToCart(ctx, student(6), 'study-room', roomId);
    expect(checkoutData(await checkout(ctx, student(5))).order.status).toBe('pending');
    expect((await cartOf(student(6))).lines[0]?.problem).toBe('STUDY_ROOM_FULL');
    const refused = await checkout(ctx, student(6));
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('STUDY_ROOM_FULL');
    expect((await roomState(ctx, roomId)).seatsTaken).toBe(1);
  });

  it('a refund takes the buyer out of the room, gives the seat back and debits the tutor', async () => {
    const buyer = student(7);
    const roomId = await room({ price: 60_000, capacity: 2 });
    await addToCart(ctx, buyer, 'study-room', roomId);
    const { order } = checkoutData(await checkout(ctx, buyer));
    expect((await simulate(ctx, buyer, order.number, 'pay')).statusCode).toBe(200);
    const before = await balance();
    const refunded = await post(
      ctx.app,
      `/api/admin/transaksi/${order.id}/refund`,
      { reason: 'Ruang dibatalkan tutor', idempotencyKey: randomUUID() },
      admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await roomState(ctx, roomId)).toEqual({ seatsTaken: 0, participants: [] });
    const fee = ctx.app.config.platformFeePercent;
    expect(before.pending - (await balance()).pending).toBe((60_000 * (100 - fee)) / 100);
    // Refunded, the student may buy the room again.
    expect((await add(buyer, roomId)).statusCode).toBe(201);
  });
});
