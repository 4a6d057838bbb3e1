import {
  classPackageListSchema,
  liveClassListSchema,
  liveClassResponseSchema,
  reviewListSchema,
  skillCourseResponseSchema,
  tutorListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildClassPackage,
  buildExpertise,
  buildExpertiseCategory,
  buildLiveClass,
  buildReview,
  buildSkillCourse,
  buildSubject,
  buildTutorProfile,
} from '../../db/factories';
import { localFileStorage } from '../../lib/storage';
import { createAccount, execute, queryRows } from '../../test/auth-helpers';
import { expectNotFound, getFrom, useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { type CatalogueReadCache, catalogueServicesFor, type CatalogueServices } from '.';

describe.each(testDatabases())('catalogue rules on hand-made data (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const get = (url: string) => getFrom(ctx, url);
  let catalogue: CatalogueServices;
  let tutorId: string;
  let otherTutorId: string;
  let pendingTutorId: string;
  let studentIds: string[];
  const subject = buildSubject({ name: 'Astronomi', level: 'SMA' });
  const category = buildExpertiseCategory({ name: 'Sains Terapan' });
  const skill = buildExpertise(category.slug, { name: 'Astrofotografi' });
  let subjectId: string;
  let expertiseId: string;
  const refs = () => ({ tutorId, subjectId, level: 'SMA' as const });

  beforeAll(async () => {
    const reference = catalogueReferenceServiceFor(ctx.database.db);
    await reference.ensureReferenceData({
      subjects: [subject],
      expertiseCategories: [category],
      expertise: [skill],
    });
    subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
    expertiseId = (await reference.expertiseIdsBySlug([skill.slug])).get(skill.slug) ?? '';
    catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    const tutor = await createAccount(ctx.database, { scope: ['tutor'] });
    const other = await createAccount(ctx.database, { scope: ['tutor'] });
    const pending = await createAccount(ctx.database, { scope: ['tutor'] });
    [tutorId, otherTutorId, pendingTutorId] = [tutor.user.id, other.user.id, pending.user.id];
    studentIds = [];
    for (let i = 0; i < 3; i += 1) studentIds.push((await createAccount(ctx.database)).user.id);
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(tutorId, { displayName: 'Wulan Astuti', expertiseIds: [expertiseId] }),
      buildTutorProfile(otherTutorId, { displayName: 'Teguh Prasetyo', headline: 'Pengamat bintang' }),
      buildTutorProfile(pendingTutorId, { displayName: 'Sinta Maharani', verifiedAt: null }),
    ]);
  });

  it('sanitises rich text before storing it', async () => {
    const ids = await catalogue.classes.ensureClasses([
      buildLiveClass(refs(), {
        slug: 'kelas-bersih',
        aboutHtml:
          '<p onclick="x()">Rumus $E = mc^2$</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      }),
    ]);
    const [stored] = await queryRows(
      ctx.database,
      sql`select about_html from live_classes where slug = 'kelas-bersih'`,
    );
    expect(stored?.about_html).toBe('<p>Rumus $E = mc^2$</p>');
    const detail = liveClassResponseSchema.parse((await get(`/api/kelas/${ids.get('kelas-bersih')}`)).json());
    expect(detail.data.aboutHtml).toBe('<p>Rumus $E = mc^2$</p>');

    const courseIds = await catalogue.courses.ensureCourses([
      buildSkillCourse(
        { instructorId: tutorId, expertiseId },
        { slug: 'kursus-bersih', descriptionHtml: '<a href="javascript:alert(1)">klik</a><p>Aman</p>' },
      ),
    ]);
    const course = skillCourseResponseSchema.parse(
      (await get(`/api/lifeskill/${courseIds.get('kursus-bersih')}`)).json(),
    );
    expect(course.data.descriptionHtml).not.toMatch(/javascript|alert/);
    expect(course.data.descriptionHtml).toContain('<p>Aman</p>');
  });

  it('refuses impossible classes in the database (seats over capacity, sale not below price)', async () => {
    await expect(
      catalogue.classes.ensureClasses([buildLiveClass(refs(), { capacity: 2, seatsTaken: 3 })]),
    ).rejects.toThrow();
    await expect(
      catalogue.classes.ensureClasses([buildLiveClass(refs(), { price: 100_000, salePrice: 100_000 })]),
    ).rejects.toThrow();
    const ids = await catalogue.classes.ensureClasses([
      buildLiveClass(refs(), { slug: 'kelas-penuh', capacity: 2 }),
    ]);
    await execute(ctx.database, sql`update live_classes set seats_taken = 2 where slug = 'kelas-penuh'`);
    await expect(
      execute(
        ctx.database,
        sql`update live_classes set seats_taken = seats_taken + 1 where slug = 'kelas-penuh'`,
      ),
    ).rejects.toThrow();
    const detail = liveClassResponseSchema.parse((await get(`/api/kelas/${ids.get('kelas-penuh')}`)).json());
    expect(detail.data.seatsLeft).toBe(0);
  });

  it('keeps ratings in step with reviews, one review per student and target', async () => {
    const ids = await catalogue.classes.ensureClasses([buildLiveClass(refs(), { slug: 'kelas-dinilai' })]);
    const classId = ids.get('kelas-dinilai') ?? '';
    const target = { type: 'kelas' as const, id: classId };
    await catalogue.reviews.ensureReviews([
      buildReview(studentIds[0] ?? '', target, { rating: 5, createdAt: new Date('2026-03-01T00:00:00Z') }),
      buildReview(studentIds[1] ?? '', target, {
        rating: 4,
        createdAt: new Date('2026-03-02T00:00:00Z'),
        reply: { text: 'Terima kasih!', at: new Date('2026-03-03T00:00:00Z') },
      }),
      buildReview(studentIds[0] ?? '', target, { rating: 1 }), // the same student again: skipped
    ]);
    const ofClass = () => get(`/api/ulasan?targetType=kelas&targetId=${classId}`);
    let reviews = reviewListSchema.parse((await ofClass()).json());
    expect(reviews.meta).toMatchObject({ total: 2, count: 2, average: 4.5 });
    expect(reviews.data.map((review) => review.rating)).toEqual([4, 5]);
    expect(reviews.data[0]?.reply).toEqual({ text: 'Terima kasih!', createdAt: '2026-03-03T00:00:00.000Z' });

    await execute(
      ctx.database,
      sql`update reviews set rating = 2 where class_id = ${classId} and rating = 5`,
    );
    reviews = reviewListSchema.parse((await ofClass()).json());
    expect(reviews.meta).toMatchObject({ count: 2, average: 3 });
    await execute(ctx.database, sql`delete from reviews where class_id = ${classId}`);
    reviews = reviewListSchema.parse((await ofClass()).json());
    expect(reviews.meta).toMatchObject({ total: 0, count: 0, average: null });
    expect(liveClassResponseSchema.parse((await get(`/api/kelas/${classId}`)).json()).data.rating).toEqual({
      average: 0,
      count: 0,
    });

    await expect(
      catalogue.reviews.ensureReviews([buildReview(studentIds[2] ?? '', target, { rating: 6 })]),
    ).rejects.toThrow();
    await expect(
      execute(
        ctx.database,
        sql`insert into reviews (author_id, class_id, tutor_id, rating) values (${studentIds[2]}, ${classId}, ${tutorId}, 5)`,
      ),
    ).rejects.toThrow();
  });

  it('shows a class only while it is published by a verified tutor', async () => {
    const ids = await catalogue.classes.ensureClasses([
      buildLiveClass({ ...refs(), tutorId: pendingTutorId }, { slug: 'kelas-tutor-baru' }),
      buildLiveClass(refs(), { slug: 'kelas-draf', status: 'draft', publishedAt: null }),
    ]);
    expectNotFound(await get(`/api/kelas/${ids.get('kelas-tutor-baru')}`));
    expectNotFound(await get(`/api/kelas/${ids.get('kelas-draf')}`));
    expectNotFound(await get(`/api/tutor/${pendingTutorId}`));
    await execute(
      ctx.database,
      sql`update tutor_profiles set verified_at = now() where user_id = ${pendingTutorId}`,
    );
    expect((await get(`/api/kelas/${ids.get('kelas-tutor-baru')}`)).statusCode).toBe(200);
    expect((await get(`/api/tutor/${pendingTutorId}`)).statusCode).toBe(200);
    await execute(
      ctx.database,
      sql`update tutor_profiles set verified_at = null where user_id = ${pendingTutorId}`,
    );
  });

  it('hides a package while one of its classes is not public, and computes its saving', async () => {
    const ids = await catalogue.classes.ensureClasses([
      buildLiveClass(refs(), { slug: 'paket-a', price: 200_000, salePrice: 150_000 }),
      buildLiveClass(refs(), { slug: 'paket-b', price: 100_000 }),
      buildLiveClass(refs(), { slug: 'paket-c', status: 'draft', publishedAt: null }),
    ]);
    const packageIds = await catalogue.packages.ensurePackages([
      buildClassPackage([ids.get('paket-a') ?? '', ids.get('paket-b') ?? ''], {
        slug: 'paket-hemat',
        price: 199_000,
      }),
      buildClassPackage([ids.get('paket-a') ?? '', ids.get('paket-c') ?? ''], { slug: 'paket-rusak' }),
      buildClassPackage([ids.get('paket-b') ?? ''], { slug: 'paket-mahal', price: 150_000 }),
    ]);
    const list = classPackageListSchema.parse((await get('/api/kelas-paket')).json());
    expect(list.data.map((item) => item.slug).sort()).toEqual(['paket-hemat', 'paket-mahal']);
    expect(list.data.find((item) => item.slug === 'paket-hemat')).toMatchObject({
      originalPrice: 250_000,
      saving: 51_000,
      classCount: 2,
    });
    expect(list.data.find((item) => item.slug === 'paket-mahal')).toMatchObject({
      originalPrice: 100_000,
      saving: 0,
    });
    expectNotFound(await get(`/api/kelas-paket/${packageIds.get('paket-rusak')}`));
    // A class page lists the public packages that hold the class.
    const holding = async (slug: string) =>
      classPackageListSchema
        .parse((await get(`/api/kelas-paket?kelas=${ids.get(slug)}`)).json())
        .data.map((item) => item.slug)
        .sort();
    expect(await holding('paket-a')).toEqual(['paket-hemat']);
    expect(await holding('paket-b')).toEqual(['paket-hemat', 'paket-mahal']);
    expect((await get('/api/kelas-paket?kelas=bukan-uuid')).statusCode).toBe(400);
  });

  it('ranks title matches first and compares the price actually paid', async () => {
    await catalogue.classes.ensureClasses([
      buildLiveClass(refs(), {
        slug: 'rank-summary',
        title: 'Kelas Malam',
        summary: 'Mengenal rasi bintang di langit.',
      }),
      buildLiveClass(refs(), {
        slug: 'rank-title',
        title: 'Rasi Bintang untuk Pemula',
        summary: 'Belajar langit malam.',
      }),
      buildLiveClass(
        { ...refs(), tutorId: otherTutorId },
        { slug: 'rank-sale', title: 'Teleskop Sederhana', price: 300_000, salePrice: 90_000 },
      ),
    ]);
    const search = liveClassListSchema.parse((await get('/api/kelas?q=rasi%20bintang')).json());
    expect(search.data.slice(0, 2).map((card) => card.slug)).toEqual(['rank-title', 'rank-summary']);
    const byTutor = liveClassListSchema.parse((await get('/api/kelas?q=teguh%20prasetyo')).json());
    expect(byTutor.data.map((card) => card.slug)).toEqual(['rank-sale']);
    const cheap = liveClassListSchema.parse((await get('/api/kelas?hargaMaks=100000')).json());
    expect(cheap.data.map((card) => card.slug)).toContain('rank-sale');
    expect(cheap.data.every((card) => card.finalPrice <= 100_000)).toBe(true);
    const byExpertise = liveClassListSchema.parse(
      (await get(`/api/kelas?keahlian=${skill.slug}&pageSize=100`)).json(),
    );
    expect(byExpertise.data.every((card) => card.tutor.id === tutorId)).toBe(true);
    expect(tutorListSchema.parse((await get('/api/tutor?q=bintang')).json()).data[0]?.name).toBe(
      'Teguh Prasetyo',
    );
  });

  it('reads through the cache slot with the validated query as key', async () => {
    const calls: { namespace: string; key: unknown }[] = [];
    const cache: CatalogueReadCache = {
      read: (namespace, key, load) => {
        calls.push({ namespace, key });
        return load();
      },
    };
    const cached = catalogueServicesFor(ctx.database.db, { storage: localFileStorage(ctx.dataDir), cache });
    const query = { page: 1, pageSize: 5, jenjang: 'SMA' as const };
    const answer = await cached.classes.list(query);
    expect(calls).toEqual([{ namespace: 'kelas:list', key: query }]);
    expect(answer).toEqual(await catalogue.classes.list(query));
  });
});
