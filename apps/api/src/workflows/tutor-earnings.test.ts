import { randomUUID } from 'node:crypto';
import {
  adminPayoutListSchema,
  adminPayoutResponseSchema,
  earningsBalanceResponseSchema,
  earningsHistorySchema,
  payoutListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { earningsPerDay } from '../modules/earnings';
import { usersServiceFor } from '../modules/users';
import { createAccount, errorCode, queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  createVoucher,
  notify,
  openShop,
  type Shop,
  simulate,
  signedNotification,
  simulatorMoves,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { pgErrorCode } from './context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('tutor earnings ledger (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', otherTutor: '', tutor: '' };
  let shop: Shop;
  let students: Student[];
  const student = (i: number) => students[i] as Student;
  /** A future class (pending until its first session), a class that started, and a course. */
  const items = { future: '', started: '', course: '' };

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const balance = async (token = tokens.tutor) => {
    const response = await call('GET', '/api/tutor/pendapatan', token);
    expect(response.statusCode, response.body).toBe(200);
    return earningsBalanceResponseSchema.parse(response.json()).data;
  };
  const history = async (token = tokens.tutor, query = '') => {
    const response = await call('GET', `/api/tutor/pendapatan/riwayat${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return earningsHistorySchema.parse(response.json());
  };
  const bank = { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Tutor Uji' };
  const requestPayout = (amount: number, token = tokens.tutor) =>
    call('POST', '/api/tutor/pencairan', token, { amount, ...bank });
  const decide = (id: string, body: object, token: string | null = tokens.admin) =>
    call('POST', `/api/admin/pencairan/${id}/keputusan`, token, body);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows(ctx.database, query))[0] ?? {};

  /** A student pays for the items (through the simulator); answers the order. */
  async function buy(buyer: Student, lines: [string, string][], body: object = {}) {
    for (const [type, id] of lines) await addToCart(ctx, buyer, type, id);
    const { order } = checkoutData(await checkout(ctx, buyer, body));
    const paid = await simulate(ctx, buyer, order.number, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return order;
  }

  beforeAll(async () => {
    for (const role of ['admin', 'otherTutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role === 'admin' ? 'admin' : 'tutor'] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
    shop = await openShop(ctx);
    const tutor = await usersServiceFor(ctx.database.db).getById(shop.tutorId);
    tokens.tutor = (await ctx.app.sessions.start(tutor, {})).token;
    students = await createStudents(ctx, 6);
    const now = Date.now();
    const sessions = (start: number) => [
      { title: 'Pertemuan 1', startsAt: new Date(start), durationMinutes: 60 },
    ];
    items.future = (await shop.classes(1, { sessions: sessions(now + 10 * DAY) }))[0] ?? '';
    items.started = (await shop.classes(1, { sessions: sessions(now - 2 * DAY) }))[0] ?? '';
    items.course = await shop.course();
  });

  it('refuses visitors and students on the tutor’s routes, and tutors on the admin’s', async () => {
    for (const [method, url] of [
      ['GET', '/api/tutor/pendapatan'],
      ['GET', '/api/tutor/pendapatan/riwayat'],
      ['GET', '/api/tutor/pencairan'],
      ['POST', '/api/tutor/pencairan'],
    ] as const) {
      const body = method === 'POST' ? { amount: 50_000, ...bank } : undefined;
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      expect((await call(method, url, student(0).token, body)).statusCode).toBe(403);
    }
    for (const token of [null, student(0).token, tokens.tutor]) {
      const expected = token ? 403 : 401;
      expect((await call('GET', '/api/admin/pencairan', token)).statusCode).toBe(expected);
      expect(
        (await decide(randomUUID(), { decision: 'paid', transferReference: 'TRF-1' }, token)).statusCode,
      ).toBe(expected);
    }
  });

  it('credits the tutor with each paid line net of the fee: a future class pending, the rest available', async () => {
    const order = await buy(student(0), [
      ['kelas', items.future],
      ['kelas', items.started],
      ['lifeskill', items.course],
    ]);
    // 150 000 and 99 000 less 20 %: the future class pending, the started class and the course available.
    expect(await balance()).toMatchObject({
      available: 120_000 + 79_200,
      pending: 120_000,
      reserved: 0,
      owed: 0,
      withdrawable: 199_200,
      platformFeePercent: 20,
    });
    const { data, meta } = await history();
    expect(meta.total).toBe(3);
    const future = data.find((row) => row.itemTitle && row.pendingUntil);
    expect(future).toMatchObject({
      kind: 'sale',
      amount: 120_000,
      orderNumber: order.number,
      grossAmount: 150_000,
    });
    expect(future?.platformFee).toBe(30_000);
    expect(data.filter((row) => row.pendingUntil === null)).toHaveLength(2);

    // The same notification again (a gateway retry) credits nothing more.
    const again = await notify(ctx, signedNotification(ctx, order, 'settlement'));
    expect(again.statusCode, again.body).toBe(200);
    expect((await history()).meta.total).toBe(3);
    expect((await balance()).available).toBe(199_200);
    // Another tutor sees none of it.
    expect(await balance(tokens.otherTutor)).toMatchObject({ available: 0, pending: 0 });
    expect((await history(tokens.otherTutor)).meta.total).toBe(0);
  });

  it('takes a tutor-funded discount out of the tutor’s base, a platform-funded one not', async () => {
    const before = (await balance()).available;
    await createVoucher(ctx, {
      code: 'EARNTUTOR',
      funder: 'tutor',
      funderTutorId: shop.tutorId,
      discountKind: 'fixed',
      discountValue: 9_000,
    });
    await buy(student(1), [['lifeskill', items.course]], { voucherCode: 'EARNTUTOR' });
    // (99 000 - 9 000) × 80 % = 72 000.
    expect((await balance()).available).toBe(before + 72_000);
    await createVoucher(ctx, { code: 'EARNPLATFORM', discountKind: 'fixed', discountValue: 9_000 });
    await buy(student(2), [['lifeskill', items.course]], { voucherCode: 'EARNPLATFORM' });
    // The platform bears its discount: 99 000 × 80 % = 79 200.
    expect((await balance()).available).toBe(before + 72_000 + 79_200);
  });

  it('keeps every ledger transaction balanced, and refuses an unbalanced one at commit', async () => {
    const unbalanced = await one(
      sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
    );
    expect(Number(unbalanced.n)).toBe(0);
    const [account] = await queryRows(ctx.database, sql`select id from ledger_accounts limit 1`);
    // One statement writes a transaction with a single entry of 5: refused when it commits.
    const refused = await ctx.database.db
      .execute(
        sql`with t as (insert into ledger_transactions (key, kind, tutor_id) values (${`test:${randomUUID()}`}, 'sale', ${shop.tutorId}) returning id)
            insert into ledger_entries (transaction_id, account_id, amount) select t.id, ${account?.id}, 5 from t`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    // 23514: check_violation, raised by the deferred balance trigger.
    expect(pgErrorCode(refused)).toBe('23514');
    await expect(
      ctx.database.db.execute(sql`update ledger_entries set amount = amount + 1`),
    ).rejects.toThrow();
  });

  it('debits refunds: a pending credit where it stands, beyond the available balance as owed', async () => {
    const refundAll = (orderId: string) =>
      call('POST', `/api/admin/transaksi/${orderId}/refund`, tokens.admin, {
        reason: 'Siswa membatalkan pembelian',
        idempotencyKey: randomUUID(),
      });
    const start = await balance();
    const pendingOrder = await buy(student(3), [['kelas', items.future]]);
    expect((await balance()).pending).toBe(start.pending + 120_000);
    expect((await refundAll(pendingOrder.id)).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ pending: start.pending, available: start.available });

    // Everything available goes into a payout request; then a refund of an available sale cannot take it.
    const bought = await buy(student(4), [['kelas', items.started]]);
    const all = (await balance()).withdrawable;
    expect((await requestPayout(all)).statusCode).toBe(201);
    expect((await balance()).available).toBe(0);
    expect((await refundAll(bought.id)).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ available: 0, owed: 120_000, withdrawable: 0 });
    expect(errorCode(await requestPayout(50_000))).toBe('PAYOUT_EXCEEDS_BALANCE');
    // The next sale pays the debt first.
    await buy(student(5), [['lifeskill', items.course]]);
    expect(await balance()).toMatchObject({ available: 0, owed: 120_000 - 79_200 });
    const rows = (await history()).data.map((row) => row.kind);
    expect(rows).toContain('refund');
  });

  it('reserves payouts, and the admin marks them paid or rejected once, with an audit row', async () => {
    // The debt of the test before is paid off by the rejected request's amount coming back.
    const list = async (query = '') => {
      const response = await call('GET', `/api/admin/pencairan${query}`, tokens.admin);
      expect(response.statusCode, response.body).toBe(200);
      return adminPayoutListSchema.parse(response.json());
    };
    const [requested] = (await list('?status=requested')).data;
    expect(requested).toMatchObject({ status: 'requested', bankName: 'BCA', tutor: { id: shop.tutorId } });
    const amount = requested?.amount ?? 0;
    const rejected = await decide(requested?.id ?? '', {
      decision: 'rejected',
      reason: 'Nomor rekening salah',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(adminPayoutResponseSchema.parse(rejected.json()).data.status).toBe('rejected');
    expect(
      errorCode(await decide(requested?.id ?? '', { decision: 'paid', transferReference: 'TRF-9' })),
    ).toBe('PAYOUT_ALREADY_DECIDED');
    // Back in the balance: the owed 40 800 is settled from it when the next request is made.
    expect(await balance()).toMatchObject({ reserved: 0, available: amount, owed: 40_800 });
    expect((await requestPayout(49_999)).statusCode).toBe(400);
    const second = await requestPayout(50_000);
    expect(second.statusCode, second.body).toBe(201);
    expect(await balance()).toMatchObject({ reserved: 50_000, owed: 0, available: amount - 40_800 - 50_000 });
    const id = second.json<{ data: { id: string } }>().data.id;
    expect((await decide(id, { decision: 'paid', transferReference: 'TRF-2026-11' })).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ reserved: 0, paidOut: 50_000 });
    const mine = payoutListSchema.parse((await call('GET', '/api/tutor/pencairan', tokens.tutor)).json());
    expect(mine.data.map((p) => p.status)).toEqual(['paid', 'rejected']);
    expect(mine.data[0]?.transferReference).toBe('TRF-2026-11');
    const other = payoutListSchema.parse(
      (await call('GET', '/api/tutor/pencairan', tokens.otherTutor)).json(),
    );
    expect(other.meta.total).toBe(0);
    const audit = await queryRows(
      ctx.database,
      sql`select action from audit_log where entity_type = 'payout' order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['payout.reject', 'payout.paid']);
    // The tutor's bell: one notification for the paid payout, none for the rejected one (ADR 0044).
    const notified = await queryRows(
      ctx.database,
      sql`select kind, params from notifications where user_id = ${shop.tutorId} and kind like 'payout.%'`,
    );
    expect(notified).toEqual([{ kind: 'payout.paid', params: { payoutId: id, amount: 50_000 } }]);
    expect((await list(`?tutor=${shop.tutorId}&status=paid`)).meta.total).toBe(1);
    expect((await list(`?tutor=${randomUUID()}`)).meta.total).toBe(0);
    expect((await decide(randomUUID(), { decision: 'paid', transferReference: 'TRF-3' })).statusCode).toBe(
      404,
    );
  });

  it('answers earnings per day of the tutor’s zone, every day present', async () => {
    const day = (offset: number) => new Date(Date.now() + 7 * HOUR + offset * DAY).toISOString().slice(0, 10);
    const days = await earningsPerDay(ctx.database.db, shop.tutorId, {
      from: day(-6),
      to: day(0),
      timeZone: 'Asia/Jakarta',
    });
    expect(days.map((row) => row.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(days.slice(0, 6).every((row) => row.amount === 0)).toBe(true);
    // Today: the sales credited (3 classes of 120 000 and 2 more, 4 courses, one with the tutor's voucher) less
    // the two classes refunded.
    expect(days[6]?.amount).toBe(120_000 * 4 + 79_200 * 3 + 72_000 - 120_000 * 2);
  });

  it('debits a refund the gateway reports for a paid order, once', async () => {
    const before = await balance();
    const order = await buy(student(3), [['lifeskill', items.course]]);
    expect((await balance()).available).toBe(before.available + 79_200);
    const refunded = await simulatorMoves(ctx, order, 'refund');
    expect((await notify(ctx, refunded)).statusCode).toBe(200);
    expect((await notify(ctx, refunded)).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ available: before.available, owed: before.owed });
    const kinds = (await history(tokens.tutor, '?pageSize=1')).data.map((row) => [row.kind, row.amount]);
    expect(kinds).toEqual([['refund', -79_200]]);
  });
});
