import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AdminMaterial,
  adminMaterialResponseSchema,
  auditEntryListSchema,
  checkoutResponseSchema,
  downloadLinkResponseSchema,
  materialListSchema,
  materialResponseSchema,
} from '@scola/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createStudents, orderOf, simulate } from '../test/buying-test-kit';
import { getFrom, useCatalogueApp } from '../test/catalogue';
import {
  materialInput,
  materialsAdminKit,
  type MaterialsAdminKit,
  pdfOf,
  pdfUpload,
} from '../test/materials-admin-kit';
import { testDatabases } from '../test/test-app';
import { textFile } from '../test/upload-fixtures';

describe.each(testDatabases())('admin materials: rich description, sale price, new PDF (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: MaterialsAdminKit;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = kit.tokens.admin) =>
    ctx.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
  const input = (overrides: object = {}) => materialInput(kit, overrides);
  const create = async (overrides: object = {}, pages = 4): Promise<AdminMaterial> => {
    const response = await pdfUpload(
      ctx,
      'POST',
      '/api/admin/materi',
      { data: JSON.stringify(input(overrides)) },
      await pdfOf(pages),
      kit.tokens.admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    return adminMaterialResponseSchema.parse(response.json()).data;
  };
  const publish = (id: string) => call('POST', `/api/admin/materi/${id}/terbitkan`);
  const publicDetail = async (id: string) =>
    materialResponseSchema.parse((await getFrom(ctx, `/api/materi/${id}`)).json()).data;
  const replaceFile = async (id: string, bytes: Uint8Array, fields = {}, token = kit.tokens.admin) =>
    pdfUpload(ctx, 'PUT', `/api/admin/materi/${id}/berkas`, fields, bytes, token);
  const storedMaterials = async () =>
    (await readdir(join(ctx.dataDir, 'files', 'materials'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();

  beforeAll(async () => {
    kit = await materialsAdminKit(ctx);
  });

  it('sanitises the rich description on create and edit; the public page answers the clean HTML', async () => {
    const dirty =
      '<h2>Isi</h2><p>Rumus <strong>penting</strong>: $a^2+b^2=c^2$</p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="alert(3)">Klik</p>' +
      '<a href="javascript:alert(4)">jahat</a><a href="https://scola.id">aman</a>';
    const material = await create({ description: dirty });
    const read = adminMaterialResponseSchema.parse(
      (await call('GET', `/api/admin/materi/${material.id}`)).json(),
    );
    for (const text of [material.description, read.data.description]) {
      expect(text).not.toMatch(/<script|onerror|onclick|javascript|alert|<img/);
    }
    expect(material.description).toContain(
      '<h2>Isi</h2><p>Rumus <strong>penting</strong>: $a^2+b^2=c^2$</p>',
    );
    expect(material.description).toContain('<p>Klik</p>');
    expect(material.description).toContain('href="https://scola.id"');

    const edited = await call(
      'PUT',
      `/api/admin/materi/${material.id}`,
      input({
        description: '<ul><li>Satu</li></ul><iframe src="https://x.test"></iframe><b onmouseover=x>Dua</b>',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await publish(material.id);
    expect((await publicDetail(material.id)).description).toBe('<ul><li>Satu</li></ul><b>Dua</b>');
  });

  it('refuses a sale price that is not below the price, naming the field, and changes nothing', async () => {
    const material = await create({ price: 40_000 });
    for (const salePrice of [40_000, 45_000]) {
      const refused = await call(
        'PUT',
        `/api/admin/materi/${material.id}`,
        input({ price: 40_000, salePrice }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [{ path: 'salePrice' }] },
      });
    }
    const onCreate = await pdfUpload(
      ctx,
      'POST',
      '/api/admin/materi',
      { data: JSON.stringify(input({ price: 0, salePrice: 0 })) },
      await pdfOf(2),
      kit.tokens.admin,
    );
    expect(onCreate.json()).toMatchObject({ error: { details: [{ path: 'salePrice' }] } });
    const stored = adminMaterialResponseSchema.parse(
      (await call('GET', `/api/admin/materi/${material.id}`)).json(),
    );
    expect(stored.data).toMatchObject({ price: 40_000, salePrice: null });
  });

  it('shows the sale in the catalogue, charges it at checkout, and a placed order keeps its price', async () => {
    const material = await create({ title: 'Diskon Trigonometri', price: 50_000, salePrice: 30_000 });
    expect(material).toMatchObject({ price: 50_000, salePrice: 30_000 });
    await publish(material.id);
    expect(await publicDetail(material.id)).toMatchObject({
      price: 50_000,
      salePrice: 30_000,
      finalPrice: 30_000,
      isFree: false,
    });
    // The price filter and sort use what a buyer pays.
    const cheap = materialListSchema.parse(
      (await getFrom(ctx, '/api/materi?q=diskon&hargaMaks=35000')).json(),
    );
    expect(cheap.data.map((card) => card.id)).toContain(material.id);

    const [buyer, later] = await createStudents(ctx, 2);
    await addToCart(ctx, buyer!, 'materi', material.id);
    const cart = await ctx.app.inject({ url: '/api/keranjang', headers: { authorization: buyer!.token } });
    expect(cart.json()).toMatchObject({ data: { lines: [{ price: 30_000, originalPrice: 50_000 }] } });
    const placed = await checkout(ctx, buyer!);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = checkoutResponseSchema.parse(placed.json()).data;
    expect(order).toMatchObject({ subtotal: 30_000, total: 30_000 });

    const changed = await call(
      'PUT',
      `/api/admin/materi/${material.id}`,
      input({ title: 'Diskon Trigonometri', price: 60_000, salePrice: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await orderOf(ctx, buyer!, order.id)).lines).toMatchObject([
      { itemId: material.id, price: 30_000 },
    ]);
    expect((await simulate(ctx, buyer!, order.number, 'pay')).statusCode).toBe(200);

    await addToCart(ctx, later!, 'materi', material.id);
    const laterOrder = checkoutResponseSchema.parse((await checkout(ctx, later!)).json()).data.order;
    expect(laterOrder.total).toBe(60_000);
  });

  it('replaces the PDF: checked like an upload, preview made again, audited, owners download the new file', async () => {
    const material = await create({ title: 'Materi Diganti', price: 0 }, 3);
    await publish(material.id);
    const routes = [
      ['', 401],
      [kit.tokens.student, 403],
      [kit.tokens.tutor, 403],
    ] as const;
    for (const [token, status] of routes) {
      expect((await replaceFile(material.id, await pdfOf(5), {}, token)).statusCode).toBe(status);
    }
    expect((await replaceFile(crypto.randomUUID(), await pdfOf(5))).statusCode).toBe(404);

    const before = await storedMaterials();
    const wrong = await pdfUpload(
      ctx,
      'PUT',
      `/api/admin/materi/${material.id}/berkas`,
      {},
      textFile(),
      kit.tokens.admin,
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    const tooFewPages = await replaceFile(material.id, await pdfOf(2), { previewPages: '3' });
    expect(tooFewPages.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'previewPages' }] },
    });
    expect(await storedMaterials()).toEqual(before);
    expect((await publicDetail(material.id)).pageCount).toBe(3);

    // A free material: the student owns it by claiming it through checkout.
    const [owner] = await createStudents(ctx, 1);
    await addToCart(ctx, owner!, 'materi', material.id);
    expect((await checkout(ctx, owner!)).statusCode).toBe(201);

    const replaced = await replaceFile(material.id, await pdfOf(7), { previewPages: '4' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(adminMaterialResponseSchema.parse(replaced.json()).data).toMatchObject({
      pageCount: 7,
      previewPages: 4,
    });
    expect(await publicDetail(material.id)).toMatchObject({ pageCount: 7, previewPages: 4 });
    const preview = await ctx.app.inject({ url: `/api/materi/${material.id}/preview` });
    expect((await PDFDocument.load(preview.rawPayload)).getPageCount()).toBe(4);

    const link = downloadLinkResponseSchema.parse(
      (await call('POST', `/api/koleksi/materi/${material.id}/unduh`, undefined, owner!.token)).json(),
    ).data;
    const file = await ctx.app.inject({ url: link.url });
    expect(file.statusCode, file.body).toBe(200);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(7);
    // The old full file and preview are gone; only the new pair of this material remains.
    expect((await storedMaterials()).filter((path) => path.includes(`/${material.slug}/`))).toHaveLength(2);

    const audit = auditEntryListSchema.parse(
      (await call('GET', `/api/admin/audit?entityType=material&entityId=${material.id}`)).json(),
    );
    expect(audit.data[0]).toMatchObject({
      action: 'material.file',
      before: { pageCount: 3, previewPages: 2 },
      after: { pageCount: 7, previewPages: 4 },
    });
  });
});
