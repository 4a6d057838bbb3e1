import {
  type ErrorBody,
  expertiseCategoryListSchema,
  expertiseListSchema,
  MAX_PAGE_SIZE,
  subjectListSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildExpertise, buildExpertiseCategory, buildSubject } from '../../db/factories';
import { testDatabases, useTestApp } from '../../test/test-app';
import { catalogueReferenceServiceFor } from '.';

describe.each(testDatabases())('catalogue reference routes (%s)', (kind) => {
  const ctx = useTestApp(kind);
  const categoryA = buildExpertiseCategory({ name: 'Akademik' });
  const categoryB = buildExpertiseCategory({ name: 'Bahasa' });

  beforeAll(async () => {
    const subjects = [
      ...Array.from({ length: 105 }, () => buildSubject({ level: 'SMA' })),
      ...Array.from({ length: 4 }, () => buildSubject({ level: 'SD' })),
    ];
    await catalogueReferenceServiceFor(ctx.database.db).ensureReferenceData({
      subjects,
      expertiseCategories: [categoryA, categoryB],
      expertise: [
        ...Array.from({ length: 3 }, () => buildExpertise(categoryA.slug)),
        ...Array.from({ length: 2 }, () => buildExpertise(categoryB.slug)),
      ],
    });
  });

  const get = async (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists subjects with pagination meta and the default page size', async () => {
    const response = await get('/api/pelajaran');
    expect(response.statusCode).toBe(200);
    const body = subjectListSchema.parse(response.json());
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 109 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]?.level).toBe('SD');
  });

  it('filters subjects by level and pages through them', async () => {
    const response = await get('/api/pelajaran?level=SMA&page=2&pageSize=100');
    const body = subjectListSchema.parse(response.json());
    expect(body.meta).toEqual({ page: 2, pageSize: 100, total: 105 });
    expect(body.data).toHaveLength(5);
    expect(body.data.every((subject) => subject.level === 'SMA')).toBe(true);
  });

  it(`refuses a page size over ${MAX_PAGE_SIZE}`, async () => {
    const response = await get(`/api/pelajaran?pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ location: 'query', path: 'pageSize', code: 'too_big' })],
    });
  });

  it('rejects unknown query parameters with field details', async () => {
    const response = await get('/api/pelajaran?level=SMA&sort=name');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Data yang dikirim tidak valid.',
        details: [
          { location: 'query', path: 'sort', code: 'unrecognized_keys', message: 'Kolom tidak dikenal.' },
        ],
      },
    });
  });

  it('rejects an unknown level', async () => {
    const response = await get('/api/pelajaran?level=SMK');
    expect(response.statusCode).toBe(400);
    expect((response.json<ErrorBody>().error.details as unknown[])[0]).toMatchObject({
      location: 'query',
      path: 'level',
    });
  });

  it('lists expertise categories', async () => {
    const body = expertiseCategoryListSchema.parse((await get('/api/keahlian-kategori')).json());
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect(body.data.map((category) => category.name)).toEqual(['Akademik', 'Bahasa']);
    expect((await get('/api/keahlian-kategori?level=SD')).statusCode).toBe(400);
  });

  it('lists expertise, optionally of one category', async () => {
    const all = expertiseListSchema.parse((await get('/api/keahlian')).json());
    expect(all.meta.total).toBe(5);

    const categories = expertiseCategoryListSchema.parse((await get('/api/keahlian-kategori')).json()).data;
    const bahasa = categories.find((category) => category.slug === categoryB.slug);
    const filtered = expertiseListSchema.parse((await get(`/api/keahlian?kategori=${bahasa?.id}`)).json());
    expect(filtered.meta.total).toBe(2);
    expect(filtered.data.every((item) => item.categoryId === bahasa?.id)).toBe(true);

    expect((await get('/api/keahlian?kategori=bukan-uuid')).statusCode).toBe(400);
  });

  it('answers a list with a constant number of queries, whatever its length', async () => {
    const spy = vi.spyOn(ctx.database.client as { query: (...args: never[]) => unknown }, 'query');
    const queriesFor = async (url: string) => {
      spy.mockClear();
      expect((await get(url)).statusCode).toBe(200);
      return spy.mock.calls.length;
    };
    try {
      const small = await queriesFor('/api/pelajaran?pageSize=1');
      expect(small).toBeGreaterThan(0);
      expect(await queriesFor('/api/pelajaran?pageSize=100')).toBe(small);
      expect(await queriesFor('/api/keahlian?pageSize=1')).toBe(
        await queriesFor('/api/keahlian?pageSize=100'),
      );
    } finally {
      spy.mockRestore();
    }
  });
});
