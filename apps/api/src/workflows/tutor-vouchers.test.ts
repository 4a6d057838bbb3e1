import {
  type TutorVoucherInput,
  tutorVoucherItemListSchema,
  tutorVoucherListSchema,
  tutorVoucherResponseSchema,
  voucherPreviewResponseSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  createStudents,
  openShop,
  type Shop,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

const DAY = 86_400_000;

describe.each(testDatabases())('tutor vouchers (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let other: Shop;
  const tokens = { tutor: '', other: '', student: '', admin: '' };
  /** The tutor's classes: 150 000 and 80 000 rupiah; the other tutor's class. */
  const items = { dear: '', cheap: '', foreign: '' };
  let students: Student[];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  let serial = 0;
  const input = (overrides: Partial<TutorVoucherInput> = {}): TutorVoucherInput => ({
    code: `TUTOR${++serial}X`,
    title: 'Diskon murid baru',
    discountKind: 'percentage',
    discountValue: 20,
    totalQuota: 5,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    items: [{ itemType: 'kelas', itemId: items.dear }],
    ...overrides,
  });
  const create = async (overrides: Partial<TutorVoucherInput> = {}, token = tokens.tutor) => {
    const response = await call('POST', '/api/tutor/voucher', token, input(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return tutorVoucherResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    shop = await openShop(ctx);
    other = await openShop(ctx);
    [items.dear = ''] = await shop.classes(1, { price: 150_000 });
    [items.cheap = ''] = await shop.classes(1, { price: 80_000 });
    [items.foreign = ''] = await other.classes(1, { price: 100_000 });
    const start = async (id: string) => {
      const { usersServiceFor } = await import('../modules/users');
      return (await ctx.app.sessions.start(await usersServiceFor(ctx.database.db).getById(id), {})).token;
    };
    tokens.tutor = await start(shop.tutorId);
    tokens.other = await start(other.tutorId);
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    tokens.admin = (await ctx.app.sessions.start(admin.user, {})).token;
    students = await createStudents(ctx, 4);
    tokens.student = students[0]?.token ?? '';
  });

  it('refuses visitors (401), students and admins (403) on every route', async () => {
    const voucher = await create();
    const routes = [
      ['GET', '/api/tutor/voucher'],
      ['GET', '/api/tutor/voucher/item'],
      ['POST', '/api/tutor/voucher'],
      ['GET', `/api/tutor/voucher/${voucher.id}`],
      ['PUT', `/api/tutor/voucher/${voucher.id}`],
      ['POST', `/api/tutor/voucher/${voucher.id}/nonaktifkan`],
      ['POST', `/api/tutor/voucher/${voucher.id}/aktifkan`],
      ['DELETE', `/api/tutor/voucher/${voucher.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? input() : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [tokens.student, tokens.admin])
        expect((await call(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('hides a tutor’s vouchers from another tutor (404) and refuses vouchers on their items (422)', async () => {
    const voucher = await create();
    for (const [method, url] of [
      ['GET', `/api/tutor/voucher/${voucher.id}`],
      ['PUT', `/api/tutor/voucher/${voucher.id}`],
      ['POST', `/api/tutor/voucher/${voucher.id}/nonaktifkan`],
      ['DELETE', `/api/tutor/voucher/${voucher.id}`],
    ] as const) {
      const response = await call(method, url, tokens.other, method === 'PUT' ? input() : undefined);
      expect([response.statusCode, errorCode(response)], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
    }
    const list = tutorVoucherListSchema.parse((await call('GET', '/api/tutor/voucher', tokens.other)).json());
    expect(list.data.map((item) => item.id)).not.toContain(voucher.id);
    const foreign = await call(
      'POST',
      '/api/tutor/voucher',
      tokens.tutor,
      input({ items: [{ itemType: 'kelas', itemId: items.foreign }] }),
    );
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([422, 'VOUCHER_ITEM_NOT_OWN']);
    const still = await call('GET', `/api/tutor/voucher/${voucher.id}`, tokens.tutor);
    expect(tutorVoucherResponseSchema.parse(still.json()).data.isActive).toBe(true);
  });

  it('lists the tutor’s own items with their price for the picker', async () => {
    const response = await call('GET', '/api/tutor/voucher/item', tokens.tutor);
    const own = tutorVoucherItemListSchema.parse(response.json()).data;
    expect(own.map((item) => [item.itemId, item.price]).sort()).toEqual(
      [
        [items.dear, 150_000],
        [items.cheap, 80_000],
      ].sort(),
    );
  });

  it('keeps the platform limits: at most 50 %, a fixed discount at most half the cheapest item, a quota', async () => {
    const percent = await call('POST', '/api/tutor/voucher', tokens.tutor, input({ discountValue: 60 }));
    expect([percent.statusCode, errorCode(percent)]).toEqual([400, 'VALIDATION_FAILED']);
    const both = [
      { itemType: 'kelas' as const, itemId: items.dear },
      { itemType: 'kelas' as const, itemId: items.cheap },
    ];
    const fixed = await call(
      'POST',
      '/api/tutor/voucher',
      tokens.tutor,
      input({ discountKind: 'fixed', discountValue: 40_001, items: both }),
    );
    expect([fixed.statusCode, errorCode(fixed)]).toEqual([422, 'VOUCHER_OVER_LIMIT']);
    expect(fixed.json<{ error: { details: unknown } }>().error.details).toEqual({
      field: 'discountValue',
      maximum: 40_000,
    });
    expect((await create({ discountKind: 'fixed', discountValue: 40_000, items: both })).discountValue).toBe(
      40_000,
    );
    const noQuota = await call('POST', '/api/tutor/voucher', tokens.tutor, { ...input(), totalQuota: null });
    expect([noQuota.statusCode, errorCode(noQuota)]).toEqual([400, 'VALIDATION_FAILED']);
    const taken = await create();
    const duplicate = await call(
      'POST',
      '/api/tutor/voucher',
      tokens.tutor,
      input({ code: taken.code.toLowerCase() }),
    );
    expect([duplicate.statusCode, errorCode(duplicate)]).toEqual([409, 'VOUCHER_CODE_TAKEN']);
  });

  it('with no items listed discounts every item of the tutor’s, fixed at most half the cheapest of them', async () => {
    const over = await call(
      'POST',
      '/api/tutor/voucher',
      tokens.tutor,
      input({ discountKind: 'fixed', discountValue: 40_001, items: [] }),
    );
    expect([over.statusCode, errorCode(over)]).toEqual([422, 'VOUCHER_OVER_LIMIT']);
    const voucher = await create({ discountKind: 'fixed', discountValue: 40_000, items: [] });
    expect([voucher.allItems, voucher.items]).toEqual([true, []]);
    const [buyer] = await createStudents(ctx, 1);
    await addToCart(ctx, buyer!, 'kelas', items.cheap);
    await addToCart(ctx, buyer!, 'kelas', items.foreign);
    const preview = await call('POST', '/api/voucher/cek', buyer!.token, { code: voucher.code });
    expect(voucherPreviewResponseSchema.parse(preview.json()).data.discount).toBe(40_000);
    // A tutor without any item of their own has nothing to discount.
    const { user } = await createAccount(ctx.database, { scope: ['tutor'] });
    const empty = await ctx.app.sessions.start(user, {});
    const none = await call('POST', '/api/tutor/voucher', empty.token, input({ items: [] }));
    expect([none.statusCode, errorCode(none)]).toEqual([422, 'VOUCHER_ITEM_NOT_OWN']);
  });

  it('is redeemed by the rules engine on the tutor’s items, counts its uses, and cannot be deleted once used', async () => {
    const voucher = await create({ discountValue: 50, totalQuota: 2 });
    const [buyer, second] = students as [Student, Student];
    await addToCart(ctx, buyer, 'kelas', items.dear);
    await addToCart(ctx, buyer, 'kelas', items.foreign);
    const preview = await call('POST', '/api/voucher/cek', buyer.token, { code: voucher.code });
    expect(preview.statusCode, preview.body).toBe(200);
    // Half of the tutor's class only; the other tutor's class is not discounted.
    expect(voucherPreviewResponseSchema.parse(preview.json()).data.discount).toBe(75_000);
    const order = await checkout(ctx, buyer, { voucherCode: voucher.code });
    expect(order.statusCode, order.body).toBe(201);

    const read = async () =>
      tutorVoucherResponseSchema.parse(
        (await call('GET', `/api/tutor/voucher/${voucher.id}`, tokens.tutor)).json(),
      ).data;
    expect((await read()).usage).toMatchObject({ uses: 1, pendingUses: 1 });
    expect((await read()).deletable).toBe(false);
    const [item] = (await read()).items;
    expect([item?.itemType, item?.itemId, typeof item?.title]).toEqual(['kelas', items.dear, 'string']);

    const edited = await call(
      'PUT',
      `/api/tutor/voucher/${voucher.id}`,
      tokens.tutor,
      input({ code: voucher.code, discountValue: 50, totalQuota: 1, title: 'Diskon setengah harga' }),
    );
    expect(tutorVoucherResponseSchema.parse(edited.json()).data).toMatchObject({
      totalQuota: 1,
      usage: { uses: 1 },
    });
    const removed = await call('DELETE', `/api/tutor/voucher/${voucher.id}`, tokens.tutor);
    expect([removed.statusCode, errorCode(removed)]).toEqual([409, 'VOUCHER_IN_USE']);

    const off = await call('POST', `/api/tutor/voucher/${voucher.id}/nonaktifkan`, tokens.tutor);
    expect(tutorVoucherResponseSchema.parse(off.json()).data.isActive).toBe(false);
    await addToCart(ctx, second, 'kelas', items.dear);
    const refused = await call('POST', '/api/voucher/cek', second.token, { code: voucher.code });
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'VOUCHER_INACTIVE']);
  });

  it('refuses a quota below the uses held (409) and deletes a voucher never used', async () => {
    const voucher = await create({ totalQuota: 3, items: [{ itemType: 'kelas', itemId: items.cheap }] });
    for (const buyer of [students[2], students[3]] as Student[]) {
      await addToCart(ctx, buyer, 'kelas', items.cheap);
      const order = await checkout(ctx, buyer, { voucherCode: voucher.code });
      expect(order.statusCode, order.body).toBe(201);
    }
    const below = await call('PUT', `/api/tutor/voucher/${voucher.id}`, tokens.tutor, {
      ...input({ code: voucher.code, items: [{ itemType: 'kelas', itemId: items.cheap }] }),
      totalQuota: 1,
    });
    expect([below.statusCode, errorCode(below)]).toEqual([409, 'VOUCHER_QUOTA_BELOW_USES']);
    expect(below.json<{ error: { details: unknown } }>().error.details).toEqual({ usedCount: 2 });

    const unused = await create();
    const read = await call('GET', `/api/tutor/voucher/${unused.id}`, tokens.tutor);
    expect(tutorVoucherResponseSchema.parse(read.json()).data.deletable).toBe(true);
    const deleted = await call('DELETE', `/api/tutor/voucher/${unused.id}`, tokens.tutor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/tutor/voucher/${unused.id}`, tokens.tutor)).statusCode).toBe(404);
  });

  it('never redeems more than the quota, nor leaves an order on a deleted voucher, under concurrent checkouts', async () => {
    const voucher = await create({ totalQuota: 3, items: [{ itemType: 'kelas', itemId: items.dear }] });
    const buyers = await createStudents(ctx, 8);
    for (const buyer of buyers) await addToCart(ctx, buyer, 'kelas', items.dear);
    const results = await Promise.all([
      ...buyers.map((buyer) => checkout(ctx, buyer, { voucherCode: voucher.code })),
      call('DELETE', `/api/tutor/voucher/${voucher.id}`, tokens.tutor),
    ]);
    const bought = results.slice(0, buyers.length).filter((response) => response.statusCode === 201).length;
    const deletion = results.at(-1);
    const read = await call('GET', `/api/tutor/voucher/${voucher.id}`, tokens.tutor);
    if (deletion?.statusCode === 200) {
      // Deleted before any checkout reserved it: no order carries it, and it is gone.
      expect(bought).toBe(0);
      expect(read.statusCode).toBe(404);
    } else {
      expect([deletion?.statusCode, errorCode(deletion!)]).toEqual([409, 'VOUCHER_IN_USE']);
      expect(bought).toBe(3);
      expect(tutorVoucherResponseSchema.parse(read.json()).data.usage).toMatchObject({
        uses: 3,
        pendingUses: 3,
      });
    }
    for (const response of results.slice(0, buyers.length).filter((r) => r.statusCode !== 201))
      expect(['VOUCHER_QUOTA_EXHAUSTED', 'VOUCHER_NOT_FOUND']).toContain(errorCode(response));
  });
});
