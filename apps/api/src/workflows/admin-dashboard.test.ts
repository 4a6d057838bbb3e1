import { randomUUID } from 'node:crypto';
import { adminDashboardResponseSchema, type AdminDashboard } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, execute, queryRows } from '../test/auth-helpers';
import { testDatabases, useTestApp } from '../test/test-app';

/** The app's "now": 10:00 WIB (03:00 UTC) on 15 March 2030, far from the real date of any other row. */
const NOW = new Date('2030-03-15T03:00:00Z');
/** An instant given in WIB (`YYYY-MM-DDTHH:mm`). */
const wib = (local: string) => new Date(`${local}:00+07:00`);

interface Line {
  key: string;
  title: string;
  price: number;
  discount?: number;
}

describe.each(testDatabases())('admin dashboard figures (%s)', (kind) => {
  const ctx = useTestApp(kind, { clock: () => NOW });
  const tokens = { admin: '', student: '', tutor: '' };
  const items = new Map<string, string>();
  const itemId = (key: string) => items.get(key) ?? items.set(key, randomUUID()).get(key)!;
  let buyerId = '';
  let dashboard: AdminDashboard;

  const get = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/beranda',
      headers: token ? { authorization: token } : {},
    });

  /** An order straight in the database: its lines (order of a voucher share as given) and status at `paidAt`. */
  async function order(status: string, paidAt: Date | null, lines: Line[]) {
    const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
    const discount = lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
    const created = paidAt ?? wib('2030-03-15T08:00');
    const [row] = await queryRows(
      ctx.database,
      sql`insert into orders (number, user_id, status, subtotal, discount, total, provider, expires_at, paid_at, created_at)
          values (${`SCL-T-${randomUUID().slice(0, 8)}`}, ${buyerId}, ${status}, ${subtotal}, ${discount},
            ${subtotal - discount}, 'simulator', ${created.toISOString()}::timestamptz + interval '1 day',
            ${paidAt?.toISOString() ?? null}::timestamptz, ${created.toISOString()}::timestamptz)
          returning id`,
    );
    const orderId = String(row?.id);
    const lineIds: string[] = [];
    for (const [position, line] of lines.entries()) {
      const [inserted] = await queryRows(
        ctx.database,
        sql`insert into order_lines (order_id, position, item_type, item_id, title, tutor_name, price, discount)
            values (${orderId}, ${position}, 'kelas', ${itemId(line.key)}, ${line.title}, 'Tutor Uji',
              ${line.price}, ${line.discount ?? 0})
            returning id`,
      );
      lineIds.push(String(inserted?.id));
    }
    return { orderId, lineIds };
  }

  /** A refund made at `at` of the given lines (amount: their price net of the voucher share). */
  async function refund(orderId: string, lineIds: string[], amount: number, at: Date) {
    const [row] = await queryRows(
      ctx.database,
      sql`insert into order_refunds (order_id, idempotency_key, amount, reason, created_at)
          values (${orderId}, ${randomUUID()}, ${amount}, 'Uji', ${at.toISOString()}::timestamptz) returning id`,
    );
    for (const lineId of lineIds) {
      await execute(
        ctx.database,
        sql`insert into order_refund_lines (refund_id, order_line_id, amount) values (${String(row?.id)}, ${lineId}, ${amount})`,
      );
    }
  }

  async function account(scope: ('student' | 'tutor')[], createdAt: Date, verifiedAt: Date | null = null) {
    const { user } = await createAccount(ctx.database, { scope });
    await execute(
      ctx.database,
      sql`update users set created_at = ${createdAt.toISOString()}::timestamptz,
            tutor_verified_at = ${verifiedAt?.toISOString() ?? null}::timestamptz where id = ${user.id}`,
    );
    return user.id;
  }

  async function application(status: string) {
    const userId = await account(['student'], wib('2029-01-01T10:00'));
    await execute(
      ctx.database,
      sql`insert into tutor_applications (user_id, status, biodata, teaching, submitted_at, decided_at, review_note)
          values (${userId}, ${status}, '{}'::jsonb, '{}'::jsonb, ${NOW.toISOString()}::timestamptz,
            ${status === 'approved' ? NOW.toISOString() : null}::timestamptz, null)`,
    );
  }

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
    buyerId = await account(['student'], wib('2029-01-01T10:00'));

    // Today, with a voucher: 100 000 paid; line "y" (46 000 net) refunded today.
    const today = await order('partially_refunded', wib('2030-03-15T09:00'), [
      { key: 'x', title: 'Kelas X', price: 60_000, discount: 6_000 },
      { key: 'y', title: 'Kelas Y', price: 50_000, discount: 4_000 },
    ]);
    await refund(today.orderId, [today.lineIds[1]!], 46_000, wib('2030-03-15T09:30'));
    // The day boundary: 23:30 WIB yesterday (16:30 UTC, still "today" in UTC) and 00:30 WIB today.
    await order('paid', wib('2030-03-14T23:30'), [{ key: 'y', title: 'Kelas Y', price: 30_000 }]);
    await order('paid', wib('2030-03-15T00:30'), [{ key: 'w', title: 'Kelas W', price: 20_000 }]);
    // Two days ago: four small lines (the top list stops at five).
    await order(
      'paid',
      wib('2030-03-13T10:00'),
      [1, 2, 3, 4].map((n) => ({ key: `h${n}`, title: `Materi ${n}`, price: n * 1_000 })),
    );
    // 8 days ago: in the 30 days, not the 7 (an older title of item "x").
    await order('paid', wib('2030-03-07T10:00'), [{ key: 'x', title: 'Kelas X (lama)', price: 50_000 }]);
    // 40 days ago: outside every period; refunded in full 3 days ago (that refund counts in its own days).
    const old = await order('refunded', wib('2030-02-03T10:00'), [
      { key: 'z', title: 'Kelas Z', price: 70_000 },
    ]);
    await refund(old.orderId, old.lineIds, 70_000, wib('2030-03-12T10:00'));
    // Never paid: not counted.
    await order('pending', null, [{ key: 'p', title: 'Kelas P', price: 999_000 }]);
    await order('expired', null, [{ key: 'e', title: 'Kelas E', price: 888_000 }]);

    await account(['student'], wib('2030-03-15T08:00'));
    await account(['student'], wib('2030-03-10T12:00'));
    await account(['student'], wib('2030-02-24T12:00'));
    await account(['student'], wib('2030-02-13T23:59'));
    await account(['tutor'], wib('2029-06-01T10:00'), wib('2030-03-14T23:30'));
    await account(['tutor'], wib('2029-06-01T10:00'), wib('2030-01-01T10:00'));
    await application('submitted');
    await application('draft');
    await application('approved');

    const response = await get(tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    dashboard = adminDashboardResponseSchema.parse(response.json()).data;
  });

  it('refuses a visitor, a student and a tutor', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get(tokens.student)).statusCode).toBe(403);
    expect((await get(tokens.tutor)).statusCode).toBe(403);
  });

  it('counts sales net of refunds made in each WIB period, paid orders only', () => {
    expect(dashboard).toMatchObject({ today: '2030-03-15', timeZone: 'Asia/Jakarta' });
    expect(dashboard.periods.today).toEqual({
      from: '2030-03-15',
      grossSales: 120_000,
      refunds: 46_000,
      sales: 74_000,
      paidOrders: 2,
      newStudents: 1,
      newTutors: 0,
    });
    expect(dashboard.periods.last7Days).toEqual({
      from: '2030-03-09',
      grossSales: 160_000,
      refunds: 116_000,
      sales: 44_000,
      paidOrders: 4,
      newStudents: 2,
      newTutors: 1,
    });
    expect(dashboard.periods.last30Days).toEqual({
      from: '2030-02-14',
      grossSales: 210_000,
      refunds: 116_000,
      sales: 94_000,
      paidOrders: 5,
      newStudents: 3,
      newTutors: 1,
    });
    expect(dashboard.pendingVerifications).toBe(1);
  });

  it('answers every one of the 30 WIB days, zero days included', () => {
    const days = dashboard.salesByDay;
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2030-02-14');
    expect(days.at(-1)?.date).toBe('2030-03-15');
    const nonZero = days.filter((day) => day.sales !== 0 || day.paidOrders !== 0);
    expect(nonZero).toEqual([
      { date: '2030-03-07', sales: 50_000, paidOrders: 1 },
      { date: '2030-03-12', sales: -70_000, paidOrders: 0 },
      { date: '2030-03-13', sales: 10_000, paidOrders: 1 },
      { date: '2030-03-14', sales: 30_000, paidOrders: 1 },
      { date: '2030-03-15', sales: 74_000, paidOrders: 2 },
    ]);
    expect(days.reduce((sum, day) => sum + day.sales, 0)).toBe(dashboard.periods.last30Days.sales);
  });

  it('lists the five items with the most revenue in 30 days, refunded lines left out', () => {
    expect(dashboard.topItems).toEqual([
      { kind: 'kelas', id: itemId('x'), title: 'Kelas X', units: 2, revenue: 104_000 },
      { kind: 'kelas', id: itemId('y'), title: 'Kelas Y', units: 1, revenue: 30_000 },
      { kind: 'kelas', id: itemId('w'), title: 'Kelas W', units: 1, revenue: 20_000 },
      { kind: 'kelas', id: itemId('h4'), title: 'Materi 4', units: 1, revenue: 4_000 },
      { kind: 'kelas', id: itemId('h3'), title: 'Materi 3', units: 1, revenue: 3_000 },
    ]);
  });
});
