import type { ReviewTargetType, Role, SchoolLevel } from '@scola/contracts';
import {
  materialFileKeys,
  type NewClassPackage,
  type NewLiveClass,
  type NewMaterial,
  type NewReview,
  type NewSkillCourse,
  type NewTutorProfile,
} from '../modules/catalogue';
import type { ExpertiseSeed, ReferenceSeed } from '../modules/catalogue-reference';
import type { CreateUserInput } from '../modules/users';

/** Data builders shared by the seed and the tests: realistic Indonesian values, unique where the schema needs it. */

let sequence = 0;
const next = () => ++sequence;

/**
 * Starts the builders' numbering again. The API tests call it before every file (their setup file): one worker runs
 * many files, and a file's generated names and e-mails must not depend on the files that ran before it.
 */
export function resetFactorySequence(): void {
  sequence = 0;
}

const firstNames = ['Rina', 'Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Fajar', 'Nur', 'Yoga'];
const lastNames = ['Wulandari', 'Santoso', 'Rahmawati', 'Saputra', 'Lestari', 'Pratama', 'Hidayat', 'Kusuma'];
const cities = ['Jakarta', 'Bandung', 'Surabaya', 'Yogyakarta', 'Medan', 'Makassar', 'Semarang', 'Denpasar'];

/** `"Seni & Kreativitas"` → `"seni-kreativitas"`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function buildUser(overrides: Partial<CreateUserInput> = {}): CreateUserInput {
  const n = next();
  const name = `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`;
  return {
    email: `${slugify(name).replace('-', '.')}.${n}@contoh.test`,
    name,
    password: 'rahasia123',
    scope: ['student'] satisfies Role[],
    phone: `+62812${String(10_000_000 + n).slice(-8)}`,
    photoUrl: null,
    schoolLevel: 'SMA',
    grade: 11,
    city: cities[n % cities.length] ?? 'Jakarta',
    ...overrides,
  };
}

export function buildSubject(overrides: Partial<{ name: string; slug: string; level: SchoolLevel }> = {}) {
  const n = next();
  const name = overrides.name ?? `Mata Pelajaran ${n}`;
  const level = overrides.level ?? 'SMA';
  return { name, level, slug: overrides.slug ?? `${slugify(name)}-${slugify(level)}-${n}` };
}

export function buildExpertiseCategory(overrides: Partial<{ name: string; slug: string }> = {}) {
  const n = next();
  const name = overrides.name ?? `Kategori ${n}`;
  return { name, slug: overrides.slug ?? `${slugify(name)}-${n}` };
}

export function buildExpertise(
  categorySlug: string,
  overrides: Partial<{ name: string; slug: string }> = {},
) {
  const n = next();
  const name = overrides.name ?? `Keahlian ${n}`;
  return { name, slug: overrides.slug ?? `${slugify(name)}-${n}`, categorySlug } satisfies ExpertiseSeed;
}

/** A reference data set of `subjects` subjects and `categories` × `perCategory` expertise (for list tests). */
export function buildReferenceSeed(
  options: { subjects?: number; categories?: number; perCategory?: number } = {},
) {
  const subjects = Array.from({ length: options.subjects ?? 3 }, () => buildSubject());
  const expertiseCategories = Array.from({ length: options.categories ?? 2 }, () => buildExpertiseCategory());
  const expertise = expertiseCategories.flatMap((category) =>
    Array.from({ length: options.perCategory ?? 2 }, () => buildExpertise(category.slug)),
  );
  return { subjects, expertiseCategories, expertise } satisfies ReferenceSeed;
}

/** A fixed instant builders count from, so that "newest first" follows the order items were built in. */
const EPOCH = Date.UTC(2026, 0, 1, 0, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A verified tutor profile of the user `userId` (a Yogyakarta tutor unless overridden). */
export function buildTutorProfile(userId: string, overrides: Partial<NewTutorProfile> = {}): NewTutorProfile {
  const n = next();
  return {
    userId,
    displayName: `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`,
    headline: 'Tutor berpengalaman yang sabar dan terstruktur',
    bio: '<p>Saya senang membantu siswa memahami konsep, bukan sekadar menghafal rumus.</p>',
    hourlyRate: 100_000,
    education: 'S1 Pendidikan, Universitas Negeri Yogyakarta',
    experience: '5 tahun mengajar les privat dan bimbingan belajar.',
    city: 'Yogyakarta',
    latitude: -7.7956,
    longitude: 110.3695,
    photoUrl: null,
    verifiedAt: new Date(EPOCH + n * 60_000),
    expertiseIds: [],
    subjectIds: [],
    ...overrides,
  };
}

/**
 * A published group class with two sessions, 150 000 rupiah, 20 seats. First sessions start on multiples of 3 hours
 * and second ones 7 days and 90 minutes after, so the 90-minute sessions of one tutor's classes never overlap (the
 * database refuses overlapping sessions of a tutor).
 */
export function buildLiveClass(
  refs: { tutorId: string; subjectId: string; level: SchoolLevel },
  overrides: Partial<NewLiveClass> = {},
): NewLiveClass {
  const n = next();
  const start = EPOCH + 330 * DAY + n * 3 * 60 * 60 * 1000;
  return {
    ...refs,
    slug: `kelas-uji-${n}`,
    kind: 'group',
    title: `Kelas Uji ${n}`,
    summary: 'Belajar bersama tutor secara langsung dengan latihan soal.',
    aboutHtml: '<p>Kelas ini membahas konsep dasar dengan contoh soal.</p>',
    price: 150_000,
    salePrice: null,
    capacity: 20,
    seatsTaken: 0,
    coverUrl: null,
    status: 'published',
    publishedAt: new Date(EPOCH + n * 60_000),
    sessions: [
      { title: 'Pertemuan 1', startsAt: new Date(start), durationMinutes: 90 },
      { title: 'Pertemuan 2', startsAt: new Date(start + 7 * DAY + 90 * 60_000), durationMinutes: 90 },
    ],
    ...overrides,
  };
}

export function buildClassPackage(
  classIds: string[],
  overrides: Partial<NewClassPackage> = {},
): NewClassPackage {
  const n = next();
  return {
    slug: `paket-uji-${n}`,
    title: `Paket Uji ${n}`,
    summary: 'Beberapa kelas dalam satu paket hemat.',
    description: 'Paket ini menggabungkan kelas-kelas yang saling melengkapi.',
    level: 'SMA',
    price: 250_000,
    coverUrl: null,
    status: 'published',
    publishedAt: new Date(EPOCH + n * 60_000),
    classIds,
    ...overrides,
  };
}

/** A published material of 8 pages with a 2-page preview (its PDF must be stored before it is created). */
export function buildMaterial(
  refs: { tutorId: string; subjectId: string; level: SchoolLevel },
  overrides: Partial<NewMaterial> = {},
): NewMaterial {
  const n = next();
  const slug = overrides.slug ?? `materi-uji-${n}`;
  return {
    ...refs,
    slug,
    title: `Materi Uji ${n}`,
    summary: 'Ringkasan materi dan latihan soal.',
    description: '<p>Berisi ringkasan konsep, contoh soal dan latihan.</p>',
    pageCount: 8,
    previewPages: 2,
    price: 25_000,
    ...materialFileKeys(slug),
    coverUrl: null,
    status: 'published',
    publishedAt: new Date(EPOCH + n * 60_000),
    ...overrides,
  };
}

/** A published life-skill course of three lessons, the first one a preview. */
export function buildSkillCourse(
  refs: { instructorId: string; expertiseId: string },
  overrides: Partial<NewSkillCourse> = {},
): NewSkillCourse {
  const n = next();
  return {
    ...refs,
    slug: `kursus-uji-${n}`,
    title: `Kursus Uji ${n}`,
    summary: 'Kursus video singkat dengan latihan praktik.',
    descriptionHtml: '<p>Kursus ini mengajak Anda praktik langsung.</p>',
    price: 99_000,
    salePrice: null,
    coverUrl: null,
    status: 'published',
    publishedAt: new Date(EPOCH + n * 60_000),
    lessons: [
      { title: 'Pengantar', durationSeconds: 300, isPreview: true, videoKey: 'videos/pengantar.mp4' },
      { title: 'Praktik', durationSeconds: 600, isPreview: false, videoKey: 'videos/praktik.mp4' },
      { title: 'Rangkuman', durationSeconds: 240, isPreview: false, videoKey: 'videos/rangkuman.mp4' },
    ],
    ...overrides,
  };
}

export function buildReview(
  authorId: string,
  target: { type: ReviewTargetType; id: string },
  overrides: Partial<NewReview> = {},
): NewReview {
  const n = next();
  return {
    authorId,
    target,
    rating: 5,
    comment: 'Penjelasannya jelas dan mudah dipahami.',
    createdAt: new Date(EPOCH + n * 60_000),
    ...overrides,
  };
}
