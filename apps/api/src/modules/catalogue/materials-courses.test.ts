import {
  type MaterialCard,
  materialListSchema,
  materialResponseSchema,
  type SkillCourseCard,
  skillCourseListSchema,
  skillCourseResponseSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCourses, demoMaterials } from '../../db/seed-catalogue';
import {
  countQueries,
  expectBadParameter,
  expectNotFound,
  getFrom,
  isSorted,
  useCatalogueApp,
} from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { pageCountOf } from './materials/pdf-preview';

const UNKNOWN_ID = '0b5f3c3e-1d2a-4f6b-8c9d-0e1f2a3b4c5d';
const publishedMaterials = demoMaterials.filter((item) => !item.status);
const publishedCourses = demoCourses.filter((item) => !item.status);

describe.each(testDatabases())('materials and life-skill courses on the demo catalogue (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const get = (url: string, headers: Record<string, string> = {}) => getFrom(ctx, url, headers);
  let materials: MaterialCard[];
  let courses: SkillCourseCard[];

  beforeAll(async () => {
    materials = materialListSchema.parse((await get('/api/materi?pageSize=100')).json()).data;
    courses = skillCourseListSchema.parse((await get('/api/lifeskill?pageSize=100')).json()).data;
  });

  it('lists published materials with filters, sorting and search', async () => {
    expect(materials.map((item) => item.slug).sort()).toEqual(
      publishedMaterials.map((item) => item.slug).sort(),
    );
    const free = materialListSchema.parse((await get('/api/materi?hargaMaks=0&pageSize=100')).json());
    expect(free.meta.total).toBe(publishedMaterials.filter((item) => item.price === 0).length);
    expect(free.data.every((item) => item.isFree && item.price === 0)).toBe(true);

    const sma = materialListSchema.parse((await get('/api/materi?jenjang=SMA&pelajaran=fisika-sma')).json());
    expect(sma.data.length).toBeGreaterThan(0);
    expect(sma.data.every((item) => item.subject.slug === 'fisika-sma' && item.level === 'SMA')).toBe(true);

    const cheap = materialListSchema.parse((await get('/api/materi?sort=price_asc&pageSize=100')).json());
    expect(
      isSorted(
        cheap.data.map((item) => item.price),
        'asc',
      ),
    ).toBe(true);
    const rated = materialListSchema.parse((await get('/api/materi?sort=rating&ratingMin=4')).json());
    expect(
      isSorted(
        rated.data.map((item) => item.rating.average),
        'desc',
      ),
    ).toBe(true);
    expect(rated.data.every((item) => item.rating.average >= 4)).toBe(true);

    const search = materialListSchema.parse((await get('/api/materi?q=stoikiometri')).json());
    expect(search.data[0]?.slug).toBe('modul-stoikiometri');
    const typo = materialListSchema.parse((await get('/api/materi?q=trigonometi')).json());
    expect(typo.data[0]?.slug).toBe('rumus-cepat-trigonometri');

    expectBadParameter(await get('/api/materi?jenis=group'), 'jenis');
    expectBadParameter(await get('/api/materi?pageSize=101'), 'pageSize');
    expectBadParameter(await get('/api/materi?pelajaran=tidak-ada'), 'pelajaran');
  });

  it('shows a material, and never a draft', async () => {
    const card = materials.find((item) => item.slug === 'ringkasan-fungsi-kuadrat');
    const { data } = materialResponseSchema.parse((await get(`/api/materi/${card?.id}`)).json());
    expect(data).toMatchObject({ ...card, pageCount: 12, previewPages: 3, price: 35_000, isFree: false });
    expect(data.previewUrl).toMatch(new RegExp(`^/api/materi/${card?.id}/preview\\?v=[0-9a-f]{12}$`));
    expect(data.description).toMatch(/Pratinjau 3 halaman pertama/);
    expect(materials.some((item) => item.slug === 'draf-statistika-sma')).toBe(false);
    expectNotFound(await get(`/api/materi/${UNKNOWN_ID}`));
    expectNotFound(await get(`/api/materi/${UNKNOWN_ID}/preview`));
    expectBadParameter(await get('/api/materi/xyz/preview'), 'id', 'params');
  });

  it('serves the preview as a PDF of exactly the preview pages, to anyone, with ranges', async () => {
    for (const card of materials.slice(0, 5)) {
      const response = await get(card.previewUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="[\w.-]+-pratinjau\.pdf"$/);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pageCountOf(new Uint8Array(response.rawPayload))).toBe(card.previewPages);
      expect(card.previewPages).toBeLessThan(card.pageCount);
    }
    const first = materials[0];
    const partial = await get(first?.previewUrl ?? '', { range: 'bytes=0-99' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(partial.rawPayload).toHaveLength(100);
  });

  it('makes a missing preview again from the full file', async () => {
    const card = materials.find((item) => item.slug === 'modul-kinematika');
    const { rm } = await import('node:fs/promises');
    await rm(`${ctx.dataDir}/files/materials/modul-kinematika/preview.pdf`);
    const response = await get(card?.previewUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(await pageCountOf(new Uint8Array(response.rawPayload))).toBe(3);
  });

  it('lists published courses with category, instructor and lesson totals', async () => {
    expect(courses.map((item) => item.slug).sort()).toEqual(publishedCourses.map((item) => item.slug).sort());
    const web = courses.find((item) => item.slug === 'dasar-pemrograman-web-html-css');
    expect(web).toMatchObject({
      expertise: { slug: 'pemrograman-web' },
      instructor: { name: 'Dimas Arya Wicaksono' },
      price: 199_000,
      salePrice: 149_000,
      finalPrice: 149_000,
      lessonCount: 6,
      previewLessonCount: 2,
      // Six lessons, each as long as its 6-second sample video.
      totalDurationSeconds: 6 * 6,
    });

    const python = skillCourseListSchema.parse((await get('/api/lifeskill?keahlian=python')).json());
    expect(python.data.map((item) => item.slug)).toEqual(['python-untuk-pemula']);
    const tech = skillCourseListSchema.parse(
      (await get('/api/lifeskill?kategori=teknologi&pageSize=100')).json(),
    );
    expect(tech.data.map((item) => item.slug).sort()).toEqual(
      [
        'analisis-data-dengan-spreadsheet',
        'dasar-pemrograman-web-html-css',
        'desain-ui-ux-dari-sketsa',
        'python-untuk-pemula',
      ].sort(),
    );
    const both = await get('/api/lifeskill?kategori=teknologi&keahlian=fotografi');
    expect(skillCourseListSchema.parse(both.json()).meta.total).toBe(0);
    const search = skillCourseListSchema.parse((await get('/api/lifeskill?q=fotografi%20ponsel')).json());
    expect(search.data[0]?.slug).toBe('fotografi-ponsel');
    const byInstructor = skillCourseListSchema.parse((await get('/api/lifeskill?q=Citra%20Kirana')).json());
    expect(byInstructor.data.every((item) => item.instructor.name === 'Citra Kirana Dewi')).toBe(true);
    expect(byInstructor.data).toHaveLength(2);
    const cheap = skillCourseListSchema.parse(
      (await get('/api/lifeskill?sort=price_desc&hargaMaks=150000')).json(),
    );
    expect(cheap.data.every((item) => item.finalPrice <= 150_000)).toBe(true);
    expect(
      isSorted(
        cheap.data.map((item) => item.finalPrice),
        'desc',
      ),
    ).toBe(true);

    expectBadParameter(await get('/api/lifeskill?kategori=memasak'), 'kategori');
    expectBadParameter(await get('/api/lifeskill?jenjang=SMA'), 'jenjang');
  });

  it('shows lessons in order: previews playable by anyone, the others titles only', async () => {
    const card = courses.find((item) => item.slug === 'fotografi-ponsel');
    const { data } = skillCourseResponseSchema.parse((await get(`/api/lifeskill/${card?.id}`)).json());
    expect(data.lessons.map((lesson) => lesson.position)).toEqual([1, 2, 3, 4, 5]);
    expect(data.lessons.map((lesson) => lesson.isPreview)).toEqual([true, true, false, false, false]);
    for (const lesson of data.lessons) {
      expect(lesson.videoUrl).toBe(
        lesson.isPreview ? `/api/lifeskill/${data.id}/pelajaran/${lesson.id}/video` : null,
      );
    }
    expect(data.descriptionHtml).toContain('<li>Memakai aturan sepertiga</li>');
    expectNotFound(await get(`/api/lifeskill/${UNKNOWN_ID}`));
  });

  it('streams a preview video with HTTP Range and refuses the other lessons', async () => {
    const card = courses.find((item) => item.slug === 'python-untuk-pemula');
    const { data } = skillCourseResponseSchema.parse((await get(`/api/lifeskill/${card?.id}`)).json());
    const [preview, locked] = data.lessons;
    const whole = await get(preview?.videoUrl ?? '');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(300_000);
    expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const partial = await get(preview?.videoUrl ?? '', { range: 'bytes=1000-1999' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(partial.rawPayload).toEqual(whole.rawPayload.subarray(1000, 2000));
    const unsatisfiable = await get(preview?.videoUrl ?? '', { range: `bytes=${size + 10}-` });
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);

    const refused = await get(`/api/lifeskill/${data.id}/pelajaran/${locked?.id}/video`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    const otherCourse = courses.find((item) => item.id !== data.id);
    expectNotFound(await get(`/api/lifeskill/${otherCourse?.id}/pelajaran/${preview?.id}/video`));
    expectNotFound(await get(`/api/lifeskill/${data.id}/pelajaran/${UNKNOWN_ID}/video`));
    expectBadParameter(await get(`/api/lifeskill/${data.id}/pelajaran/satu/video`), 'lessonId', 'params');
  });

  it('answers a list with a constant number of queries, whatever its length', async () => {
    for (const url of ['/api/materi?', '/api/lifeskill?', '/api/lifeskill?kategori=teknologi&']) {
      const one = await countQueries(ctx, () => get(`${url}pageSize=1`));
      expect(await countQueries(ctx, () => get(`${url}pageSize=50`))).toBe(one);
    }
  });
});
