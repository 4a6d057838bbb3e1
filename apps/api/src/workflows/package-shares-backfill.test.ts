import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassPackage } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { createEarningsService } from '../modules/earnings';
import { queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  type Shop,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { backfillTutorEarnings } from './tutor-earnings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hourAligned = (at: number) => Math.floor(at / HOUR) * HOUR;

describe.each(testDatabases())('backfill of package shares sold before ADR 0046 (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let tutorA: Shop;
  let tutorB: Shop;

  const balance = (tutorId: string) =>
    createEarningsService({ db: ctx.database.db, clock: () => new Date(), feePercent: 20 }).balance(tutorId);
  const postingsOf = async (orderId: string) =>
    (
      await queryRows(
        ctx.database,
        sql`select key from ledger_transactions where order_id = ${orderId} order by key`,
      )
    ).map((row) => String(row.key));

  /**
   * A package of a class of A (regular 150 000, started yesterday) and one of B (50 000, starts in ten days) at
   * 100 001, bought and marked paid in the database directly, as the settlement left it before packages of several
   * tutors were shared: the line has no tutor and the ledger nothing for it.
   */
  async function packageSoldBeforeShares(status: 'paid' | 'refunded', dayOffset: number) {
    const startB = hourAligned(Date.now() + (10 + dayOffset) * DAY);
    const [classA] = await tutorA.classes(1, {
      price: 150_000,
      sessions: [
        {
          title: 'Sesi',
          startsAt: new Date(hourAligned(Date.now() - (1 + dayOffset) * DAY)),
          durationMinutes: 60,
        },
      ],
    });
    const [classB] = await tutorB.classes(1, {
      price: 50_000,
      sessions: [{ title: 'Sesi', startsAt: new Date(startB), durationMinutes: 60 }],
    });
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    const built = buildClassPackage([classA!, classB!], { price: 100_001 });
    const packageId = (await catalogue.packages.ensurePackages([built])).get(built.slug) ?? '';
    const [student] = await createStudents(ctx, 1);
    await addToCart(ctx, student!, 'kelas-paket', packageId);
    const { order } = checkoutData(await checkout(ctx, student!));
    await ctx.database.db.execute(
      sql`update orders set status = ${status}, paid_at = now() - interval '1 hour' where id = ${order.id}`,
    );
    const [line] = await queryRows(
      ctx.database,
      sql`select tutor_id from order_lines where order_id = ${order.id}`,
    );
    expect(line?.tutor_id).toBeNull();
    expect(await postingsOf(order.id)).toEqual([]);
    return { orderId: order.id, startB };
  }

  beforeAll(async () => {
    tutorA = await openShop(ctx);
    tutorB = await openShop(ctx);
  });

  it('credits each tutor the share the settlement would have posted, once however often it runs', async () => {
    const before = { a: await balance(tutorA.tutorId), b: await balance(tutorB.tutorId) };
    const { orderId, startB } = await packageSoldBeforeShares('paid', 0);

    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    // 100 001 by 150 000 : 50 000 → 75 001 and 25 000; 80 % each. A's class has started: available at once; B's
    // share waits for B's first session.
    const afterFirst = { a: await balance(tutorA.tutorId), b: await balance(tutorB.tutorId) };
    expect(afterFirst.a).toMatchObject({ available: before.a.available + 60_000, pending: before.a.pending });
    expect(afterFirst.b).toMatchObject({ available: before.b.available, pending: before.b.pending + 20_000 });
    const keys = await postingsOf(orderId);
    expect(keys.sort()).toEqual(
      [
        `sale:${await lineOf(orderId)}:${tutorA.tutorId}`,
        `sale:${await lineOf(orderId)}:${tutorB.tutorId}`,
      ].sort(),
    );
    const [pendingB] = await queryRows(
      ctx.database,
      sql`select (extract(epoch from e.available_at) * 1000)::float8 as at from ledger_entries e
        join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
        where t.order_id = ${orderId} and a.tutor_id = ${tutorB.tutorId} and a.kind = 'tutor_earnings'`,
    );
    expect(pendingB?.at).toBe(startB);

    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    expect(await balance(tutorA.tutorId)).toEqual(afterFirst.a);
    expect(await balance(tutorB.tutorId)).toEqual(afterFirst.b);
    expect(await postingsOf(orderId)).toEqual(keys);
  });

  it('leaves the balances as they were for a package line refunded before it was shared', async () => {
    const before = { a: await balance(tutorA.tutorId), b: await balance(tutorB.tutorId) };
    const { orderId } = await packageSoldBeforeShares('refunded', 1);
    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    await backfillTutorEarnings(ctx.database.db, 20, new Date());
    expect(await balance(tutorA.tutorId)).toEqual(before.a);
    expect(await balance(tutorB.tutorId)).toEqual(before.b);
    // Each share sold and given back, once: the history shows what happened to the line.
    expect(await postingsOf(orderId)).toHaveLength(4);
  });

  const lineOf = async (orderId: string) =>
    String(
      (await queryRows(ctx.database, sql`select id from order_lines where order_id = ${orderId}`))[0]?.id,
    );
});
