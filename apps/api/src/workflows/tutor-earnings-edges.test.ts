import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClassPackage } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { localFileStorage } from '../lib/storage';
import { usersServiceFor } from '../modules/users';
import { createAccount, queryRows } from '../test/auth-helpers';
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
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hourAligned = (at: number) => Math.floor(at / HOUR) * HOUR;

describe.each(testDatabases())(
  'tutor earnings: moved sessions and packages of several tutors (%s)',
  (kind) => {
    const ctx = useCatalogueApp(kind);
    let tutorA: Shop;
    let tutorB: Shop;
    const tokens = { a: '', admin: '' };

    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
    async function buy(buyer: Student, lines: [string, string][]) {
      for (const [type, id] of lines) await addToCart(ctx, buyer, type, id);
      const { order } = checkoutData(await checkout(ctx, buyer));
      const paid = await simulate(ctx, buyer, order.number, 'pay');
      expect(paid.statusCode, paid.body).toBe(200);
      return order;
    }
    /** The sale credits of an order's lines: per tutor, amount and pending date. */
    const credits = (orderId: string) =>
      queryRows(
        ctx.database,
        sql`select t.tutor_id, t.key, t.gross_amount, t.discount, e.amount,
            (extract(epoch from e.available_at) * 1000)::float8 as available_at
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.order_id = ${orderId} and t.kind = 'sale' and a.kind = 'tutor_earnings' order by e.amount desc`,
      );
    const tutorSum = async (tutorId: string) =>
      Number(
        (
          await queryRows(
            ctx.database,
            sql`select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e
              join ledger_accounts a on a.id = e.account_id where a.tutor_id = ${tutorId} and a.kind = 'tutor_earnings'`,
          )
        )[0]?.total,
      );
    const sessionsOf = (classId: string) =>
      queryRows(
        ctx.database,
        sql`select id, starts_at from class_sessions where class_id = ${classId} and status <> 'cancelled' order by starts_at`,
      );
    const packageOf = async (classIds: string[], price: number) => {
      const catalogue = catalogueServicesFor(ctx.database.db, {
        storage: localFileStorage(`${ctx.dataDir}/files`),
      });
      const built = buildClassPackage(classIds, { price });
      return (await catalogue.packages.ensurePackages([built])).get(built.slug) ?? '';
    };

    beforeAll(async () => {
      tutorA = await openShop(ctx);
      tutorB = await openShop(ctx);
      const users = usersServiceFor(ctx.database.db);
      tokens.a = (await ctx.app.sessions.start(await users.getById(tutorA.tutorId), {})).token;
      const admin = await createAccount(ctx.database, { scope: ['admin'] });
      tokens.admin = (await ctx.app.sessions.start(admin.user, {})).token;
    });

    it('keeps a sale pending until the class starts when its first session is moved or cancelled', async () => {
      const first = hourAligned(Date.now() + 10 * DAY);
      const [classId] = await tutorA.classes(1, {
        sessions: [
          { title: 'Pertemuan 1', startsAt: new Date(first), durationMinutes: 60 },
          { title: 'Pertemuan 2', startsAt: new Date(first + 7 * DAY), durationMinutes: 60 },
        ],
      });
      const [student] = await createStudents(ctx, 1);
      const order = await buy(student!, [['kelas', classId!]]);
      expect((await credits(order.id))[0]?.available_at).toBe(first);

      const [session1] = await sessionsOf(classId!);
      const moved = first + 2 * DAY;
      const response = await call('PATCH', `/api/tutor/sesi/${String(session1!.id)}`, tokens.a, {
        startsAt: new Date(moved).toISOString(),
        reason: 'Tutor sakit',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await credits(order.id))[0]).toMatchObject({ amount: 120_000, available_at: moved });

      // Cancelled: the class now starts with its second session.
      const cancelled = await call('POST', `/api/tutor/sesi/${String(session1!.id)}/batal`, tokens.a, {
        reason: 'Libur nasional',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await credits(order.id))[0]?.available_at).toBe(first + 7 * DAY);
      // Only the date may follow: the amounts stay append-only.
      await expect(
        ctx.database.db.execute(sql`update ledger_entries set amount = amount + 1 where transaction_id in
        (select id from ledger_transactions where order_id = ${order.id})`),
      ).rejects.toThrow();
    });

    it('credits each tutor of a package of several tutors a share pro rata by regular prices, and takes it back on refund', async () => {
      const start = hourAligned(Date.now() + 20 * DAY);
      const [classA] = await tutorA.classes(1, {
        price: 150_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(start), durationMinutes: 60 }],
      });
      const [classB] = await tutorB.classes(1, {
        price: 50_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(start + DAY), durationMinutes: 60 }],
      });
      const packageId = await packageOf([classA!, classB!], 100_001);
      const [student] = await createStudents(ctx, 1);
      const before = { a: await tutorSum(tutorA.tutorId), b: await tutorSum(tutorB.tutorId) };
      const order = await buy(student!, [['kelas-paket', packageId]]);
      const rows = await credits(order.id);
      // 100 001 by 150 000 : 50 000 → 75 000 and 25 000, the rupiah left over to the first tutor; 80 % each.
      expect(rows.map((row) => [row.tutor_id, row.gross_amount, row.amount])).toEqual([
        [tutorA.tutorId, 75_001, 60_000],
        [tutorB.tutorId, 25_000, 20_000],
      ]);
      expect(rows.map((row) => row.available_at)).toEqual([start, start + DAY]);
      expect(await tutorSum(tutorA.tutorId)).toBe(before.a + 60_000);

      const refunded = await call('POST', `/api/admin/transaksi/${order.id}/refund`, tokens.admin, {
        reason: 'Paket dibatalkan',
        idempotencyKey: randomUUID(),
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(await tutorSum(tutorA.tutorId)).toBe(before.a);
      expect(await tutorSum(tutorB.tutorId)).toBe(before.b);
    });

    it('posts every share exactly once when students buy a package of two tutors at the same time', async () => {
      const start = hourAligned(Date.now() + 30 * DAY);
      const [classA] = await tutorA.classes(1, {
        price: 100_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(start), durationMinutes: 60 }],
      });
      const [classB] = await tutorB.classes(1, {
        price: 100_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(start + DAY), durationMinutes: 60 }],
      });
      const packageId = await packageOf([classA!, classB!], 150_000);
      const buyers = await createStudents(ctx, 6);
      const before = { a: await tutorSum(tutorA.tutorId), b: await tutorSum(tutorB.tutorId) };
      await Promise.all(buyers.map((buyer) => buy(buyer, [['kelas-paket', packageId]])));
      expect(await tutorSum(tutorA.tutorId)).toBe(before.a + 6 * 60_000);
      expect(await tutorSum(tutorB.tutorId)).toBe(before.b + 6 * 60_000);
    });

    it('counts a class’s part of the package lines in its history’s sales', async () => {
      const past = hourAligned(Date.now() - 3 * DAY);
      const [classA] = await tutorA.classes(1, {
        price: 120_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(past), durationMinutes: 60 }],
      });
      const [classB] = await tutorB.classes(1, {
        price: 40_000,
        sessions: [{ title: 'Sesi', startsAt: new Date(past + HOUR * 5), durationMinutes: 60 }],
      });
      const packageId = await packageOf([classA!, classB!], 100_000);
      const [alone, inPackage] = await createStudents(ctx, 2);
      await buy(alone!, [['kelas', classA!]]);
      await buy(inPackage!, [['kelas-paket', packageId]]);
      const response = await call('GET', `/api/tutor/kelas-riwayat/${classA!}`, tokens.a);
      expect(response.statusCode, response.body).toBe(200);
      // 120 000 on its own, and 75 000 of the package's 100 000 (120 000 : 40 000).
      expect(response.json()).toMatchObject({ data: { sales: 195_000, salesCount: 2 } });
    });
  },
);
