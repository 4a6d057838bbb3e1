import { liveClassResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, execute } from '../../../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  orderOf,
  type Shop,
} from '../../../test/buying-test-kit';
import { getFrom, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { classOf, send, tokenOf } from '../../../test/tutor-classes-kit';
import { until } from '../../../test/until';
import { SALE_SWEEP_JOB } from '../index';

/** The class editor against orders: snapshots, ended sales, deleting a bought class. */
describe.each(testDatabases())('tutor class editor and orders (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let tutorToken: string;

  beforeAll(async () => {
    shop = await openShop(ctx);
    tutorToken = await tokenOf(ctx, shop.tutorId);
  });

  it('a price change never touches an existing order; the next order pays the new price', async () => {
    const [classId = ''] = await shop.classes(1);
    const [first, second] = await createStudents(ctx, 2);
    if (!first || !second) throw new Error('students missing');
    await addToCart(ctx, first, 'kelas', classId);
    const before = checkoutData(await checkout(ctx, first));
    expect(before.order.total).toBe(150_000);

    const edited = await send(ctx, 'PATCH', `/api/tutor/kelas/${classId}`, tutorToken, {
      title: 'Judul baru',
      price: 200_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const kept = await orderOf(ctx, first, before.order.id);
    expect(kept.total).toBe(150_000);
    expect(kept.lines).toEqual([expect.objectContaining({ itemId: classId, price: 150_000 })]);
    expect(kept.lines[0]?.title).not.toBe('Judul baru');

    await addToCart(ctx, second, 'kelas', classId);
    expect(checkoutData(await checkout(ctx, second)).order.total).toBe(200_000);
  });

  it('an ended sale is not charged at checkout, and the sweep shows the regular price in the catalogue', async () => {
    const [classId = ''] = await shop.classes(1);
    const priced = await send(ctx, 'PATCH', `/api/tutor/kelas/${classId}`, tutorToken, {
      salePrice: 100_000,
      saleEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(classOf(priced).finalPrice).toBe(100_000);
    const onSale = liveClassResponseSchema.parse((await getFrom(ctx, `/api/kelas/${classId}`)).json()).data;
    expect(onSale.finalPrice).toBe(100_000);

    // The sale ends (as time passing would do; the editor refuses an end in the past).
    await execute(
      ctx.database,
      sql`update live_classes set sale_ends_at = now() - interval '1 minute' where id = ${classId}`,
    );
    expect(classOf(await send(ctx, 'GET', `/api/tutor/kelas/${classId}`, tutorToken))).toMatchObject({
      salePrice: null,
      finalPrice: 150_000,
    });
    const [student] = await createStudents(ctx, 1);
    if (!student) throw new Error('student missing');
    await addToCart(ctx, student, 'kelas', classId);
    expect(checkoutData(await checkout(ctx, student)).order.total).toBe(150_000);

    await ctx.app.jobs.trigger(SALE_SWEEP_JOB);
    const shown = await until(
      async () => liveClassResponseSchema.parse((await getFrom(ctx, `/api/kelas/${classId}`)).json()).data,
      (detail) => detail.salePrice === null,
    );
    expect(shown.finalPrice).toBe(150_000);
  });

  it('a class someone ordered cannot be deleted, only archived', async () => {
    const [classId = ''] = await shop.classes(1);
    const [student] = await createStudents(ctx, 1);
    if (!student) throw new Error('student missing');
    await addToCart(ctx, student, 'kelas', classId);
    const order = checkoutData(await checkout(ctx, student)).order;
    // The order's seat is given back (cancelled), yet the class was bought once: it stays.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/transaksi/${order.id}/batal`,
      headers: { authorization: student.token },
    });
    const refused = await send(ctx, 'DELETE', `/api/tutor/kelas/${classId}`, tutorToken);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CLASS_HAS_STUDENTS');
    const archived = await send(ctx, 'POST', `/api/tutor/kelas/${classId}/arsipkan`, tutorToken);
    expect(classOf(archived).status).toBe('archived');
  });
});
