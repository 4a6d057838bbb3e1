import { randomUUID } from 'node:crypto';
import { type Cart, cartResponseSchema, type PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, createAccount, errorCode, execute, queryRows, signIn } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { cartServiceFor } from './index';

const tables: Record<PurchasableItemType, string> = {
  kelas: 'live_classes',
  'kelas-paket': 'class_packages',
  materi: 'materials',
  lifeskill: 'skill_courses',
  'study-room': 'study_rooms',
};

describe.each(testDatabases())('cart (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });

  const idOf = async (itemType: PurchasableItemType, slug: string) => {
    const [found] = await queryRows(
      ctx.database,
      sql.raw(`select id from ${tables[itemType]} where slug = '${slug}'`),
    );
    if (!found) throw new Error(`no ${itemType} ${slug}`);
    return String(found.id);
  };
  const student = async () => {
    const account = await createAccount(ctx.database, { scope: ['student'] });
    const session = await signIn(ctx.app, account.email, account.password);
    return { id: account.user.id, token: session.token };
  };
  const request = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const add = (token: string, itemType: string, itemId: string) =>
    request('POST', '/api/keranjang', token, { itemType, itemId });
  const cartOf = async (token: string): Promise<Cart> => {
    const response = await request('GET', '/api/keranjang', token);
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json()).data;
  };
  const cartRows = (userId: string) =>
    queryRows(ctx.database, sql`select * from cart_items where user_id = ${userId}`);

  let ids: Record<'klass' | 'klass2' | 'pack' | 'material' | 'course' | 'otherTutorClass', string>;
  beforeAll(async () => {
    ids = {
      klass: await idOf('kelas', 'trigonometri-dasar-sma'),
      klass2: await idOf('kelas', 'fungsi-kuadrat-dan-grafiknya'),
      pack: await idOf('kelas-paket', 'paket-matematika-sma-lengkap'),
      material: await idOf('materi', 'ringkasan-fungsi-kuadrat'),
      course: await idOf('lifeskill', 'python-untuk-pemula'),
      otherTutorClass: await idOf('kelas', 'kinematika-gerak-lurus-dan-parabola'),
    };
  });

  it('is for signed-in students only', async () => {
    expect(errorCode(await request('GET', '/api/keranjang', undefined))).toBe('UNAUTHENTICATED');
    expect(
      (await request('POST', '/api/keranjang', undefined, { itemType: 'kelas', itemId: ids.klass }))
        .statusCode,
    ).toBe(401);
    const tutor = await createAccount(ctx.database, { scope: ['tutor'] });
    const session = await signIn(ctx.app, tutor.email, tutor.password);
    const response = await request('GET', '/api/keranjang', session.token);
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it('adds every item type and shows the server’s current prices and the subtotal', async () => {
    const { token } = await student();
    expect((await cartOf(token)).lines).toEqual([]);
    for (const [type, id] of [
      ['kelas', ids.klass],
      ['materi', ids.material],
      ['lifeskill', ids.course],
    ] as const) {
      const response = await add(token, type, id);
      expect(response.statusCode, response.body).toBe(201);
    }
    const added = await add(token, 'kelas-paket', await idOf('kelas-paket', 'paket-sains-sma'));
    expect(added.statusCode, added.body).toBe(201);
    const cart = cartResponseSchema.parse(added.json()).data;
    expect(cart.lines.map((line) => line.itemType)).toEqual(['kelas', 'materi', 'lifeskill', 'kelas-paket']);
    const [classRow] = await queryRows(
      ctx.database,
      sql`select final_price, price from live_classes where id = ${ids.klass}`,
    );
    expect(cart.lines[0]).toMatchObject({
      itemId: ids.klass,
      title: 'Trigonometri Dasar: Sudut, Identitas, dan Grafik',
      tutorName: 'Budi Santoso',
      price: Number(classRow?.final_price),
      problem: null,
    });
    expect(cart.lines[2]).toMatchObject({ title: 'Python untuk Pemula', price: 179_000, seatsLeft: null });
    expect(cart.subtotal).toBe(cart.lines.reduce((sum, line) => sum + line.price, 0));
    expect(cart).toMatchObject({ buyableCount: 4, hasProblems: false });

    // A sale started after the item was added: the cart shows the new price.
    await execute(ctx.database, sql`update live_classes set sale_price = 99000 where id = ${ids.klass}`);
    const now = await cartOf(token);
    expect(now.lines[0]?.price).toBe(99_000);
    expect(now.lines[0]?.originalPrice).toBe(Number(classRow?.price));
    expect(now.subtotal).toBe(cart.subtotal - Number(classRow?.final_price) + 99_000);
    await execute(ctx.database, sql`update live_classes set sale_price = null where id = ${ids.klass}`);
  });

  it('refuses an unknown item, one not for sale, one owned, one already in the cart, and a full class', async () => {
    const { id: userId, token } = await student();
    const expectRefusal = async (itemType: string, itemId: string, status: number, code: string) => {
      const response = await add(token, itemType, itemId);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorCode(response)).toBe(code);
    };
    await expectRefusal('kelas', randomUUID(), 404, 'NOT_FOUND');
    await expectRefusal('materi', ids.klass, 404, 'NOT_FOUND');

    await execute(ctx.database, sql`update materials set status = 'archived' where id = ${ids.material}`);
    await expectRefusal('materi', ids.material, 409, 'ITEM_NOT_FOR_SALE');
    await execute(ctx.database, sql`update materials set status = 'published' where id = ${ids.material}`);
    const [course] = await queryRows(
      ctx.database,
      sql`select instructor_id from skill_courses where id = ${ids.course}`,
    );
    await execute(
      ctx.database,
      sql`update users set suspended_at = now() where id = ${String(course?.instructor_id)}`,
    );
    await expectRefusal('lifeskill', ids.course, 409, 'ITEM_NOT_FOR_SALE');
    await execute(
      ctx.database,
      sql`update users set suspended_at = null where id = ${String(course?.instructor_id)}`,
    );

    await execute(
      ctx.database,
      sql`insert into entitlements (user_id, item_type, item_id) values (${userId}, 'materi', ${ids.material})`,
    );
    await expectRefusal('materi', ids.material, 409, 'ITEM_ALREADY_OWNED');
    // Owning one class of a package makes the package owned too (it would sell that class again).
    await execute(
      ctx.database,
      sql`insert into entitlements (user_id, item_type, item_id) values (${userId}, 'kelas', ${ids.klass2})`,
    );
    await expectRefusal('kelas-paket', ids.pack, 409, 'ITEM_ALREADY_OWNED');

    expect((await add(token, 'kelas', ids.klass)).statusCode).toBe(201);
    await expectRefusal('kelas', ids.klass, 409, 'ITEM_ALREADY_IN_CART');
    await expectRefusal('kelas', ids.klass.toUpperCase(), 409, 'ITEM_ALREADY_IN_CART');

    await execute(
      ctx.database,
      sql`update live_classes set seats_taken = capacity where id = ${ids.otherTutorClass}`,
    );
    await expectRefusal('kelas', ids.otherTutorClass, 409, 'CLASS_FULL');
    await execute(
      ctx.database,
      sql`update live_classes set seats_taken = 14 where id = ${ids.otherTutorClass}`,
    );

    expect((await cartRows(userId)).map((row) => row.item_id)).toEqual([ids.klass]);
  });

  it('refuses a package holding a class already in the cart, and the other way round', async () => {
    const first = await student();
    expect((await add(first.token, 'kelas', ids.klass)).statusCode).toBe(201);
    expect(errorCode(await add(first.token, 'kelas-paket', ids.pack))).toBe('ITEM_ALREADY_IN_CART');
    const second = await student();
    expect((await add(second.token, 'kelas-paket', ids.pack)).statusCode).toBe(201);
    expect(errorCode(await add(second.token, 'kelas', ids.klass2))).toBe('ITEM_ALREADY_IN_CART');
  });

  it('answers ITEM_ALREADY_IN_CART, never 500, to concurrent adds of the same item', async () => {
    const { id: userId, token } = await student();
    const responses = await Promise.all(Array.from({ length: 6 }, () => add(token, 'materi', ids.material)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorCode(response)).toBe('ITEM_ALREADY_IN_CART');
    }
    expect(await cartRows(userId)).toHaveLength(1);
  });

  it('reports lines that can no longer be bought and leaves them out of the subtotal', async () => {
    const { id: userId, token } = await student();
    for (const [type, id] of [
      ['kelas', ids.otherTutorClass],
      ['materi', ids.material],
      ['lifeskill', ids.course],
    ] as const) {
      expect((await add(token, type, id)).statusCode).toBe(201);
    }
    await execute(
      ctx.database,
      sql`update live_classes set seats_taken = capacity where id = ${ids.otherTutorClass}`,
    );
    await execute(ctx.database, sql`update skill_courses set status = 'archived' where id = ${ids.course}`);
    await execute(
      ctx.database,
      sql`insert into entitlements (user_id, item_type, item_id) values (${userId}, 'materi', ${ids.material})`,
    );
    try {
      const cart = await cartOf(token);
      expect(cart.lines.map((line) => line.problem)).toEqual([
        'CLASS_FULL',
        'ITEM_ALREADY_OWNED',
        'ITEM_NOT_FOR_SALE',
      ]);
      expect(cart.lines[0]?.seatsLeft).toBe(0);
      expect(cart).toMatchObject({ subtotal: 0, buyableCount: 0, hasProblems: true });
      const lines = await cartServiceFor(ctx.database.db).linesOf(userId);
      expect(lines.map((line) => line.owned)).toEqual([false, true, false]);
    } finally {
      await execute(
        ctx.database,
        sql`update live_classes set seats_taken = 14 where id = ${ids.otherTutorClass}`,
      );
      await execute(
        ctx.database,
        sql`update skill_courses set status = 'published' where id = ${ids.course}`,
      );
    }
  });

  it('removes a line, leaves other students’ carts alone, and clears for the checkout', async () => {
    const alice = await student();
    const bob = await student();
    expect((await add(alice.token, 'kelas', ids.klass)).statusCode).toBe(201);
    expect((await add(alice.token, 'materi', ids.material)).statusCode).toBe(201);
    expect((await add(bob.token, 'kelas', ids.klass)).statusCode).toBe(201);

    expect((await cartOf(alice.token)).lines).toHaveLength(2);
    expect((await cartOf(bob.token)).lines.map((line) => line.itemId)).toEqual([ids.klass]);

    const removed = await request('DELETE', `/api/keranjang/kelas/${ids.klass}`, alice.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(cartResponseSchema.parse(removed.json()).data.lines.map((line) => line.itemId)).toEqual([
      ids.material,
    ]);
    // Removing what is not there (or is in someone else's cart) changes nothing.
    expect((await request('DELETE', `/api/keranjang/kelas/${ids.klass}`, alice.token)).statusCode).toBe(200);
    expect((await cartOf(bob.token)).lines.map((line) => line.itemId)).toEqual([ids.klass]);

    await cartServiceFor(ctx.database.db).clear(alice.id);
    expect((await cartOf(alice.token)).lines).toEqual([]);
    expect(await cartRows(bob.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { token } = await student();
    const before = await countRows(ctx.database, 'cart_items');
    for (const payload of [
      {},
      { itemType: 'buku', itemId: ids.klass },
      { itemType: 'kelas', itemId: 'bukan-uuid' },
      { itemType: 'kelas', itemId: ids.klass, price: 1 },
      { itemType: 'kelas' },
      [],
    ]) {
      const response = await request('POST', '/api/keranjang', token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    expect((await request('DELETE', '/api/keranjang/buku/x', token)).statusCode).toBe(400);
    expect(await countRows(ctx.database, 'cart_items')).toBe(before);
  });
});
