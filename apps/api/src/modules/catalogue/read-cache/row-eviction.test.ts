import { liveClassListSchema, liveClassResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLiveClass, buildReview, buildSubject, buildTutorProfile } from '../../../db/factories';
import { localFileStorage } from '../../../lib/storage';
import { createAccount, execute } from '../../../test/auth-helpers';
import { countQueries, getFrom, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { catalogueServicesFor, type CatalogueServices } from '..';

/**
 * ADR 0062: a change to one class evicts only the cached answers that can show it, and every answer read after the
 * change's commit is fresh. Writes go straight to the database (as another instance or SQL by hand would).
 */
describe.each(testDatabases())('catalogue cache, row by row (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let services: CatalogueServices;
  /** Classes of the subject `Geometri`: cheap 100 000, middle 200 000, dear 300 000; `other`: of `Sejarah`. */
  const ids = { cheap: '', middle: '', dear: '', other: '' };
  let bulkSubjectSlug: string;
  const geometri = 'geometri-cache-baris';

  const list = async (url: string) => liveClassListSchema.parse((await getFrom(ctx, url)).json());
  const detail = async (id: string) =>
    liveClassResponseSchema.parse((await getFrom(ctx, `/api/kelas/${id}`)).json()).data;
  /** Database queries made by `GET url` once changes arrived: 0 = answered from the cache. */
  const queriesOf = async (url: string) => {
    await ctx.app.catalogueChanges.sync();
    return countQueries(ctx, () => ctx.app.inject({ method: 'GET', url }));
  };
  const write = async (statement: ReturnType<typeof sql>) => {
    await execute(ctx.database, statement);
    await ctx.app.catalogueChanges.sync();
  };

  beforeAll(async () => {
    services = catalogueServicesFor(ctx.database.db, { storage: localFileStorage(`${ctx.dataDir}/files`) });
    const reference = catalogueReferenceServiceFor(ctx.database.db);
    const subjects = [
      buildSubject({ name: 'Geometri', slug: geometri, level: 'SMP' }),
      buildSubject({ name: 'Sejarah', level: 'SMP' }),
      buildSubject({ name: 'Astronomi', level: 'SMP' }),
    ];
    await reference.ensureReferenceData({ subjects, expertiseCategories: [], expertise: [] });
    const subjectIds = await reference.subjectIdsBySlug(subjects.map((subject) => subject.slug));
    const [geo, history, bulk] = subjects.map((subject) => subjectIds.get(subject.slug) ?? '');
    bulkSubjectSlug = subjects[2]?.slug ?? '';
    const tutorId = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    await services.tutors.ensureProfiles([buildTutorProfile(tutorId, { displayName: 'Rina Wulandari' })]);
    const refs = (subjectId = geo ?? '') => ({ tutorId, subjectId, level: 'SMP' as const });
    const created = await services.classes.ensureClasses([
      buildLiveClass(refs(), { slug: 'geo-cheap', title: 'Geometri Ringan', price: 100_000 }),
      buildLiveClass(refs(), { slug: 'geo-middle', title: 'Geometri Bangun Ruang', price: 200_000 }),
      buildLiveClass(refs(), { slug: 'geo-dear', title: 'Geometri Olimpiade', price: 300_000 }),
      buildLiveClass(refs(history), { slug: 'sejarah-other', title: 'Sejarah Nusantara', price: 150_000 }),
      ...Array.from({ length: 25 }, () => buildLiveClass(refs(bulk), { price: 90_000 })),
    ]);
    ids.cheap = created.get('geo-cheap') ?? '';
    ids.middle = created.get('geo-middle') ?? '';
    ids.dear = created.get('geo-dear') ?? '';
    ids.other = created.get('sejarah-other') ?? '';
  });

  it('evicts the detail and the lists showing an edited class, and keeps unrelated answers cached', async () => {
    const geoList = `/api/kelas?pelajaran=${geometri}&sort=price_asc`;
    const otherList = '/api/kelas?jenjang=SMP&sort=price_desc&hargaMin=140000&hargaMaks=160000';
    for (const url of [geoList, otherList, `/api/kelas/${ids.cheap}`, `/api/kelas/${ids.other}`])
      await getFrom(ctx, url);
    expect(await queriesOf(geoList)).toBe(0);

    await write(sql`update live_classes set title = 'Geometri Ringan Sekali' where id = ${ids.cheap}`);

    expect((await detail(ids.cheap)).title).toBe('Geometri Ringan Sekali');
    expect((await list(geoList)).data.find((card) => card.id === ids.cheap)?.title).toBe(
      'Geometri Ringan Sekali',
    );
    // Not showing the class and not able to gain it: still answered from the cache.
    expect(await queriesOf(`/api/kelas/${ids.other}`)).toBe(0);
    expect(await queriesOf(otherList)).toBe(0);
    expect((await list(otherList)).data.map((card) => card.id)).toEqual([ids.other]);
  });

  it('moves a class into a price-filtered list at once when its price changes', async () => {
    const cheapList = `/api/kelas?pelajaran=${geometri}&hargaMaks=150000&sort=price_asc`;
    const dearList = `/api/kelas?pelajaran=${geometri}&hargaMin=500000`;
    expect((await list(cheapList)).data.map((card) => card.id)).toEqual([ids.cheap]);
    expect((await list(dearList)).meta.total).toBe(0);

    await write(sql`update live_classes set price = 120000 where id = ${ids.middle}`);

    const after = await list(cheapList);
    expect(after.data.map((card) => card.id)).toEqual([ids.cheap, ids.middle]);
    expect(after.meta.total).toBe(2);
    // The class matches the empty list neither before nor after: that answer stays cached.
    expect(await queriesOf(dearList)).toBe(0);

    await write(sql`update live_classes set price = 200000 where id = ${ids.middle}`);
    expect((await list(cheapList)).data.map((card) => card.id)).toEqual([ids.cheap]);
  });

  it('takes a class off every list and its detail when it is unpublished, and back when republished', async () => {
    const newest = `/api/kelas?pelajaran=${geometri}`;
    const before = await list(newest);
    expect(before.data.map((card) => card.id)).toContain(ids.dear);
    await detail(ids.dear);

    await write(sql`update live_classes set status = 'draft' where id = ${ids.dear}`);
    const hidden = await list(newest);
    expect(hidden.data.map((card) => card.id)).not.toContain(ids.dear);
    expect(hidden.meta.total).toBe(before.meta.total - 1);
    expect((await getFrom(ctx, `/api/kelas/${ids.dear}`)).statusCode).toBe(404);

    await write(sql`update live_classes set status = 'published' where id = ${ids.dear}`);
    expect((await list(newest)).data.map((card) => card.id)).toContain(ids.dear);
    expect((await detail(ids.dear)).id).toBe(ids.dear);
  });

  it('reorders a rating-sorted list when a new review changes a class rating', async () => {
    const byRating = `/api/kelas?pelajaran=${geometri}&sort=rating`;
    const studentId = (await createAccount(ctx.database)).user.id;
    await services.reviews.ensureReviews([
      buildReview(studentId, { type: 'kelas', id: ids.cheap }, { rating: 3 }),
    ]);
    await ctx.app.catalogueChanges.sync();
    expect((await list(byRating)).data[0]?.id).toBe(ids.cheap);

    await services.reviews.ensureReviews([
      buildReview(studentId, { type: 'kelas', id: ids.dear }, { rating: 5 }),
    ]);
    await ctx.app.catalogueChanges.sync();
    const after = await list(byRating);
    expect(after.data.map((card) => card.id).slice(0, 2)).toEqual([ids.dear, ids.cheap]);
    expect(after.data[0]?.rating).toEqual({ average: 5, count: 1 });
  });

  it('shows a changed session on the class detail, keeping other details cached', async () => {
    expect((await detail(ids.middle)).sessions[0]?.title).toBe('Pertemuan 1');
    await detail(ids.other);
    await write(sql`update class_sessions set title = 'Pertemuan pembuka'
      where class_id = ${ids.middle} and position = 1`);
    expect((await detail(ids.middle)).sessions[0]?.title).toBe('Pertemuan pembuka');
    expect(await queriesOf(`/api/kelas/${ids.other}`)).toBe(0);
  });

  it('falls back to clearing every class answer when a statement changes more rows than a notification holds', async () => {
    const bulkList = `/api/kelas?pelajaran=${bulkSubjectSlug}&pageSize=50`;
    const unrelated = `/api/kelas/${ids.other}`;
    expect((await list(bulkList)).data.every((card) => card.finalPrice === 90_000)).toBe(true);
    await getFrom(ctx, unrelated);
    expect(await queriesOf(unrelated)).toBe(0);
    const { rowChanges, invalidations } = ctx.app.catalogueCache.stats();

    await write(sql`update live_classes set price = 95000
      where subject_id = (select id from subjects where slug = ${bulkSubjectSlug})`);

    expect(ctx.app.catalogueCache.stats()).toMatchObject({ rowChanges, invalidations: invalidations + 1 });
    const after = await list(bulkList);
    expect(after.meta.total).toBe(25);
    expect(after.data.every((card) => card.finalPrice === 95_000)).toBe(true);
    expect(await queriesOf(unrelated)).toBeGreaterThan(0); // cleared with the whole table
  });
});
