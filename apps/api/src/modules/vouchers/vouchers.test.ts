import { randomUUID } from 'node:crypto';
import {
  type AvailableVoucher,
  availableVoucherListSchema,
  type OrderStatus,
  type PurchasableItemType,
  voucherPreviewResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { createAccount, errorCode, execute, queryRows, signIn, testClock } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { ordersTable } from '../orders';
import { vouchersFor } from '../../workflows';
import type { QuoteLine } from './index';

const DAY = 24 * 60 * 60 * 1000;
const tables: Record<PurchasableItemType, string> = {
  kelas: 'live_classes',
  'kelas-paket': 'class_packages',
  materi: 'materials',
  lifeskill: 'skill_courses',
  'study-room': 'study_rooms',
};

describe.each(testDatabases())('vouchers (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { seed: true, clock: clock.now });
  const db = (): Database => ctx.database.db;
  const service = (on: Database = db()) => vouchersFor(on);

  const idOf = async (itemType: PurchasableItemType, slug: string) => {
    const [found] = await queryRows(
      ctx.database,
      sql.raw(`select id from ${tables[itemType]} where slug = '${slug}'`),
    );
    if (!found) throw new Error(`no ${itemType} ${slug}`);
    return String(found.id);
  };
  const voucherRow = async (code: string) => {
    const [row] = await queryRows(ctx.database, sql`select * from vouchers where code = ${code}`);
    if (!row) throw new Error(`no voucher ${code}`);
    return row;
  };
  const student = async () => {
    const account = await createAccount(ctx.database, { scope: ['student'] });
    const session = await signIn(ctx.app, account.email, account.password);
    return { id: account.user.id, token: session.token };
  };
  const inject = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const check = (token: string, code: unknown) => inject('POST', '/api/voucher/cek', token, { code });
  const preview = async (token: string, code: string) => {
    const response = await check(token, code);
    expect(response.statusCode, response.body).toBe(200);
    return voucherPreviewResponseSchema.parse(response.json()).data;
  };
  const expectRefused = async (token: string, code: string, status: number, expected: string) => {
    const response = await check(token, code);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorCode(response)).toBe(expected);
    return response;
  };
  const available = async (token: string, query = '') => {
    const response = await inject('GET', `/api/voucher${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return availableVoucherListSchema.parse(response.json());
  };
  const insertOrder = (
    database: Database,
    userId: string,
    voucherId: string,
    code: string,
    status: OrderStatus,
  ) =>
    database.insert(ordersTable).values({
      number: `TEST-${randomUUID()}`,
      userId,
      status,
      subtotal: 200_000,
      discount: 0,
      total: 200_000,
      voucherId,
      voucherCode: code,
      provider: 'simulator',
      expiresAt: new Date(Date.now() + DAY),
      paidAt: status === 'paid' || status === 'refunded' ? new Date() : null,
    });

  /** Budi's (tutor@scola.id) class 150.000 and material 35.000, another tutor's class 160.000, a course 179.000. */
  let items: Record<
    'budiClass' | 'budiMaterial' | 'otherClass' | 'python',
    { itemType: PurchasableItemType; itemId: string }
  >;
  let budiId: string;
  const fill = async (token: string, ...names: (keyof typeof items)[]) => {
    for (const name of names) {
      const response = await inject('POST', '/api/keranjang', token, items[name]);
      expect(response.statusCode, response.body).toBe(201);
    }
  };

  beforeAll(async () => {
    items = {
      budiClass: { itemType: 'kelas', itemId: await idOf('kelas', 'trigonometri-dasar-sma') },
      budiMaterial: { itemType: 'materi', itemId: await idOf('materi', 'ringkasan-fungsi-kuadrat') },
      otherClass: { itemType: 'kelas', itemId: await idOf('kelas', 'kinematika-gerak-lurus-dan-parabola') },
      python: { itemType: 'lifeskill', itemId: await idOf('lifeskill', 'python-untuk-pemula') },
    };
    const [budi] = await queryRows(ctx.database, sql`select id from users where email = 'tutor@scola.id'`);
    budiId = String(budi?.id);
  });

  it('seeds exactly the demo codes, once, with their rules', async () => {
    const rows = await queryRows(ctx.database, sql`select * from vouchers order by code`);
    expect(rows.map((row) => row.code)).toEqual([
      'BELUMMULAI',
      'KEDALUWARSA',
      'KUOTA10',
      'MATERIHEMAT',
      'MIN500K',
      'PYTHONHEMAT',
      'SCOLAHEMAT',
      'TUTORHEMAT',
    ]);
    expect(await voucherRow('SCOLAHEMAT')).toMatchObject({
      funder: 'platform',
      discount_kind: 'percentage',
      discount_value: 10,
      max_discount: 50_000,
      min_subtotal: 100_000,
      per_user_limit: 1,
      total_quota: null,
    });
    expect(await voucherRow('KUOTA10')).toMatchObject({
      discount_value: 10_000,
      total_quota: 10,
      per_user_limit: null,
    });
    expect(await voucherRow('TUTORHEMAT')).toMatchObject({
      funder: 'tutor',
      funder_tutor_id: budiId,
      discount_value: 15,
    });
    const { seedDemoVouchers } = await import('../../db/seed-vouchers');
    expect(await seedDemoVouchers(ctx.database, new Date())).toBe(0);
    expect(await queryRows(ctx.database, sql`select * from vouchers`)).toHaveLength(8);
    expect(await queryRows(ctx.database, sql`select * from voucher_items`)).toHaveLength(1);
  });

  it('previews a voucher on the cart: code case-insensitive, discount split exactly over the lines', async () => {
    const { token } = await student();
    await fill(token, 'budiClass', 'budiMaterial', 'otherClass');
    const quote = await preview(token, '  scolaHemat ');
    expect(quote).toMatchObject({ code: 'SCOLAHEMAT', discount: 34_500, subtotal: 345_000, total: 310_500 });
    expect(quote.lineDiscounts.map((line) => line.itemId)).toEqual([
      items.budiClass.itemId,
      items.budiMaterial.itemId,
      items.otherClass.itemId,
    ]);
    expect(quote.lineDiscounts.reduce((sum, line) => sum + line.discount, 0)).toBe(34_500);
    expect((await preview(token, 'KUOTA10')).discount).toBe(10_000);

    // 10 % of 524.000 is capped at 50.000; MIN500K now reaches its minimum.
    await fill(token, 'python');
    expect(await preview(token, 'SCOLAHEMAT')).toMatchObject({
      discount: 50_000,
      subtotal: 524_000,
      total: 474_000,
    });
    expect(await preview(token, 'MIN500K')).toMatchObject({ discount: 25_000, total: 499_000 });
  });

  it('refuses an unknown, expired or not yet started code, and a minimum not met (with the minimum)', async () => {
    const { token } = await student();
    await fill(token, 'budiClass', 'otherClass');
    await expectRefused(token, 'TIDAKADA', 404, 'VOUCHER_NOT_FOUND');
    await expectRefused(token, 'kedaluwarsa', 422, 'VOUCHER_EXPIRED');
    await expectRefused(token, 'BELUMMULAI', 422, 'VOUCHER_NOT_STARTED');
    const response = await expectRefused(token, 'MIN500K', 422, 'VOUCHER_MINIMUM_NOT_MET');
    expect(response.json()).toMatchObject({ error: { details: { minimum: 500_000 } } });
  });

  it('discounts only the demo tutor’s items with TUTORHEMAT, and nothing else', async () => {
    const { token } = await student();
    await fill(token, 'otherClass');
    await expectRefused(token, 'TUTORHEMAT', 422, 'VOUCHER_NOT_APPLICABLE');
    await fill(token, 'budiClass', 'budiMaterial');
    const quote = await preview(token, 'TUTORHEMAT');
    expect(quote).toMatchObject({ discount: 27_750, subtotal: 345_000, total: 317_250 });
    expect(quote.lineDiscounts).toEqual([
      { ...items.budiClass, discount: 22_500 },
      { ...items.budiMaterial, discount: 5_250 },
    ]);
  });

  it('applies MATERIHEMAT to materials only and PYTHONHEMAT to its listed course only', async () => {
    const { token } = await student();
    await fill(token, 'budiClass');
    await expectRefused(token, 'MATERIHEMAT', 422, 'VOUCHER_NOT_APPLICABLE');
    await expectRefused(token, 'PYTHONHEMAT', 422, 'VOUCHER_NOT_APPLICABLE');
    await fill(token, 'budiMaterial', 'python');
    expect((await preview(token, 'MATERIHEMAT')).lineDiscounts).toEqual([
      { ...items.budiMaterial, discount: 7_000 },
    ]);
    expect((await preview(token, 'PYTHONHEMAT')).lineDiscounts).toEqual([
      { ...items.python, discount: 30_000 },
    ]);
  });

  it('refuses an inactive voucher, a used-up quota and a reached per-user limit', async () => {
    const { id, token } = await student();
    await fill(token, 'budiClass');
    await execute(ctx.database, sql`update vouchers set is_active = false where code = 'KUOTA10'`);
    await expectRefused(token, 'KUOTA10', 422, 'VOUCHER_INACTIVE');
    await execute(
      ctx.database,
      sql`update vouchers set is_active = true, used_count = 10 where code = 'KUOTA10'`,
    );
    await expectRefused(token, 'KUOTA10', 409, 'VOUCHER_QUOTA_EXHAUSTED');
    expect((await available(token)).data.map((v) => v.code)).not.toContain('KUOTA10');
    await execute(ctx.database, sql`update vouchers set used_count = 0 where code = 'KUOTA10'`);

    const scolahemat = await voucherRow('SCOLAHEMAT');
    // Orders that no longer hold the voucher do not count; a pending, paid or refunded one does.
    await insertOrder(db(), id, String(scolahemat.id), 'SCOLAHEMAT', 'expired');
    await insertOrder(db(), id, String(scolahemat.id), 'SCOLAHEMAT', 'cancelled');
    expect((await preview(token, 'SCOLAHEMAT')).discount).toBe(15_000);
    expect((await available(token)).data.map((v) => v.code)).toContain('SCOLAHEMAT');
    await insertOrder(db(), id, String(scolahemat.id), 'SCOLAHEMAT', 'paid');
    await expectRefused(token, 'SCOLAHEMAT', 409, 'VOUCHER_USER_LIMIT_REACHED');
    expect((await available(token)).data.map((v) => v.code)).not.toContain('SCOLAHEMAT');
  });

  it('follows the app’s clock: BELUMMULAI from next year, SCOLAHEMAT over after a year', async () => {
    const startsAt = new Date(String((await voucherRow('BELUMMULAI')).starts_at)).getTime();
    /** A student signed in at the moved clock (access tokens expire with it), with Budi's class in the cart. */
    const studentAt = async (time: number) => {
      clock.reset();
      clock.advance(time - Date.now());
      const { token } = await student();
      await fill(token, 'budiClass');
      return token;
    };
    try {
      const beforeStart = await studentAt(startsAt - 60_000);
      await expectRefused(beforeStart, 'BELUMMULAI', 422, 'VOUCHER_NOT_STARTED');
      clock.advance(2 * 60_000);
      expect((await preview(beforeStart, 'BELUMMULAI')).discount).toBe(30_000);
      const nextYear = await studentAt(Date.now() + 366 * DAY);
      await expectRefused(nextYear, 'SCOLAHEMAT', 422, 'VOUCHER_EXPIRED');
      expect((await available(nextYear)).data.map((v) => v.code)).not.toContain('SCOLAHEMAT');
    } finally {
      clock.reset();
    }
  });

  it('refuses an empty cart, bad input and other roles', async () => {
    const { token } = await student();
    await expectRefused(token, 'SCOLAHEMAT', 409, 'CART_EMPTY');
    for (const payload of [
      {},
      { code: '' },
      { code: 'X'.repeat(33) },
      { code: 12 },
      { code: 'KUOTA10', total: 1 },
    ]) {
      const response = await inject('POST', '/api/voucher/cek', token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    expect((await inject('POST', '/api/voucher/cek', undefined, { code: 'KUOTA10' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/voucher', undefined)).statusCode).toBe(401);
    const tutor = await createAccount(ctx.database, { scope: ['tutor'] });
    const session = await signIn(ctx.app, tutor.email, tutor.password);
    expect((await inject('GET', '/api/voucher', session.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/voucher?pageSize=101', token)).statusCode).toBe(400);
  });

  it('lists the usable vouchers, soonest ending first, with whether each fits the cart', async () => {
    const { token } = await student();
    const empty = await available(token);
    const codes = empty.data.map((v) => v.code).sort();
    expect(codes).toEqual(['KUOTA10', 'MATERIHEMAT', 'MIN500K', 'PYTHONHEMAT', 'SCOLAHEMAT', 'TUTORHEMAT']);
    expect(empty.meta).toEqual({ page: 1, pageSize: 20, total: 6 });
    expect(empty.data.every((v) => !v.applicable && v.reason === 'CART_EMPTY' && v.discount === 0)).toBe(
      true,
    );

    await fill(token, 'budiClass', 'otherClass');
    const list = await available(token);
    const byCode = new Map(list.data.map((v): [string, AvailableVoucher] => [v.code, v]));
    expect(byCode.get('SCOLAHEMAT')).toMatchObject({
      applicable: true,
      reason: null,
      discount: 31_000,
      discountKind: 'percentage',
      discountValue: 10,
      maxDiscount: 50_000,
      minSubtotal: 100_000,
      userUsesLeft: 1,
      quotaLeft: null,
      funder: 'platform',
    });
    expect(byCode.get('MIN500K')).toMatchObject({
      applicable: false,
      reason: 'VOUCHER_MINIMUM_NOT_MET',
      discount: 0,
    });
    expect(byCode.get('MATERIHEMAT')).toMatchObject({
      applicable: false,
      reason: 'VOUCHER_NOT_APPLICABLE',
      scope: 'item_types',
      scopeItemTypes: ['materi'],
    });
    expect(byCode.get('TUTORHEMAT')).toMatchObject({
      applicable: true,
      discount: 22_500,
      funder: 'tutor',
      funderTutorId: budiId,
      funderTutorName: 'Budi Santoso',
      scope: 'tutor',
      scopeTutorName: 'Budi Santoso',
    });
    expect(byCode.get('KUOTA10')?.quotaLeft).toBe(10);
    const ends = list.data.map((v) => Date.parse(v.endsAt));
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);

    const second = await available(token, '?page=2&pageSize=4');
    expect(second.meta).toEqual({ page: 2, pageSize: 4, total: 6 });
    expect(second.data.map((v) => v.code)).toEqual(list.data.slice(4).map((v) => v.code));
    expect((await available(token, '?page=3&pageSize=4')).meta.total).toBe(6);
  });

  it('documents the cart and voucher routes in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json<{ paths: object; components: { schemas: object } }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/keranjang',
        '/api/keranjang/{itemType}/{itemId}',
        '/api/voucher',
        '/api/voucher/cek',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Cart', 'CartLine', 'VoucherPreview', 'AvailableVoucher']),
    );
  });

  describe('reservations', () => {
    const lines: QuoteLine[] = [{ itemType: 'kelas', itemId: randomUUID(), tutorId: null, price: 200_000 }];
    const reserveInOrder = (userId: string, code: string) =>
      db().transaction(async (tx) => {
        const quote = await service(tx).reserve({ code, userId, lines, now: new Date() });
        await insertOrder(tx, userId, quote.voucherId, quote.code, 'pending');
        return quote;
      });
    const refusalsOf = (results: PromiseSettledResult<unknown>[]) =>
      results.flatMap((result) =>
        result.status === 'rejected'
          ? [isAppError(result.reason) ? result.reason.code : String(result.reason)]
          : [],
      );

    it('quotes without using, reserves by counting a use, and releases it', async () => {
      const { id } = await student();
      const quote = await service().quote({ code: 'kuota10', userId: id, lines, now: new Date() });
      expect(quote).toMatchObject({ code: 'KUOTA10', discount: 10_000 });
      expect((await voucherRow('KUOTA10')).used_count).toBe(0);
      await reserveInOrder(id, 'KUOTA10');
      expect((await voucherRow('KUOTA10')).used_count).toBe(1);
      await service().release(quote.voucherId);
      await service().release(quote.voucherId);
      expect((await voucherRow('KUOTA10')).used_count).toBe(0);
      await expect(
        service().reserve({ code: 'BELUMMULAI', userId: id, lines, now: new Date() }),
      ).rejects.toMatchObject({ code: 'VOUCHER_NOT_STARTED' });
      await execute(ctx.database, sql`delete from orders where user_id = ${id}`);
    });

    it('gives a quota of 10 to exactly 10 of 50 concurrent reservations', async () => {
      const buyers = await Promise.all(Array.from({ length: 5 }, () => student()));
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) => reserveInOrder(buyers[index % 5]?.id ?? '', 'KUOTA10')),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      expect(new Set(refusalsOf(results))).toEqual(new Set(['VOUCHER_QUOTA_EXHAUSTED']));
      expect((await voucherRow('KUOTA10')).used_count).toBe(10);
      const [orders] = await queryRows(
        ctx.database,
        sql`select count(*)::int as n from orders where voucher_code = 'KUOTA10'`,
      );
      expect(orders?.n).toBe(10);
    });

    it('gives a per-user limit of 1 to exactly 1 of 10 concurrent reservations by one student', async () => {
      const { id } = await student();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => reserveInOrder(id, 'SCOLAHEMAT')),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(refusalsOf(results)).toEqual(Array.from({ length: 9 }, () => 'VOUCHER_USER_LIMIT_REACHED'));
      const [orders] = await queryRows(
        ctx.database,
        sql`select count(*)::int as n from orders where user_id = ${id} and voucher_code = 'SCOLAHEMAT'`,
      );
      expect(orders?.n).toBe(1);
    });
  });
});
