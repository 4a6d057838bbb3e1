import {
  liveClassListSchema,
  materialListSchema,
  reviewListSchema,
  skillCourseListSchema,
  type TutorCard,
  tutorListSchema,
  tutorResponseSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoClasses, demoTutors } from '../../db/seed-catalogue';
import {
  countQueries,
  expectBadParameter,
  expectNotFound,
  getFrom,
  isSorted,
  useCatalogueApp,
} from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { usersServiceFor } from '../users';

const UNKNOWN_ID = '5a8e2c1b-3d4f-4a6b-9c8d-7e6f5a4b3c2d';
const verified = demoTutors.filter((tutor) => tutor.verifiedDaysAgo !== null);

describe.each(testDatabases())('tutors and reviews on the demo catalogue (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  const get = (url: string) => getFrom(ctx, url);
  const tutors = async (query: string) => {
    const response = await get(`/api/tutor?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return tutorListSchema.parse(response.json());
  };
  let all: TutorCard[];

  beforeAll(async () => {
    all = (await tutors('pageSize=100')).data;
  });

  it('lists verified tutors only, with expertise, subjects, ratings and counts', async () => {
    expect(all.map((tutor) => tutor.name).sort()).toEqual(verified.map((tutor) => tutor.name).sort());
    const budi = all.find((tutor) => tutor.name === 'Budi Santoso');
    expect(budi).toMatchObject({
      city: 'Yogyakarta',
      headline: demoTutors[0]?.headline,
      classCount: demoClasses.filter((item) => item.tutor === 'tutor@scola.id' && !item.status).length,
      courseCount: 0,
    });
    expect(budi?.expertise.map((item) => item.slug).sort()).toEqual(['matematika', 'persiapan-utbk']);
    expect(budi?.subjects.map((item) => item.slug)).toContain('matematika-sma');
    expect(all.every((tutor) => tutor.rating.count >= 3 && tutor.rating.average > 0)).toBe(true);
    expect(
      isSorted(
        (await tutors('sort=rating&pageSize=100')).data.map((t) => t.rating.average),
        'desc',
      ),
    ).toBe(true);
  });

  it('filters tutors by city, expertise, subject and rating, and searches names with typos', async () => {
    expect((await tutors('kota=bandung')).data.map((tutor) => tutor.name).sort()).toEqual([
      'Sri Handayani',
      'Yuki Pratiwi',
    ]);
    expect((await tutors('keahlian=persiapan-utbk')).data.map((tutor) => tutor.name).sort()).toEqual([
      'Ahmad Fauzi',
      'Bayu Setiawan',
      'Budi Santoso',
    ]);
    expect((await tutors('pelajaran=matematika-smp')).data.map((tutor) => tutor.name).sort()).toEqual([
      'Bayu Setiawan',
      'Nadia Putri Ramadhani',
    ]);
    const rated = await tutors('ratingMin=4.5');
    expect(rated.data.every((tutor) => tutor.rating.average >= 4.5)).toBe(true);
    expect((await tutors('q=budi%20santso')).data[0]?.name).toBe('Budi Santoso');
    expect((await tutors('q=fotografer')).data[0]?.name).toBe('Made Wiradana');
    expect((await tutors('q=Gilang')).meta.total).toBe(0);

    expectBadParameter(await get('/api/tutor?sort=price_asc'), 'sort');
    expectBadParameter(await get('/api/tutor?keahlian=terbang'), 'keahlian');
    expectBadParameter(await get('/api/tutor?hargaMin=1'), 'hargaMin');
    expectBadParameter(await get('/api/tutor?pageSize=101'), 'pageSize');
  });

  it('shows a tutor with location and their published classes, courses and materials', async () => {
    const dimas = all.find((tutor) => tutor.name === 'Dimas Arya Wicaksono');
    const { data } = tutorResponseSchema.parse((await get(`/api/tutor/${dimas?.id}`)).json());
    expect(data).toMatchObject({ ...dimas, location: { latitude: -7.2575, longitude: 112.7521 } });
    expect(data.education).toMatch(/Sepuluh Nopember/);
    expect(data.courses.map((course) => course.instructor.id)).toEqual([dimas?.id, dimas?.id, dimas?.id]);
    expect(data.classes).toEqual([]);

    const budi = all.find((tutor) => tutor.name === 'Budi Santoso');
    const detail = tutorResponseSchema.parse((await get(`/api/tutor/${budi?.id}`)).json()).data;
    const classes = liveClassListSchema.parse(
      (await get(`/api/kelas?tutor=${budi?.id}&pageSize=100`)).json(),
    );
    expect(detail.classes.map((card) => card.id)).toEqual(classes.data.map((card) => card.id));
    expect(detail.classes.some((card) => card.slug === 'statistika-sma-draf')).toBe(false);
    const materials = materialListSchema.parse((await get(`/api/materi?tutor=${budi?.id}`)).json());
    expect(detail.materialCount).toBe(materials.meta.total);
    expect(detail.materials.map((card) => card.id)).toEqual(materials.data.map((card) => card.id));
  });

  it('hides unverified tutors and their drafts everywhere', async () => {
    const users = usersServiceFor(ctx.database.db);
    for (const email of ['tutor17@scola.id', 'tutor18@scola.id', 'tutor19@scola.id']) {
      const user = await users.findByEmail(email);
      expectNotFound(await get(`/api/tutor/${user?.id}`));
      expect(liveClassListSchema.parse((await get(`/api/kelas?tutor=${user?.id}`)).json()).meta.total).toBe(
        0,
      );
      expect(
        skillCourseListSchema.parse((await get(`/api/lifeskill?tutor=${user?.id}`)).json()).meta.total,
      ).toBe(0);
      expectNotFound(await get(`/api/ulasan?targetType=tutor&targetId=${user?.id}`));
    }
    expectNotFound(await get(`/api/tutor/${UNKNOWN_ID}`));
    expectBadParameter(await get('/api/tutor/budi'), 'id', 'params');
  });

  it('lists reviews of a class newest first, with the average and count of its card', async () => {
    const classes = liveClassListSchema.parse((await get('/api/kelas?sort=rating&pageSize=100')).json()).data;
    for (const card of classes.slice(0, 3)) {
      const response = await get(`/api/ulasan?targetType=kelas&targetId=${card.id}`);
      expect(response.statusCode).toBe(200);
      const reviews = reviewListSchema.parse(response.json());
      expect(reviews.meta).toEqual({
        page: 1,
        pageSize: 20,
        total: card.rating.count,
        count: card.rating.count,
        average: card.rating.average,
      });
      const ratings = reviews.data.map((review) => review.rating);
      expect(card.rating.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);
      expect(
        isSorted(
          reviews.data.map((review) => Date.parse(review.createdAt)),
          'desc',
        ),
      ).toBe(true);
      expect(reviews.data.every((review) => review.author.name.length > 0)).toBe(true);
    }
    const paged = reviewListSchema.parse(
      (await get(`/api/ulasan?targetType=kelas&targetId=${classes[0]?.id}&pageSize=1&page=2`)).json(),
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBe(classes[0]?.rating.count);
  });

  it('lists reviews of tutors, materials and courses, and refuses bad targets', async () => {
    const tutor = all[0];
    const reviews = reviewListSchema.parse(
      (await get(`/api/ulasan?targetType=tutor&targetId=${tutor?.id}`)).json(),
    );
    expect(reviews.meta.average).toBe(tutor?.rating.average);
    const material = materialListSchema.parse((await get('/api/materi?pageSize=1')).json()).data[0];
    const ofMaterial = await get(`/api/ulasan?targetType=materi&targetId=${material?.id}`);
    expect(reviewListSchema.parse(ofMaterial.json()).meta.count).toBe(material?.rating.count);
    const course = skillCourseListSchema.parse((await get('/api/lifeskill?pageSize=1')).json()).data[0];
    const ofCourse = await get(`/api/ulasan?targetType=lifeskill&targetId=${course?.id}`);
    expect(reviewListSchema.parse(ofCourse.json()).meta.count).toBe(course?.rating.count);

    expectBadParameter(await get(`/api/ulasan?targetId=${tutor?.id}`), 'targetType');
    expectBadParameter(await get(`/api/ulasan?targetType=kursus&targetId=${tutor?.id}`), 'targetType');
    expectBadParameter(await get('/api/ulasan?targetType=kelas&targetId=abc'), 'targetId');
    expectBadParameter(await get(`/api/ulasan?targetType=kelas&targetId=${tutor?.id}&sort=newest`), 'sort');
    // A tutor's id is not a class id.
    expectNotFound(await get(`/api/ulasan?targetType=kelas&targetId=${tutor?.id}`));
  });

  it('answers a list with a constant number of queries, whatever its length', async () => {
    const one = await countQueries(ctx, () => get('/api/tutor?pageSize=1'));
    expect(await countQueries(ctx, () => get('/api/tutor?pageSize=50'))).toBe(one);
    const tutor = all[0];
    const reviews = `/api/ulasan?targetType=tutor&targetId=${tutor?.id}`;
    const few = await countQueries(ctx, () => get(`${reviews}&pageSize=1`));
    expect(await countQueries(ctx, () => get(`${reviews}&pageSize=50`))).toBe(few);
    // Two tutors with classes, courses and materials, in different numbers.
    const lestari = all.find((item) => item.name === 'Lestari Wulandari');
    const hendra = all.find((item) => item.name === 'Hendra Gunawan');
    expect(await countQueries(ctx, () => get(`/api/tutor/${lestari?.id}`))).toBe(
      await countQueries(ctx, () => get(`/api/tutor/${hendra?.id}`)),
    );
  });
});
