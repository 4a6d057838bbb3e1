import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEarningsService } from '../modules/earnings';
import { usersServiceFor } from '../modules/users';
import { queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  type Shop,
  simulate,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { backfillTutorEarnings } from './tutor-earnings';

describe.each(testDatabases())('payouts under concurrency, and the backfill (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let token = '';

  const balance = async () =>
    createEarningsService({ db: ctx.database.db, clock: () => new Date(), feePercent: 20 }).balance(
      shop.tutorId,
    );

  beforeAll(async () => {
    shop = await openShop(ctx);
    const tutor = await usersServiceFor(ctx.database.db).getById(shop.tutorId);
    token = (await ctx.app.sessions.start(tutor, {})).token;
    // Five courses of 99 000 bought by five students: 5 × 79 200 = 396 000 available.
    const course = await shop.course();
    for (const buyer of await createStudents(ctx, 5)) {
      await addToCart(ctx, buyer, 'lifeskill', course);
      const { order } = checkoutData(await checkout(ctx, buyer));
      expect((await simulate(ctx, buyer, order.number, 'pay')).statusCode).toBe(200);
    }
  });

  it('never reserves more than the balance, whatever 20 concurrent requests ask', async () => {
    expect((await balance()).available).toBe(396_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/tutor/pencairan',
          headers: { authorization: token },
          payload: {
            amount: 60_000,
            bankName: 'BNI',
            accountNumber: '0099887766',
            accountHolder: 'Tutor Uji',
          },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // 396 000 holds six payouts of 60 000; every other request is refused, none fails otherwise.
    expect(codes.filter((code) => code === 201)).toHaveLength(6);
    expect(codes.filter((code) => code === 409)).toHaveLength(14);
    expect(await balance()).toMatchObject({ available: 36_000, reserved: 360_000 });
    const [row] = await queryRows(ctx.database, sql`select count(*)::int as n from payouts`);
    expect(Number(row?.n)).toBe(6);
  });

  it('backfills orders paid outside the settlement once, however often it runs', async () => {
    // An order marked paid in the database directly (as before the ledger existed): no posting yet.
    const [student] = await createStudents(ctx, 1);
    const [classId] = await shop.classes(1, {
      sessions: [{ title: 'Pertemuan 1', startsAt: new Date(Date.now() - 86_400_000), durationMinutes: 60 }],
    });
    await addToCart(ctx, student!, 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, student!));
    await ctx.database.db.execute(
      sql`update orders set status = 'paid', paid_at = now() - interval '1 hour' where id = ${order.id}`,
    );
    const before = await balance();
    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    expect((await balance()).available).toBe(before.available + 120_000);
  });
});
