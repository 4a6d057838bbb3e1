import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueServicesFor } from '../../modules/catalogue';
import { catalogueReferenceServiceFor } from '../../modules/catalogue-reference';
import { usersServiceFor, verifyPassword } from '../../modules/users';
import { localFileStorage } from '../../lib/storage';
import { queryRows } from '../../test/auth-helpers';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/test-app';
import { DEMO_PASSWORD, referenceSeed } from '../seed-data';
import { buildScaleClass, buildScaleTutor, classSlug, seedScale } from '.';

const now = new Date('2026-11-20T03:00:00Z');
const storage = localFileStorage(tmpdir());

describe('scale data builders', () => {
  const tutors = Array.from({ length: 5 }, (_, index) => buildScaleTutor(index + 1, now));

  it('derive every item from its number alone', () => {
    expect(buildScaleTutor(3, now)).toEqual(tutors[2]);
    expect(buildScaleClass(42, tutors, 10, now)).toEqual(buildScaleClass(42, tutors, 10, now));
    expect(buildScaleClass(42, tutors, 10, now).item.slug).toBe(classSlug(42));
    expect(classSlug(42)).toBe('skala-kelas-000042');
  });

  it('make plausible classes: round rupiah, sale below price, 2–8 sessions, reviews only when published', () => {
    for (let n = 1; n <= 300; n += 1) {
      const { item, reviews } = buildScaleClass(n, tutors, 10, now);
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.price % 1000).toBe(0);
      if (item.salePrice !== null && item.salePrice !== undefined) {
        expect(item.salePrice % 1000).toBe(0);
        expect(item.salePrice).toBeLessThan(item.price);
      }
      expect(item.sessions.length).toBeGreaterThanOrEqual(2);
      expect(item.sessions.length).toBeLessThanOrEqual(8);
      expect(item.seatsTaken ?? 0).toBeLessThanOrEqual(item.capacity);
      if (item.status !== 'published') expect(reviews).toEqual([]);
      expect(new Set(reviews.map((review) => review.author)).size).toBe(reviews.length);
    }
  });
});

describe.each(testDatabases())('seedScale (%s)', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await catalogueReferenceServiceFor(testDatabase.handle.db).ensureReferenceData(referenceSeed);
  });
  afterAll(() => testDatabase.destroy());

  const counts = async () => {
    const db = testDatabase.handle.db;
    const catalogue = catalogueServicesFor(db, { storage });
    const [row] = await queryRows(testDatabase.handle, sql`select count(*)::int as n from class_sessions`);
    return {
      users: await usersServiceFor(db).countUsers(),
      tutors: await catalogue.tutors.countTutors(),
      classes: (await catalogue.classes.countClasses()).all,
      sessions: Number(row?.n),
      reviews: await catalogue.reviews.countReviews(),
    };
  };
  const seed = (classes: number) =>
    seedScale(testDatabase.handle, { classes, tutors: 6, students: 12, storage, now, batchSize: 15 });

  it('seeds tutors, students, classes with sessions and reviews; again adds nothing, more adds the rest', async () => {
    await seed(40);
    const first = await counts();
    expect(first).toMatchObject({ users: 18, classes: 40 });
    expect(first.tutors).toMatchObject({ all: 6 });
    expect(first.sessions).toBeGreaterThanOrEqual(80);
    expect(first.reviews).toBeGreaterThan(10);
    await seed(40);
    expect(await counts()).toEqual(first);
    await seed(50);
    expect((await counts()).classes).toBe(50);

    const ratings = await queryRows(
      testDatabase.handle,
      sql`select distinct rating_average from live_classes where rating_count > 0`,
    );
    expect(ratings.length).toBeGreaterThan(3);
  });

  it('lets the scale accounts sign in with the demo password', async () => {
    const tutor = await usersServiceFor(testDatabase.handle.db).findByEmail('tutor.skala.00001@scola.id');
    expect(tutor?.scope).toEqual(['tutor']);
    expect(await verifyPassword(tutor?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
  });
});
