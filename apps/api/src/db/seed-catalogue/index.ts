import type { ReviewTargetType, SchoolLevel, TutorTimeZone } from '@scola/contracts';
import {
  catalogueServicesFor,
  coverUrlOf,
  materialFileKeys,
  type NewClassPackage,
  type NewLiveClass,
  type NewMaterial,
  type NewReview,
  type NewSkillCourse,
  type NewTutorProfile,
} from '../../modules/catalogue';
import { catalogueReferenceServiceFor } from '../../modules/catalogue-reference';
import { usersServiceFor } from '../../modules/users';
import type { FileStorage } from '../../lib/storage';
import type { DatabaseHandle } from '../client';
import { plainTextToRichText } from '../../lib/rich-text';
import { demoPortraitUrlOf, ensureDemoPortraits } from '../demo-avatars';
import { type DemoCover, ensureDemoMedia, sampleVideoDurations, sampleVideoKeys } from '../demo-media';
import { renderMaterialPdf } from '../demo-pdf';
import { DEMO_PASSWORD, referenceSeed } from '../seed-data';
import { type DemoClass, demoClasses } from './classes';
import { type DemoCourse, demoCourses } from './courses';
import { type DemoMaterial, demoMaterials } from './materials';
import { type DemoPackage, demoPackages } from './packages';
import { reviewsFor } from './reviews';
import { type DemoTutor, demoStudents, demoTutors } from './tutors';

export { demoClasses, demoCourses, demoMaterials, demoPackages, demoStudents, demoTutors };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Western Indonesia Time (WIB) is UTC+7 all year. */
const WIB_OFFSET = 7 * HOUR;

/** Midnight WIB of the day of `now`, as a UTC instant. */
function startOfDayWib(now: Date): number {
  const local = new Date(now.getTime() + WIB_OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - WIB_OFFSET;
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
  return value;
}

/** The cover of a material, from its subject. */
function coverOfSubject(slug: string): DemoCover {
  const rules: [RegExp, DemoCover][] = [
    [/^(tps|penalaran-umum)/, 'utbk'],
    [/^(matematika|penalaran-matematika|pengetahuan-kuantitatif)/, 'matematika'],
    [/^(fisika|ipa-)/, 'fisika'],
    [/^kimia/, 'kimia'],
    [/^(biologi|ipas)/, 'biologi'],
    [/^(ekonomi|sejarah|geografi|sosiologi|ips-)/, 'sosial'],
  ];
  return rules.find(([pattern]) => pattern.test(slug))?.[1] ?? 'bahasa';
}

const levelOfSubject = new Map<string, SchoolLevel>(referenceSeed.subjects.map((s) => [s.slug, s.level]));

/** Creates the demo tutor and student accounts that are missing; answers every user id by e-mail. */
async function ensureAccounts(database: DatabaseHandle, now: Date) {
  const users = usersServiceFor(database.db);
  const ids = new Map<string, string>();
  let created = 0;
  for (const tutor of demoTutors) {
    const result = await users.ensureUser({
      email: tutor.email,
      name: tutor.name,
      password: DEMO_PASSWORD,
      scope: ['tutor'],
      phone: tutor.phone,
      city: tutor.city,
      tutorVerifiedAt:
        tutor.verifiedDaysAgo === null ? null : new Date(now.getTime() - tutor.verifiedDaysAgo * DAY),
    });
    ids.set(tutor.email, result.user.id);
    if (result.created) created += 1;
  }
  for (const [index, student] of demoStudents.entries()) {
    const result = await users.ensureUser({
      email: student.email,
      name: student.name,
      password: DEMO_PASSWORD,
      scope: ['student'],
      phone: `+62813000000${String(index + 1).padStart(2, '0')}`,
      schoolLevel: 'SMA',
      grade: 10 + (index % 3),
      city: student.city,
    });
    ids.set(student.email, result.user.id);
    if (result.created) created += 1;
  }
  return { ids, created };
}

/** What the mappers below need: ids resolved by the seed and dates relative to its "now". */
interface SeedContext {
  userId: (email: string) => string;
  subjectRef: (slug: string) => { subjectId: string; level: SchoolLevel };
  expertiseId: (slug: string) => string;
  daysAgo: (days: number) => Date;
  /** Midnight WIB of the seed day (UTC milliseconds). */
  today: number;
}

const publishedAtOf = (ctx: SeedContext, status: string | undefined, days: number) =>
  status === 'draft' ? null : ctx.daysAgo(days);

/** The demo cities east of WIB: central Indonesia (WITA) and Manado; the others keep WIB. */
const witaCities = new Set(['Denpasar', 'Makassar', 'Balikpapan', 'Manado']);
const timeZoneOfCity = (city: string): TutorTimeZone =>
  witaCities.has(city) ? 'Asia/Makassar' : 'Asia/Jakarta';

const toProfile = (ctx: SeedContext, tutor: DemoTutor): NewTutorProfile => ({
  userId: ctx.userId(tutor.email),
  displayName: tutor.name,
  headline: tutor.headline,
  bio: plainTextToRichText(tutor.bio),
  education: tutor.education,
  experience: tutor.experience,
  city: tutor.city,
  latitude: tutor.latitude,
  longitude: tutor.longitude,
  photoUrl: demoPortraitUrlOf(tutor.email),
  hourlyRate: tutor.hourlyRate,
  timeZone: timeZoneOfCity(tutor.city),
  verifiedAt: tutor.verifiedDaysAgo === null ? null : ctx.daysAgo(tutor.verifiedDaysAgo),
  expertiseIds: tutor.expertise.map(ctx.expertiseId),
  subjectIds: tutor.subjects.map((slug) => ctx.subjectRef(slug).subjectId),
});

/** The demo classes meet on Jitsi (any http(s) link works: Zoom, Meet, …). */
const meetingUrlOf = (slug: string) => `https://meet.jit.si/scola-${slug}`;

function toLiveClass(ctx: SeedContext, item: DemoClass): NewLiveClass {
  const { firstInDays, hour, everyDays, minutes, topics } = item.schedule;
  return {
    slug: item.slug,
    tutorId: ctx.userId(item.tutor),
    ...ctx.subjectRef(item.subject),
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    aboutHtml: item.about,
    price: item.price,
    salePrice: item.salePrice ?? null,
    capacity: item.capacity,
    seatsTaken: item.seatsTaken,
    coverUrl: coverUrlOf(item.cover),
    status: item.status ?? 'published',
    publishedAt: publishedAtOf(ctx, item.status, item.publishedDaysAgo),
    sessions: [
      ...topics.map((topic, index) => ({
        title: `Pertemuan ${index + 1}: ${topic}`,
        startsAt: new Date(ctx.today + (firstInDays + index * everyDays) * DAY + hour * HOUR),
        durationMinutes: minutes,
        meetingUrl: meetingUrlOf(item.slug),
      })),
      // Cancelled sessions go last: live ones are numbered 1..n.
      ...(item.cancelled
        ? [
            {
              title: item.cancelled.title,
              startsAt: new Date(ctx.today + item.cancelled.inDays * DAY + item.cancelled.hour * HOUR),
              durationMinutes: minutes,
              meetingUrl: meetingUrlOf(item.slug),
              cancelReason: item.cancelled.reason,
              cancelledAt: ctx.daysAgo(1),
            },
          ]
        : []),
    ],
  };
}

const toPackage = (ctx: SeedContext, item: DemoPackage, classIds: Map<string, string>): NewClassPackage => ({
  slug: item.slug,
  title: item.title,
  summary: item.summary,
  description: item.description,
  level: item.level,
  price: item.price,
  coverUrl: coverUrlOf('paket'),
  status: 'published',
  publishedAt: ctx.daysAgo(item.publishedDaysAgo),
  classIds: item.classes.map((slug) => need(classIds, slug, 'class')),
});

const toMaterial = (ctx: SeedContext, item: DemoMaterial): NewMaterial => ({
  slug: item.slug,
  tutorId: ctx.userId(item.tutor),
  ...ctx.subjectRef(item.subject),
  title: item.title,
  summary: item.summary,
  description: item.description,
  pageCount: item.pageCount,
  previewPages: item.previewPages,
  price: item.price,
  ...materialFileKeys(item.slug),
  coverUrl: coverUrlOf(coverOfSubject(item.subject)),
  status: item.status ?? 'published',
  publishedAt: publishedAtOf(ctx, item.status, item.publishedDaysAgo),
});

/** A demo course; its lessons use the sample videos in turn and state their measured lengths (`durations`). */
const toCourse = (ctx: SeedContext, item: DemoCourse, durations: Map<string, number>): NewSkillCourse => ({
  slug: item.slug,
  instructorId: ctx.userId(item.instructor),
  expertiseId: ctx.expertiseId(item.expertise),
  title: item.title,
  summary: item.summary,
  descriptionHtml: item.description,
  price: item.price,
  salePrice: item.salePrice ?? null,
  coverUrl: coverUrlOf(item.cover),
  status: item.status ?? 'published',
  publishedAt: publishedAtOf(ctx, item.status, item.publishedDaysAgo),
  lessons: item.lessons.map((title, index) => {
    const videoKey = sampleVideoKeys[index % sampleVideoKeys.length] ?? sampleVideoKeys[0];
    return {
      title,
      durationSeconds: need(durations, videoKey, 'sample video'),
      isPreview: index < item.previews,
      videoKey,
    };
  }),
});

/** Writes the full PDF of every demo material that is not stored yet. */
async function ensureMaterialFiles(storage: FileStorage) {
  const tutorNames = new Map(demoTutors.map((t) => [t.email, t.name]));
  const subjects = new Map(referenceSeed.subjects.map((s) => [s.slug, s]));
  for (const item of demoMaterials) {
    const { fileKey } = materialFileKeys(item.slug);
    if (await storage.exists(fileKey)) continue;
    const subject = need(subjects, item.subject, 'subject');
    const pdf = await renderMaterialPdf({
      title: item.title,
      subtitle: `${subject.name} - ${subject.level}`,
      author: need(tutorNames, item.tutor, 'tutor'),
      pageCount: item.pageCount,
      chapters: item.chapters,
    });
    await storage.put(fileKey, pdf);
  }
}

/**
 * The demo catalogue: tutors with profiles, classes with sessions, packages, materials with their PDF files,
 * life-skill courses with sample videos, and reviews. Idempotent: everything is keyed (e-mail, slug, pairs) and
 * existing rows and files are left as they are, so a second run changes nothing. Dates are relative to `now`.
 * Answers the number of user accounts it created.
 */
export async function seedCatalogue(
  database: DatabaseHandle,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const reference = catalogueReferenceServiceFor(database.db);
  const catalogue = catalogueServicesFor(database.db, { storage });

  await ensureDemoMedia(storage);
  await ensureDemoPortraits(storage, demoTutors);
  const accounts = await ensureAccounts(database, now);
  const subjectIds = await reference.subjectIdsBySlug(referenceSeed.subjects.map((s) => s.slug));
  const expertiseIds = await reference.expertiseIdsBySlug(referenceSeed.expertise.map((e) => e.slug));
  const ctx: SeedContext = {
    userId: (email) => need(accounts.ids, email, 'account'),
    subjectRef: (slug) => ({
      subjectId: need(subjectIds, slug, 'subject'),
      level: need(levelOfSubject, slug, 'subject'),
    }),
    expertiseId: (slug) => need(expertiseIds, slug, 'expertise'),
    daysAgo: (days) => new Date(now.getTime() - days * DAY),
    today: startOfDayWib(now),
  };

  await catalogue.tutors.ensureProfiles(demoTutors.map((tutor) => toProfile(ctx, tutor)));
  await catalogue.tutors.fillMissingPhotoAndRate(
    demoTutors.map((tutor) => ({
      userId: ctx.userId(tutor.email),
      photoUrl: demoPortraitUrlOf(tutor.email),
      hourlyRate: tutor.hourlyRate,
    })),
  );
  const classIds = await catalogue.classes.ensureClasses(demoClasses.map((item) => toLiveClass(ctx, item)));
  await catalogue.packages.ensurePackages(demoPackages.map((item) => toPackage(ctx, item, classIds)));
  await ensureMaterialFiles(storage);
  const materialIds = await catalogue.materials.ensureMaterials(
    demoMaterials.map((item) => toMaterial(ctx, item)),
  );
  const durations = await sampleVideoDurations();
  const courseIds = await catalogue.courses.ensureCourses(
    demoCourses.map((item) => toCourse(ctx, item, durations)),
  );

  const targetIds: Record<ReviewTargetType, (key: string) => string> = {
    kelas: (key) => need(classIds, key, 'class'),
    materi: (key) => need(materialIds, key, 'material'),
    lifeskill: (key) => need(courseIds, key, 'course'),
    tutor: ctx.userId,
  };
  await catalogue.reviews.ensureReviews(
    demoReviews().map((review): NewReview => ({
      authorId: ctx.userId(review.authorEmail),
      target: { type: review.type, id: targetIds[review.type](review.targetKey) },
      rating: review.rating,
      comment: review.comment,
      createdAt: ctx.daysAgo(review.daysAgo),
      reply: review.reply ? { text: review.reply.text, at: ctx.daysAgo(review.reply.daysAgo) } : null,
    })),
  );
  return accounts.created;
}

/** Reviews of every public class, material, course and verified tutor by the demo students. */
export function demoReviews() {
  const students = demoStudents.map((s) => s.email);
  const verified = new Set(demoTutors.filter((t) => t.verifiedDaysAgo !== null).map((t) => t.email));
  return [
    ...demoClasses
      .filter((c) => (c.status ?? 'published') === 'published')
      .flatMap((c) => reviewsFor('kelas', c.slug, students, [2, 7]))
      // The demo student's review of the finished class is theirs to write (README, the tutor-reviews journey).
      .filter(
        (r) => !(r.targetKey === 'penalaran-matematika-utbk-oktober' && r.authorEmail === 'siswa@scola.id'),
      ),
    ...demoMaterials.filter((m) => !m.status).flatMap((m) => reviewsFor('materi', m.slug, students, [1, 4])),
    ...demoCourses.filter((c) => !c.status).flatMap((c) => reviewsFor('lifeskill', c.slug, students, [2, 6])),
    ...demoTutors
      .filter((t) => verified.has(t.email))
      .flatMap((t) => reviewsFor('tutor', t.email, students, [3, 7])),
  ];
}
