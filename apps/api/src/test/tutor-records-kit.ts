import { renderMaterialPdf } from '../db/demo-pdf';
import {
  buildExpertise,
  buildExpertiseCategory,
  buildLiveClass,
  buildMaterial,
  buildSkillCourse,
  buildSubject,
  buildTutorProfile,
} from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor, materialFileKeys } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { grantEntitlements } from '../modules/collections';
import { createAccount } from './auth-helpers';
import type { TestApp } from './test-app';

/**
 * Test helpers of the reviews and the tutor's class records: two tutors (A and B) with their items, students, and
 * grants made straight in the database (as a paid order would).
 */

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** Midnight UTC today: sessions are placed relative to it, so "past" and "upcoming" hold whatever the hour. */
const today = Math.floor(Date.now() / DAY) * DAY;
export const at = (days: number, hours: number) => new Date(today + days * DAY + hours * HOUR);

export interface Person {
  id: string;
  token: string;
}

export async function person(ctx: TestApp, scope: ('student' | 'tutor' | 'admin')[]): Promise<Person> {
  const { user } = await createAccount(ctx.database, { scope });
  return { id: user.id, token: (await ctx.app.sessions.start(user, {})).token };
}

export interface RecordsKit {
  tutorA: Person;
  tutorB: Person;
  admin: Person;
  /** Tutor A's items: a class whose first session ended two days ago and whose last ends in a week
   * (`started`), one whose sessions are all over (`finished`), one starting tomorrow (`upcoming`, its first session
   * with a meeting link), a material and a
   * course; tutor B's class (`other`). */
  ids: {
    started: string;
    finished: string;
    upcoming: string;
    material: string;
    course: string;
    other: string;
  };
  /** Grants the items to the student (as a paid order without an order row would). */
  grant(
    studentId: string,
    items: { itemType: 'kelas' | 'materi' | 'lifeskill'; itemId: string }[],
  ): Promise<void>;
}

export async function recordsKit(ctx: TestApp & { dataDir: string }): Promise<RecordsKit> {
  const subject = buildSubject();
  const category = buildExpertiseCategory();
  const skill = buildExpertise(category.slug);
  const reference = catalogueReferenceServiceFor(ctx.database.db);
  await reference.ensureReferenceData({
    subjects: [subject],
    expertiseCategories: [category],
    expertise: [skill],
  });
  const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
  const expertiseId = (await reference.expertiseIdsBySlug([skill.slug])).get(skill.slug) ?? '';
  const storage = localFileStorage(`${ctx.dataDir}/files`);
  const catalogue = catalogueServicesFor(ctx.database.db, { storage });
  const [tutorA, tutorB, admin] = [
    await person(ctx, ['tutor']),
    await person(ctx, ['tutor']),
    await person(ctx, ['admin']),
  ];
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(tutorA.id, { displayName: 'Rina Kartika', expertiseIds: [expertiseId] }),
    buildTutorProfile(tutorB.id, { displayName: 'Joko Susilo' }),
  ]);
  const refs = { subjectId, level: 'SMA' as const };
  const session = (title: string, startsAt: Date) => ({ title, startsAt, durationMinutes: 90 });
  const classes = [
    buildLiveClass(
      { ...refs, tutorId: tutorA.id },
      {
        title: 'Aljabar Linear Dasar',
        sessions: [session('Pertemuan 1', at(-2, 8)), session('Pertemuan 2', at(7, 8))],
      },
    ),
    buildLiveClass(
      { ...refs, tutorId: tutorA.id },
      {
        title: '=Kalkulus "Intensif", SMA',
        sessions: [session('Pertemuan 1', at(-20, 8)), session('Pertemuan 2', at(-13, 8))],
      },
    ),
    buildLiveClass(
      { ...refs, tutorId: tutorA.id },
      {
        title: 'Geometri Ruang',
        sessions: [
          { ...session('Pertemuan 1', at(1, 8)), meetingUrl: 'https://meet.example/geometri' },
          session('Pertemuan 2', at(8, 8)),
        ],
      },
    ),
    buildLiveClass(
      { ...refs, tutorId: tutorB.id },
      { title: 'Fisika Gerak', sessions: [session('Pertemuan 1', at(-3, 8))] },
    ),
  ];
  const classIds = await catalogue.classes.ensureClasses(classes);
  const classId = (index: number) => classIds.get(classes[index]?.slug ?? '') ?? '';
  const material = buildMaterial({ ...refs, tutorId: tutorA.id }, { title: 'Ringkasan Aljabar' });
  await storage.put(
    materialFileKeys(material.slug).fileKey,
    await renderMaterialPdf({
      title: material.title,
      subtitle: 'Matematika - SMA',
      author: 'Rina Kartika',
      pageCount: material.pageCount,
      chapters: ['Aljabar'],
    }),
  );
  const materialId = (await catalogue.materials.ensureMaterials([material])).get(material.slug) ?? '';
  const course = buildSkillCourse({ instructorId: tutorA.id, expertiseId }, { title: 'Menulis Esai' });
  const courseId = (await catalogue.courses.ensureCourses([course])).get(course.slug) ?? '';
  return {
    tutorA,
    tutorB,
    admin,
    ids: {
      started: classId(0),
      finished: classId(1),
      upcoming: classId(2),
      material: materialId,
      course: courseId,
      other: classId(3),
    },
    async grant(studentId, items) {
      await grantEntitlements(ctx.database.db, { userId: studentId, orderId: null, items });
    },
  };
}
