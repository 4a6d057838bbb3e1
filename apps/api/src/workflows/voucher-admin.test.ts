import {
  type AdminVoucher,
  type AdminVoucherInput,
  adminVoucherListSchema,
  adminVoucherResponseSchema,
  auditEntryListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode, queryRows } from '../test/auth-helpers';
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

const DAY = 86_400_000;

describe.each(testDatabases())('admin vouchers (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  let adminId = '';
  let shop: Shop;
  let students: Student[];
  let next = 0;
  /** A student not used by an earlier test. */
  const freshStudent = () => students[next++] as Student;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = tokens.admin) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const input = (overrides: Partial<AdminVoucherInput> & { code: string }): AdminVoucherInput => ({
    title: `Voucher ${overrides.code}`,
    funder: 'platform',
    discountKind: 'fixed',
    discountValue: 10_000,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    scope: 'all',
    ...overrides,
  });
  const create = async (overrides: Partial<AdminVoucherInput> & { code: string }): Promise<AdminVoucher> => {
    const response = await call('POST', '/api/admin/voucher', input(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return adminVoucherResponseSchema.parse(response.json()).data;
  };
  const read = async (id: string) =>
    adminVoucherResponseSchema.parse((await call('GET', `/api/admin/voucher/${id}`)).json()).data;
  /** A student with one 150.000 class in the cart, checking out with `code`. */
  const buy = async (student: Student, code: string) => {
    const [classId] = await shop.classes(1, { price: 150_000 });
    await addToCart(ctx, student, 'kelas', classId ?? '');
    return checkout(ctx, student, { voucherCode: code });
  };

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
      if (role === 'admin') adminId = user.id;
    }
    shop = await openShop(ctx);
    students = await createStudents(ctx, 16);
  });

  it('refuses visitors, students and tutors on every admin voucher route', async () => {
    const id = crypto.randomUUID();
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/voucher'],
      ['GET', `/api/admin/voucher/${id}`],
      ['POST', '/api/admin/voucher', input({ code: 'LUAR1' })],
      ['PUT', `/api/admin/voucher/${id}`, input({ code: 'LUAR1' })],
      ['POST', `/api/admin/voucher/${id}/nonaktifkan`],
      ['POST', `/api/admin/voucher/${id}/aktifkan`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, '')).statusCode).toBe(401);
      for (const token of [tokens.student, tokens.tutor])
        expect((await call(method, url, payload, token)).statusCode).toBe(403);
    }
    const [row] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from vouchers where code = 'LUAR1'`,
    );
    expect(row?.n).toBe(0);
  });

  it('creates a voucher with every rule, keeps codes unique whatever their case, and audits each change', async () => {
    const created = await create({
      code: 'hemat-sma',
      title: 'Hemat SMA',
      funder: 'tutor',
      funderTutorId: shop.tutorId,
      discountKind: 'percentage',
      discountValue: 20,
      maxDiscount: 25_000,
      minSubtotal: 100_000,
      totalQuota: 50,
      perUserLimit: 2,
      scope: 'item_types',
      scopeItemTypes: ['kelas', 'lifeskill'],
    });
    expect(created).toMatchObject({
      code: 'HEMAT-SMA',
      funder: 'tutor',
      funderTutorId: shop.tutorId,
      maxDiscount: 25_000,
      scopeItemTypes: ['kelas', 'lifeskill'],
      isActive: true,
      usage: { uses: 0, pendingUses: 0, paidUses: 0, totalDiscount: 0 },
    });
    expect(created.funderTutorName).toBeTruthy();

    for (const code of ['HEMAT-SMA', 'Hemat-Sma', '  hemat-sma ']) {
      const twin = await call('POST', '/api/admin/voucher', input({ code }));
      expect(twin.statusCode, twin.body).toBe(409);
      expect(twin.json()).toMatchObject({
        error: { code: 'VOUCHER_CODE_TAKEN', details: { field: 'code' } },
      });
    }
    const other = await create({ code: 'LAINNYA' });
    const renamed = await call('PUT', `/api/admin/voucher/${other.id}`, input({ code: 'hemat-SMA' }));
    expect(renamed.statusCode).toBe(409);
    expect(errorCode(renamed)).toBe('VOUCHER_CODE_TAKEN');

    const edited = await call(
      'PUT',
      `/api/admin/voucher/${other.id}`,
      input({ code: 'lainnya', scope: 'items', scopeItems: [{ itemType: 'kelas', itemId: shop.tutorId }] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminVoucherResponseSchema.parse(edited.json()).data).toMatchObject({
      code: 'LAINNYA',
      scope: 'items',
      scopeItems: [{ itemType: 'kelas', itemId: shop.tutorId }],
    });

    const list = adminVoucherListSchema.parse((await call('GET', '/api/admin/voucher?q=hemat')).json());
    expect(list.data.map((voucher) => voucher.code)).toEqual(['HEMAT-SMA']);

    const audit = auditEntryListSchema.parse(
      (await call('GET', `/api/admin/audit?entityType=voucher&entityId=${other.id}`)).json(),
    );
    expect(audit.data.map((entry) => entry.action)).toEqual(['voucher.update', 'voucher.create']);
    expect(audit.data[0]).toMatchObject({
      actorId: adminId,
      after: { scope: 'items' },
      before: { scope: 'all' },
    });
  });

  it('refuses rules that do not hold together, and an unknown tutor, without writing anything', async () => {
    const bad: Partial<AdminVoucherInput>[] = [
      { discountKind: 'percentage', discountValue: 120 },
      { discountKind: 'fixed', maxDiscount: 5_000 },
      { funder: 'tutor' },
      { scope: 'item_types' },
      { scope: 'tutor' },
      { scope: 'items' },
      { endsAt: new Date(Date.now() - 2 * DAY).toISOString() },
      { totalQuota: -1 },
      { perUserLimit: 0 },
    ];
    for (const overrides of bad) {
      const response = await call('POST', '/api/admin/voucher', input({ code: 'SALAH', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    const ghost = await call(
      'POST',
      '/api/admin/voucher',
      input({ code: 'SALAH', scope: 'tutor', scopeTutorId: crypto.randomUUID() }),
    );
    expect(ghost.statusCode).toBe(422);
    expect(errorCode(ghost)).toBe('VOUCHER_TUTOR_NOT_FOUND');
    expect((await call('GET', `/api/admin/voucher/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const [row] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from vouchers where code = 'SALAH'`,
    );
    expect(row?.n).toBe(0);
  });

  it('counts uses and the discount given; refuses a quota below the uses; deactivation keeps pending orders', async () => {
    const voucher = await create({ code: 'PAKAI3', totalQuota: 5, discountValue: 15_000 });
    const [paying, waiting, late] = [freshStudent(), freshStudent(), freshStudent()];
    const paid = checkoutData(await buy(paying, 'pakai3')).order;
    expect(paid.discount).toBe(15_000);
    expect((await simulate(ctx, paying, paid.number, 'pay')).statusCode).toBe(200);
    const pending = await buy(waiting, 'PAKAI3');
    expect(pending.statusCode, pending.body).toBe(201);

    expect((await read(voucher.id)).usage).toEqual({
      uses: 2,
      pendingUses: 1,
      paidUses: 1,
      totalDiscount: 15_000,
    });

    const lowered = await call(
      'PUT',
      `/api/admin/voucher/${voucher.id}`,
      input({ code: 'PAKAI3', totalQuota: 1 }),
    );
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({
      error: { code: 'VOUCHER_QUOTA_BELOW_USES', details: { usedCount: 2 } },
    });
    const exact = await call(
      'PUT',
      `/api/admin/voucher/${voucher.id}`,
      input({ code: 'PAKAI3', totalQuota: 2 }),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    const full = await buy(late, 'PAKAI3');
    expect(errorCode(full)).toBe('VOUCHER_QUOTA_EXHAUSTED');
    await call('PUT', `/api/admin/voucher/${voucher.id}`, input({ code: 'PAKAI3', totalQuota: 5 }));

    const off = await call('POST', `/api/admin/voucher/${voucher.id}/nonaktifkan`);
    expect(off.statusCode, off.body).toBe(200);
    expect(adminVoucherResponseSchema.parse(off.json()).data).toMatchObject({
      isActive: false,
      usage: { uses: 2 },
    });
    const refused = await checkout(ctx, late, { voucherCode: 'PAKAI3' });
    expect(errorCode(refused)).toBe('VOUCHER_INACTIVE');
    // The pending order keeps its discount and its use, and can still be paid.
    const held = checkoutData(pending).order;
    expect((await simulate(ctx, waiting, held.number, 'pay')).statusCode).toBe(200);
    expect((await read(voucher.id)).usage).toEqual({
      uses: 2,
      pendingUses: 0,
      paidUses: 2,
      totalDiscount: 30_000,
    });
    const on = await call('POST', `/api/admin/voucher/${voucher.id}/aktifkan`);
    expect(adminVoucherResponseSchema.parse(on.json()).data.isActive).toBe(true);
    const actions = auditEntryListSchema
      .parse((await call('GET', `/api/admin/audit?entityType=voucher&entityId=${voucher.id}`)).json())
      .data.map((entry) => entry.action);
    expect(actions).toEqual([
      'voucher.activate',
      'voucher.deactivate',
      'voucher.update',
      'voucher.update',
      'voucher.create',
    ]);
  });

  it.runIf(kind === 'postgres')(
    'never lets uses exceed the quota when the quota is lowered while checkouts redeem the voucher',
    async () => {
      const voucher = await create({ code: 'REBUTAN', totalQuota: 10 });
      const buyers = Array.from({ length: 8 }, () => freshStudent());
      for (const buyer of buyers) {
        const [classId] = await shop.classes(1, { price: 150_000 });
        await addToCart(ctx, buyer, 'kelas', classId ?? '');
      }
      const lowerings = [6, 4, 3].map((quota) =>
        call('PUT', `/api/admin/voucher/${voucher.id}`, input({ code: 'REBUTAN', totalQuota: quota })),
      );
      const checkouts = buyers.map((buyer) => checkout(ctx, buyer, { voucherCode: 'REBUTAN' }));
      const results = await Promise.all([...checkouts, ...lowerings]);
      const bought = results.slice(0, buyers.length).filter((response) => response.statusCode === 201).length;
      for (const response of results.slice(buyers.length))
        expect([200, 409], response.body).toContain(response.statusCode);

      const after = await read(voucher.id);
      expect(after.usage.uses).toBe(bought);
      expect(after.usage.pendingUses).toBe(bought);
      expect(after.totalQuota).not.toBeNull();
      expect(after.usage.uses).toBeLessThanOrEqual(after.totalQuota ?? 0);
      const [row] = await queryRows(
        ctx.database,
        sql`select count(*)::int as n from orders where voucher_id = ${voucher.id} and status = 'pending'`,
      );
      expect(row?.n).toBe(bought);
    },
  );
});
