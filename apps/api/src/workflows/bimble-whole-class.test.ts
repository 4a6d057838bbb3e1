import { type Cart, cartResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, execute, post, queryRows } from '../test/auth-helpers';
import { checkout, createStudents, openShop, type Shop, type Student } from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('a bimbel class is never bought whole (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let bimbleId: string;
  let groupId: string;

  const cartOf = async (student: Student): Promise<Cart> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/keranjang',
      headers: { authorization: student.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json()).data;
  };
  const add = (student: Student, itemId: string) =>
    post(ctx.app, '/api/keranjang', { itemType: 'kelas', itemId }, student.token);

  beforeAll(async () => {
    shop = await openShop(ctx);
    bimbleId = (await shop.classes(1, { kind: 'bimble', capacity: 3, price: 120_000 }))[0]!;
    groupId = (await shop.classes(1))[0]!;
  });

  it('refuses a bimbel class in the cart with CLASS_NEEDS_SLOTS naming the class, and keeps the cart as it was', async () => {
    const [student] = await createStudents(ctx, 1);
    expect((await add(student!, groupId)).statusCode).toBe(201);
    const response = await add(student!, bimbleId);
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('CLASS_NEEDS_SLOTS');
    const { details } = response.json<{ error: { details: { title: unknown } } }>().error;
    expect(details).toMatchObject({ itemType: 'kelas', itemId: bimbleId });
    expect(typeof details.title).toBe('string');
    const cart = await cartOf(student!);
    expect(cart.lines.map((line) => line.itemId)).toEqual([groupId]);
  });

  it('marks a whole bimbel line already in a cart and refuses its checkout before any order, seat or hold', async () => {
    const [student] = await createStudents(ctx, 1);
    // A line put in before the rule existed: written straight to the table, as the old API accepted it.
    await execute(
      ctx.database,
      sql`insert into cart_items (user_id, item_type, item_id) values (${student!.id}, 'kelas', ${bimbleId})`,
    );
    const cart = await cartOf(student!);
    expect(cart.lines).toMatchObject([{ itemId: bimbleId, slot: null, problem: 'CLASS_NEEDS_SLOTS' }]);
    expect(cart).toMatchObject({ buyableCount: 0, hasProblems: true, subtotal: 0 });
    const [before] = await queryRows(
      ctx.database,
      sql`select seats_taken from live_classes where id = ${bimbleId}`,
    );
    const response = await checkout(ctx, student!);
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('CLASS_NEEDS_SLOTS');
    expect(response.json()).toMatchObject({ error: { details: { itemType: 'kelas', itemId: bimbleId } } });
    expect(await queryRows(ctx.database, sql`select id from orders where user_id = ${student!.id}`)).toEqual(
      [],
    );
    const [after] = await queryRows(
      ctx.database,
      sql`select seats_taken from live_classes where id = ${bimbleId}`,
    );
    expect(after).toEqual(before);
    // Removing the line opens checkout again for the rest of the cart.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/keranjang/kelas/${bimbleId}`,
      headers: { authorization: student!.token },
    });
    expect((await add(student!, groupId)).statusCode).toBe(201);
    expect((await checkout(ctx, student!)).statusCode).toBe(201);
  });
});
