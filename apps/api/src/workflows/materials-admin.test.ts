import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  adminMaterialListSchema,
  adminMaterialResponseSchema,
  auditEntryListSchema,
  materialListSchema,
  materialResponseSchema,
} from '@scola/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTutorProfile } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { localFileStorage } from '../lib/storage';
import { createAccount } from '../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../test/catalogue';
import { multipartFile, multipartForm } from '../test/multipart';
import { testDatabases } from '../test/test-app';
import { fakePdf, png, textFile } from '../test/upload-fixtures';

async function pdfOf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= pages; page += 1) document.addPage([200, 200]).drawText(`Halaman ${page}`);
  return document.save();
}

describe.each(testDatabases())('admin materials (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  const refs = { tutorId: '', subjectId: '' };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = tokens.admin) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const input = (overrides: object = {}) => ({
    title: 'Ringkasan Trigonometri',
    summary: 'Rumus dan contoh soal trigonometri kelas X.',
    description: 'Paragraf satu.\n\nParagraf dua.',
    subjectId: refs.subjectId,
    level: 'SMA',
    tutorId: refs.tutorId,
    price: 25_000,
    previewPages: 2,
    ...overrides,
  });
  const create = (
    bytes: Uint8Array,
    data: object = input(),
    token = tokens.admin,
    contentType = 'application/pdf',
  ) => {
    const form = multipartForm(
      { data: JSON.stringify(data) },
      { field: 'berkas', filename: 'materi.pdf', contentType, bytes },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/materi',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? { authorization: token } : {}) },
    });
  };
  /** The stored files under `materials/` (the local store may keep an emptied folder; that is no file). */
  const storedMaterials = async () =>
    (
      await readdir(join(ctx.dataDir, 'files', 'materials'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    )
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  const previewPagesOf = async (id: string) => {
    const response = await ctx.app.inject({ url: `/api/materi/${id}/preview` });
    expect(response.statusCode).toBe(200);
    return (await PDFDocument.load(response.rawPayload)).getPageCount();
  };

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
      if (role === 'tutor') refs.tutorId = user.id;
    }
    const subject = await call('POST', '/api/admin/pelajaran', { name: 'Matematika Uji', level: 'SMA' });
    refs.subjectId = subject.json<{ data: { id: string } }>().data.id;
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(refs.tutorId, { subjectIds: [refs.subjectId] }),
    ]);
  });

  it('refuses visitors, students and tutors on every admin material route', async () => {
    const id = crypto.randomUUID();
    const routes = [
      ['GET', '/api/admin/materi'],
      ['GET', `/api/admin/materi/${id}`],
      ['POST', '/api/admin/materi'],
      ['PUT', `/api/admin/materi/${id}`],
      ['POST', `/api/admin/materi/${id}/terbitkan`],
      ['POST', `/api/admin/materi/${id}/tarik`],
      ['PUT', `/api/admin/materi/${id}/sampul`],
      ['PUT', `/api/admin/materi/${id}/berkas`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined, '')).statusCode).toBe(401);
      for (const token of [tokens.student, tokens.tutor]) {
        expect((await call(method, url, undefined, token)).statusCode).toBe(403);
      }
    }
    expect((await create(await pdfOf(3), input(), tokens.tutor)).statusCode).toBe(403);
  });

  it('creates a draft with its preview, publishes it into /materi at once, unpublishes it out again; all audited', async () => {
    const created = await create(await pdfOf(5));
    expect(created.statusCode, created.body).toBe(201);
    const material = adminMaterialResponseSchema.parse(created.json()).data;
    expect(material).toMatchObject({
      status: 'draft',
      pageCount: 5,
      previewPages: 2,
      price: 25_000,
      publishedAt: null,
    });
    expect((await getFrom(ctx, `/api/materi/${material.id}`)).statusCode).toBe(404);

    const listed = async () =>
      materialListSchema
        .parse((await getFrom(ctx, '/api/materi?q=trigonometri&pageSize=50')).json())
        .data.some((card) => card.id === material.id);
    expect(await listed()).toBe(false);

    const published = await call('POST', `/api/admin/materi/${material.id}/terbitkan`);
    expect(adminMaterialResponseSchema.parse(published.json()).data.status).toBe('published');
    // No sync: the answer itself waits until the cache forgot the old lists.
    const detail = await ctx.app.inject({ url: `/api/materi/${material.id}` });
    expect(materialResponseSchema.parse(detail.json()).data).toMatchObject({
      title: 'Ringkasan Trigonometri',
      pageCount: 5,
    });
    expect(await listed()).toBe(true);
    expect(await previewPagesOf(material.id)).toBe(2);
    const previewUrlOf = async () =>
      materialResponseSchema.parse((await ctx.app.inject({ url: `/api/materi/${material.id}` })).json()).data
        .previewUrl;
    const firstPreviewUrl = await previewUrlOf();

    const edited = await call(
      'PUT',
      `/api/admin/materi/${material.id}`,
      input({ previewPages: 4, price: 0 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await previewPagesOf(material.id)).toBe(4);
    expect(
      materialResponseSchema.parse((await ctx.app.inject({ url: `/api/materi/${material.id}` })).json()).data,
    ).toMatchObject({
      isFree: true,
      previewPages: 4,
    });
    // The preview is cached an hour by browsers: a new page count comes under a new address.
    const secondPreviewUrl = await previewUrlOf();
    expect(secondPreviewUrl).not.toBe(firstPreviewUrl);
    const fetched = await ctx.app.inject({ url: secondPreviewUrl });
    expect((await PDFDocument.load(fetched.rawPayload)).getPageCount()).toBe(4);

    await call('POST', `/api/admin/materi/${material.id}/tarik`);
    expect((await ctx.app.inject({ url: `/api/materi/${material.id}` })).statusCode).toBe(404);
    expect(await listed()).toBe(false);

    const audit = auditEntryListSchema.parse(
      (await call('GET', `/api/admin/audit?entityType=material&entityId=${material.id}`)).json(),
    );
    expect(audit.data.map((entry) => entry.action)).toEqual([
      'material.unpublish',
      'material.update',
      'material.publish',
      'material.create',
    ]);
    const list = adminMaterialListSchema.parse(
      (await call('GET', '/api/admin/materi?q=trigonometri&status=draft')).json(),
    );
    expect(list.data.map((item) => item.id)).toContain(material.id);
  });

  it('refuses bad uploads and bad fields with clear errors and stores nothing', async () => {
    const before = await storedMaterials();
    const notPdf = await create(textFile(), input(), tokens.admin, 'application/pdf');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({
      error: { code: 'FILE_TYPE_NOT_ALLOWED', message: 'Materi harus berupa berkas PDF.' },
    });
    expect((await create(fakePdf())).json()).toMatchObject({ error: { code: 'FILE_INVALID' } });
    const tooBig = new Uint8Array(50 * 1024 * 1024 + 10);
    tooBig.set(await pdfOf(1));
    const large = await create(tooBig);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });

    const manyPages = await create(await pdfOf(2), input({ previewPages: 3 }));
    expect(manyPages.statusCode).toBe(400);
    expect(manyPages.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'previewPages' }] },
    });
    const badTutor = await create(await pdfOf(2), input({ tutorId: crypto.randomUUID() }));
    expect(badTutor.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'tutorId' }] },
    });
    expect((await create(await pdfOf(2), { title: 'x' })).statusCode).toBe(400);
    expect(await storedMaterials()).toEqual(before);
  });

  it('keeps the full PDF private and sets a public cover', async () => {
    const material = adminMaterialResponseSchema.parse((await create(await pdfOf(3))).json()).data;
    await call('POST', `/api/admin/materi/${material.id}/terbitkan`);
    const detail = await ctx.app.inject({ url: `/api/materi/${material.id}` });
    expect(detail.body).not.toContain('full.pdf');
    const guessed = await ctx.app.inject({ url: `/api/berkas/publik/materials/${material.slug}/full.pdf` });
    expect(guessed.statusCode).toBe(404);

    const image = multipartFile('sampul', 'sampul.png', 'image/png', await png(300, 400));
    const cover = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/materi/${material.id}/sampul`,
      payload: image.payload,
      headers: { ...image.headers, authorization: tokens.admin },
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const coverUrl = adminMaterialResponseSchema.parse(cover.json()).data.coverUrl!;
    expect(coverUrl).toMatch(/^\/api\/berkas\/publik\/covers\/materials\//);
    expect((await ctx.app.inject({ url: coverUrl })).statusCode).toBe(200);
    const card = materialResponseSchema.parse(
      (await ctx.app.inject({ url: `/api/materi/${material.id}` })).json(),
    ).data;
    expect(card.coverUrl).toBe(coverUrl);
  });
});
