import {
  classPackageListSchema,
  classPackageResponseSchema,
  type LiveClassCard,
  liveClassListSchema,
  liveClassResponseSchema,
  MAX_PAGE_SIZE,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoClasses, demoPackages } from '../../../db/seed-catalogue';
import {
  countQueries,
  expectBadParameter,
  expectNotFound,
  getFrom,
  isSorted,
  useCatalogueApp,
} from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';

const published = demoClasses.filter((item) => !item.status);
const hidden = demoClasses.filter((item) => item.status);

describe.each(testDatabases())('live classes and packages on the demo catalogue (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const get = (url: string) => getFrom(ctx, url);
  const list = async (query: string) => {
    const response = await get(`/api/kelas?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return liveClassListSchema.parse(response.json());
  };
  let all: LiveClassCard[];

  beforeAll(async () => {
    all = (await list('pageSize=100')).data;
  });

  it('lists published classes of verified tutors only, newest first, 20 per page', async () => {
    const page = await list('');
    expect(page.meta).toEqual({ page: 1, pageSize: 20, total: published.length });
    expect(page.data).toHaveLength(20);
    expect(all.map((card) => card.slug).sort()).toEqual(published.map((item) => item.slug).sort());
    for (const item of hidden) expect(all.some((card) => card.slug === item.slug)).toBe(false);
    expect(
      isSorted(
        all.map((card) => Date.parse(card.publishedAt)),
        'desc',
      ),
    ).toBe(true);
  });

  it('pages within bounds: beyond the end is empty with the total, over the maximum is refused', async () => {
    expect(await list('page=99&pageSize=10')).toEqual({
      data: [],
      meta: { page: 99, pageSize: 10, total: published.length },
    });
    const second = await list('page=2&pageSize=30');
    expect(second.data.map((card) => card.id)).toEqual(all.slice(30, 60).map((card) => card.id));
    expectBadParameter(await get(`/api/kelas?pageSize=${MAX_PAGE_SIZE + 1}`), 'pageSize');
    expectBadParameter(await get('/api/kelas?page=0'), 'page');
  });

  it('filters by level, kind, subject (slug or id), expertise, tutor, price and rating', async () => {
    const sd = await list('jenjang=SD');
    expect(sd.data.length).toBeGreaterThan(0);
    expect(sd.data.every((card) => card.level === 'SD' && card.subject.level === 'SD')).toBe(true);
    expect(sd.meta.total).toBe(all.filter((card) => card.level === 'SD').length);

    const bimble = await list('jenis=bimble&pageSize=100');
    expect(bimble.data.length).toBe(published.filter((item) => item.kind === 'bimble').length);
    expect(bimble.data.every((card) => card.kind === 'bimble' && card.capacity <= 5)).toBe(true);

    const bySlug = await list('pelajaran=matematika-sma');
    expect(bySlug.data.length).toBe(published.filter((item) => item.subject === 'matematika-sma').length);
    expect(bySlug.data.every((card) => card.subject.slug === 'matematika-sma')).toBe(true);
    const byId = await list(`pelajaran=${bySlug.data[0]?.subject.id}`);
    expect(byId.data.map((card) => card.id)).toEqual(bySlug.data.map((card) => card.id));

    const physics = await list('keahlian=fisika');
    expect(new Set(physics.data.map((card) => card.tutor.name))).toEqual(new Set(['Sri Handayani']));

    const tutorId = bySlug.data[0]?.tutor.id ?? '';
    const ofTutor = await list(`tutor=${tutorId}`);
    expect(ofTutor.data.every((card) => card.tutor.id === tutorId)).toBe(true);

    const priced = await list('hargaMin=100000&hargaMaks=150000&pageSize=100');
    expect(priced.data.length).toBeGreaterThan(0);
    expect(priced.data.every((card) => card.finalPrice >= 100_000 && card.finalPrice <= 150_000)).toBe(true);
    expect(priced.meta.total).toBe(
      all.filter((card) => card.finalPrice >= 100_000 && card.finalPrice <= 150_000).length,
    );

    const rated = await list('ratingMin=4.5&pageSize=100');
    expect(rated.data.every((card) => card.rating.average >= 4.5)).toBe(true);
    expect(rated.meta.total).toBe(all.filter((card) => card.rating.average >= 4.5).length);
  });

  it('sorts by price, rating and newest', async () => {
    const ascending = (await list('sort=price_asc&pageSize=100')).data.map((card) => card.finalPrice);
    expect(isSorted(ascending, 'asc')).toBe(true);
    const descending = (await list('sort=price_desc&pageSize=100')).data.map((card) => card.finalPrice);
    expect(isSorted(descending, 'desc')).toBe(true);
    const ratings = (await list('sort=rating&pageSize=100')).data.map((card) => card.rating.average);
    expect(isSorted(ratings, 'desc')).toBe(true);
    // Without a query, relevance falls back to newest.
    expect((await list('sort=relevance&pageSize=100')).data.map((card) => card.id)).toEqual(
      all.map((card) => card.id),
    );
  });

  it('searches titles, summaries and tutor names, tolerating typos, best match first', async () => {
    const maths = await list('q=matematka&pageSize=100');
    expect(maths.data.length).toBeGreaterThan(3);
    expect(maths.data[0]?.title).toMatch(/matematika/i);
    expect(maths.data.some((card) => card.title.startsWith('Matematika SD'))).toBe(true);

    const chemistry = await list('q=kimai');
    expect(chemistry.data.length).toBeGreaterThan(0);
    expect(chemistry.data[0]?.subject.slug).toBe('kimia-sma');

    const byTutor = await list('q=Budi%20Santso&pageSize=100');
    const budi = published.filter((item) => item.tutor === 'tutor@scola.id').length;
    expect(byTutor.data.slice(0, budi).every((card) => card.tutor.name === 'Budi Santoso')).toBe(true);

    const combined = await list('q=matematika&jenjang=SMP');
    expect(combined.data.length).toBeGreaterThan(0);
    expect(combined.data.every((card) => card.level === 'SMP')).toBe(true);

    expect((await list('q=zzqxwv')).meta.total).toBe(0);
    expect((await list('q=')).meta.total).toBe(published.length);
  });

  it('refuses bad parameters, naming them', async () => {
    expectBadParameter(await get('/api/kelas?urut=harga'), 'urut');
    expectBadParameter(await get('/api/kelas?jenjang=SMK'), 'jenjang');
    expectBadParameter(await get('/api/kelas?jenis=privat'), 'jenis');
    expectBadParameter(await get('/api/kelas?hargaMin=murah'), 'hargaMin');
    expectBadParameter(await get('/api/kelas?hargaMin=-1'), 'hargaMin');
    expectBadParameter(await get('/api/kelas?hargaMin=200000&hargaMaks=100000'), 'hargaMaks');
    expectBadParameter(await get('/api/kelas?ratingMin=6'), 'ratingMin');
    expectBadParameter(await get('/api/kelas?sort=termurah'), 'sort');
    expectBadParameter(await get('/api/kelas?pelajaran=alkimia-sma'), 'pelajaran');
    expectBadParameter(await get('/api/kelas?pelajaran=Bukan%20Slug!'), 'pelajaran');
    expectBadParameter(await get('/api/kelas?keahlian=sulap'), 'keahlian');
    expectBadParameter(await get('/api/kelas?tutor=budi'), 'tutor');
    expectBadParameter(await get(`/api/kelas?q=${'a'.repeat(101)}`), 'q');
  });

  it('shows a class with its sanitised about text, maths and sessions in order', async () => {
    const card = all.find((item) => item.slug === 'fungsi-kuadrat-dan-grafiknya');
    const response = await get(`/api/kelas/${card?.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = liveClassResponseSchema.parse(response.json());
    expect(data).toMatchObject({ ...card, price: 175_000, salePrice: 149_000, finalPrice: 149_000 });
    expect(data.seatsLeft).toBe(30 - 18);
    expect(data.aboutHtml).toContain('$f(x) = ax^2 + bx + c$');
    expect(data.aboutHtml).toContain('$$x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$');
    expect(data.sessions).toHaveLength(4);
    expect(data.sessions.map((session) => session.position)).toEqual([1, 2, 3, 4]);
    expect(
      isSorted(
        data.sessions.map((session) => Date.parse(session.startsAt)),
        'asc',
      ),
    ).toBe(true);
    expect(Date.parse(data.sessions[0]?.startsAt ?? '')).toBeGreaterThan(Date.now());
    expect(data.firstSessionAt).toBe(data.sessions[0]?.startsAt);
  });

  it('answers 404 for unknown and unpublished classes, 400 for a malformed id', async () => {
    expectNotFound(await get('/api/kelas/7d0f1f5e-4a8e-4c55-9d0b-2f3c1b6f9a10'));
    expectBadParameter(await get('/api/kelas/bukan-uuid'), 'id', 'params');
  });

  it('lists packages with their saving computed from the classes', async () => {
    const response = await get('/api/kelas-paket?pageSize=100');
    expect(response.statusCode).toBe(200);
    const packages = classPackageListSchema.parse(response.json());
    expect(packages.meta.total).toBe(demoPackages.length);
    for (const item of packages.data) {
      const demo = demoPackages.find((candidate) => candidate.slug === item.slug);
      const expected = (demo?.classes ?? []).reduce(
        (sum, slug) => sum + (all.find((card) => card.slug === slug)?.finalPrice ?? 0),
        0,
      );
      expect(item).toMatchObject({ originalPrice: expected, classCount: demo?.classes.length });
      expect(item.saving).toBe(expected - item.price);
      expect(item.saving).toBeGreaterThan(0);
    }
    const utbk = classPackageListSchema.parse((await get('/api/kelas-paket?jenjang=UTBK')).json());
    expect(utbk.data.every((item) => item.level === 'UTBK')).toBe(true);
    expect(utbk.meta.total).toBe(demoPackages.filter((item) => item.level === 'UTBK').length);
    const cheap = classPackageListSchema.parse((await get('/api/kelas-paket?sort=price_asc')).json());
    expect(
      isSorted(
        cheap.data.map((item) => item.price),
        'asc',
      ),
    ).toBe(true);
    const search = classPackageListSchema.parse((await get('/api/kelas-paket?q=paket%20sains')).json());
    expect(search.data[0]?.slug).toBe('paket-sains-sma');
    const bySubject = classPackageListSchema.parse(
      (await get('/api/kelas-paket?pelajaran=kimia-sma')).json(),
    );
    expect(bySubject.data.map((item) => item.slug)).toEqual(['paket-sains-sma']);

    expectBadParameter(await get('/api/kelas-paket?sort=rating'), 'sort');
    expectBadParameter(await get('/api/kelas-paket?jenis=group'), 'jenis');
  });

  it('shows a package with its classes in bundle order', async () => {
    const packages = classPackageListSchema.parse((await get('/api/kelas-paket?pageSize=100')).json());
    const utbk = packages.data.find((item) => item.slug === 'paket-utbk-intensif-saintek');
    const { data } = classPackageResponseSchema.parse((await get(`/api/kelas-paket/${utbk?.id}`)).json());
    expect(data.classes.map((card) => card.slug)).toEqual(demoPackages[0]?.classes);
    expect(data.description).toMatch(/kelas 12/);
    expectNotFound(await get('/api/kelas-paket/7d0f1f5e-4a8e-4c55-9d0b-2f3c1b6f9a10'));
    expectBadParameter(await get('/api/kelas-paket/123'), 'id', 'params');
  });

  it('answers a list with a constant number of queries, whatever its length', async () => {
    for (const url of ['/api/kelas', '/api/kelas-paket', '/api/kelas?jenjang=SMA&sort=rating']) {
      const separator = url.includes('?') ? '&' : '?';
      const one = await countQueries(ctx, () => get(`${url}${separator}pageSize=1`));
      const many = await countQueries(ctx, () => get(`${url}${separator}pageSize=50`));
      expect(one).toBeGreaterThan(0);
      expect(many).toBe(one);
    }
  });
});
