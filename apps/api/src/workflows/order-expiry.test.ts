import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testClock } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  openShop,
  type Shop,
  snapshot,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { until } from '../test/until';
import { EXPIRY_SWEEP_CRON, EXPIRY_SWEEP_JOB } from './order-expiry';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('the scheduled expiry of unpaid orders (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let shop: Shop;
  let students: Student[];

  beforeAll(async () => {
    shop = await openShop(ctx);
    students = await createStudents(ctx, 2);
  });

  it('is a schedule of the job queue, every minute in UTC (one run per minute whatever the instances)', async () => {
    await ctx.app.ready();
    expect(
      await queryRows(
        ctx.database,
        sql`select name, cron, timezone from pgboss.schedule where name = ${EXPIRY_SWEEP_JOB}`,
      ),
    ).toEqual([{ name: EXPIRY_SWEEP_JOB, cron: EXPIRY_SWEEP_CRON, timezone: 'UTC' }]);
    expect(EXPIRY_SWEEP_CRON).toBe('* * * * *');
  });

  it('expires, in one run, the unpaid orders nobody read since their time was up, giving back their seats', async () => {
    const [classId] = await shop.classes(1, { capacity: 2 });
    const orders = [];
    for (const student of students as [Student, Student]) {
      await addToCart(ctx, student, 'kelas', classId!);
      orders.push(checkoutData(await checkout(ctx, student)).order);
    }
    clock.advance(25 * HOUR);
    try {
      await ctx.app.jobs.trigger(EXPIRY_SWEEP_JOB);
      for (const order of orders) {
        await until(
          () => snapshot(ctx, order.id),
          (row) => row?.status === 'expired',
        );
        expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'expired', seats: 0 });
      }
    } finally {
      clock.reset();
    }
  });
});
