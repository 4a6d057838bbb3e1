import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { skillCourseListQuerySchema, tutorListQuerySchema, tutorTeachingSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityServiceFor } from '../modules/availability';
import { catalogueServicesFor, pageCountOf } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { tutorApplicationsRepositoryFor } from '../modules/tutor-applications';
import { usersServiceFor, verifyPassword } from '../modules/users';
import { type FileStorage, localFileStorage } from '../lib/storage';
import { queryRows } from '../test/auth-helpers';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/test-app';
import { freeSlotsOfClass } from '../workflows/bimble-slots';
import { DEMO_BIMBLE_CLASS_SLUG } from './seed-bimble';
import { mp4DurationSeconds } from './demo-media';
import { DEMO_WEEKLY_RULES } from './seed-availability';
import { DEMO_PASSWORD, demoAccounts, referenceSeed, seedDemoData } from './seed';
import {
  demoClasses,
  demoCourses,
  demoMaterials,
  demoPackages,
  demoStudents,
  demoTutors,
} from './seed-catalogue';

describe.each(testDatabases())('seedDemoData (%s)', (kind) => {
  let testDatabase: TestDatabase;
  let filesDir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    filesDir = await mkdtemp(join(tmpdir(), 'scola-seed-test-'));
    storage = localFileStorage(filesDir);
  });
  afterAll(async () => {
    await testDatabase.destroy();
    await rm(filesDir, { recursive: true, force: true });
  });

  const counts = async () => {
    const db = testDatabase.handle.db;
    const catalogue = catalogueServicesFor(db, { storage });
    return {
      users: await usersServiceFor(db).countUsers(),
      ...(await catalogueReferenceServiceFor(db).countReferenceData()),
      tutors: await catalogue.tutors.countTutors(),
      classes: await catalogue.classes.countClasses(),
      packages: await catalogue.packages.countPackages(),
      materials: await catalogue.materials.countMaterials(),
      courses: await catalogue.courses.countCourses(),
      reviews: await catalogue.reviews.countReviews(),
      studyRooms: (
        await queryRows(
          testDatabase.handle,
          sql`select (select count(*)::int from study_room_templates) as masters,
            (select count(*)::int from study_rooms) as rooms,
            (select count(*)::int from study_room_participants) as participants`,
        )
      )[0],
    };
  };

  it('is idempotent: a second run changes nothing', async () => {
    // The admin, plus the tutors and students (the demo tutor and student are among them).
    const accounts = 1 + demoTutors.length + demoStudents.length;
    expect(await seedDemoData(testDatabase.handle, { storage })).toEqual({ usersCreated: accounts });
    const first = await counts();
    expect(first).toMatchObject({
      users: accounts,
      subjects: referenceSeed.subjects.length,
      expertiseCategories: 5,
      expertise: referenceSeed.expertise.length,
      tutors: { all: demoTutors.length, verified: 16 },
      classes: { all: demoClasses.length, published: 37 },
      packages: demoPackages.length,
      materials: { all: demoMaterials.length, published: 22 },
      courses: { all: demoCourses.length, published: 11 },
    });
    expect(first.reviews).toBeGreaterThan(200);
    const user = await usersServiceFor(testDatabase.handle.db).findByEmail('siswa@scola.id');
    const files = await readdir(filesDir, { recursive: true });

    expect(await seedDemoData(testDatabase.handle, { storage })).toEqual({ usersCreated: 0 });
    expect(await counts()).toEqual(first);
    expect(await usersServiceFor(testDatabase.handle.db).findByEmail('siswa@scola.id')).toEqual(user);
    expect(await readdir(filesDir, { recursive: true })).toEqual(files);
  });

  it('gives three demo tutors study rooms, free and paid, past and upcoming, with students in free ones', async () => {
    const [row] = await queryRows(
      testDatabase.handle,
      sql`select count(*)::int as rooms, count(*) filter (where price > 0)::int as paid,
          count(*) filter (where ends_at <= now())::int as past, count(distinct tutor_id)::int as tutors,
          (select count(*)::int from study_room_participants) as participants,
          count(*) filter (where tutor_id in (select id from users where email in ('tutor4@scola.id', 'tutor6@scola.id')))::int as quiet
        from study_rooms`,
    );
    expect(row).toMatchObject({ tutors: 3, quiet: 0 });
    expect(Number(row?.rooms)).toBeGreaterThanOrEqual(12);
    expect(Number(row?.paid)).toBeGreaterThanOrEqual(3);
    expect(Number(row?.past)).toBeGreaterThanOrEqual(2);
    expect(Number(row?.participants)).toBeGreaterThanOrEqual(10);
  });

  it('gives the demo bimble class free slots to book in the coming days', async () => {
    const db = testDatabase.handle.db;
    const [found] = await queryRows(
      testDatabase.handle,
      sql`select id from live_classes where slug = ${DEMO_BIMBLE_CLASS_SLUG}`,
    );
    const { slots } = await freeSlotsOfClass(db, String(found?.id), {}, new Date());
    expect(slots.length).toBeGreaterThan(10);
  });

  it('meets the catalogue minimums of the demo', () => {
    expect(demoTutors.filter((tutor) => tutor.verifiedDaysAgo !== null).length).toBeGreaterThanOrEqual(15);
    expect(demoClasses.filter((item) => !item.status).length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoClasses.map((item) => item.kind))).toEqual(new Set(['group', 'bimble']));
    expect(demoPackages.length).toBeGreaterThanOrEqual(5);
    expect(demoMaterials.filter((item) => !item.status).length).toBeGreaterThanOrEqual(20);
    expect(demoCourses.filter((item) => !item.status).length).toBeGreaterThanOrEqual(10);
  });

  it('writes a real PDF of the announced length for every material, and its preview', async () => {
    for (const material of demoMaterials) {
      const full = await storage.get(`materials/${material.slug}/full.pdf`);
      const preview = await storage.get(`materials/${material.slug}/preview.pdf`);
      expect(new TextDecoder().decode(full.slice(0, 5))).toBe('%PDF-');
      expect(await pageCountOf(full)).toBe(material.pageCount);
      expect(await pageCountOf(preview)).toBe(material.previewPages);
    }
  });

  it('gives every verified demo tutor a local portrait, a bimbel rate and a rich-text bio', async () => {
    const catalogue = catalogueServicesFor(testDatabase.handle.db, { storage });
    const { data } = await catalogue.tutors.list(
      tutorListQuerySchema.parse({ pageSize: 100, sort: 'newest' }),
    );
    expect(data).toHaveLength(demoTutors.filter((tutor) => tutor.verifiedDaysAgo !== null).length);
    for (const tutor of data) {
      // Served from file storage, never from another host (nothing else is reachable offline).
      expect(tutor.photoUrl).toMatch(/^\/api\/berkas\/publik\/photos\/demo\/[a-z0-9-]+\.svg$/);
      const key = (tutor.photoUrl ?? '').replace('/api/berkas/publik/', '');
      expect(new TextDecoder().decode(await storage.get(key))).toMatch(/^<svg [^>]*xmlns=/);
      expect(tutor.hourlyRate).toBeGreaterThanOrEqual(10_000);
      expect((await catalogue.tutors.get(tutor.id)).bio).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('states each demo lesson as long as its video really is (measured from the MP4)', async () => {
    const courses = catalogueServicesFor(testDatabase.handle.db, { storage }).courses;
    const list = await courses.list(skillCourseListQuerySchema.parse({ pageSize: 50 }));
    expect(list.data.length).toBe(11);
    for (const card of list.data) {
      const course = await courses.get(card.id);
      for (const lesson of course.lessons.filter((item) => item.isPreview)) {
        const { key } = await courses.previewVideo(course.id, lesson.id);
        expect(lesson.durationSeconds).toBe(mp4DurationSeconds(await storage.get(key)));
      }
      // The sample clips are 6 seconds long (assets/README.md), not the minutes a real lesson would take.
      expect(course.lessons.every((lesson) => lesson.durationSeconds === 6)).toBe(true);
    }
  });

  it('creates the demo accounts activated, with the documented password and roles', async () => {
    const users = usersServiceFor(testDatabase.handle.db);
    const expected = {
      'siswa@scola.id': ['student'],
      'tutor@scola.id': ['tutor'],
      'admin@scola.id': ['admin'],
      'tutor2@scola.id': ['tutor'],
      'siswa2@scola.id': ['student'],
    };
    expect(demoAccounts.map((account) => account.email)).toEqual(Object.keys(expected).slice(0, 3));
    for (const [email, scope] of Object.entries(expected)) {
      const user = await users.findByEmail(email.toUpperCase());
      expect(user?.scope).toEqual(scope);
      expect(user?.activatedAt).toBeInstanceOf(Date);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? null, 'salah')).toBe(false);
    }
    const tutor = await users.findByEmail('tutor@scola.id');
    expect(tutor?.tutorVerifiedAt).toBeInstanceOf(Date);
    expect((await users.findByEmail('tutor17@scola.id'))?.tutorVerifiedAt).toBeNull();
  });

  it('puts the tutors awaiting verification in the admin queue, with their documents stored', async () => {
    const applications = tutorApplicationsRepositoryFor(testDatabase.handle.db);
    const waiting = await applications.listByStatus('submitted');
    expect(waiting.map((row) => row.contact.email)).toEqual([
      'tutor17@scola.id',
      'tutor18@scola.id',
      'tutor19@scola.id',
    ]);
    // What the admin queue answers must fit the contract (a guitar tutor teaches no school subject).
    for (const row of waiting) expect(tutorTeachingSchema.parse(row.application.teaching)).toBeTruthy();
    const documents = await applications.documentsOf(waiting.map((row) => row.application.id));
    expect(documents).toHaveLength(6);
    for (const document of documents) expect(await storage.exists(document.storageKey)).toBe(true);
  });

  it('covers every school level', () => {
    const levels = new Set(referenceSeed.subjects.map((subject) => subject.level));
    expect([...levels].sort()).toEqual(['SD', 'SMA', 'SMP', 'UTBK', 'Umum']);
  });
  it('gives every verified demo tutor weekly availability and one day off', async () => {
    const db = testDatabase.handle.db;
    const tutor = await usersServiceFor(db).findByEmail('tutor@scola.id');
    const availability = await availabilityServiceFor(db).read(tutor?.id ?? '');
    expect(availability.rules).toEqual(DEMO_WEEKLY_RULES);
    expect(availability.exceptions).toHaveLength(1);
    expect(availability.exceptions[0]?.kind).toBe('off');
    const [row] = await queryRows(
      testDatabase.handle,
      sql`select count(*)::int as n from availability_settings`,
    );
    expect(row?.n).toBe(16);
  });
});
