import type { SchoolLevel } from '@scola/contracts';
import type { ReferenceSeed } from '../modules/catalogue-reference';
import type { CreateUserInput } from '../modules/users';
import { buildUser, slugify } from './factories';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'scola12345';

/** The demo accounts the seed creates (documented in the README; reused by tests and browser journeys). */
export const demoAccounts = [
  buildUser({
    email: 'siswa@scola.id',
    name: 'Rina Wulandari',
    password: DEMO_PASSWORD,
    scope: ['student'],
    phone: '+6281234567801',
    schoolLevel: 'SMA',
    grade: 11,
    city: 'Bandung',
  }),
  buildUser({
    email: 'tutor@scola.id',
    name: 'Budi Santoso',
    password: DEMO_PASSWORD,
    scope: ['tutor'],
    phone: '+6281234567802',
    schoolLevel: null,
    grade: null,
    city: 'Yogyakarta',
    tutorVerifiedAt: new Date('2026-01-05T02:00:00Z'),
  }),
  buildUser({
    email: 'admin@scola.id',
    name: 'Andi Pratama',
    password: DEMO_PASSWORD,
    scope: ['admin'],
    phone: '+6281234567803',
    schoolLevel: null,
    grade: null,
    city: 'Jakarta',
  }),
] as const satisfies readonly CreateUserInput[];

const subjectsByLevel: Record<SchoolLevel, string[]> = {
  SD: ['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'IPAS', 'Pendidikan Pancasila'],
  SMP: ['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'IPA', 'IPS'],
  SMA: [
    'Matematika',
    'Matematika Tingkat Lanjut',
    'Bahasa Indonesia',
    'Bahasa Inggris',
    'Fisika',
    'Kimia',
    'Biologi',
    'Ekonomi',
    'Sejarah',
    'Geografi',
    'Sosiologi',
  ],
  UTBK: [
    'TPS UTBK',
    'Penalaran Umum UTBK',
    'Pengetahuan Kuantitatif UTBK',
    'Penalaran Matematika UTBK',
    'Literasi Bahasa Indonesia UTBK',
    'Literasi Bahasa Inggris UTBK',
  ],
  Umum: ['Bahasa Jepang', 'Bahasa Mandarin', 'Bahasa Arab', 'Bahasa Korea'],
};

const expertiseByCategory: Record<string, string[]> = {
  Akademik: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Persiapan UTBK', 'Olimpiade Sains'],
  Bahasa: ['Bahasa Inggris', 'Persiapan IELTS & TOEFL', 'Bahasa Jepang', 'Bahasa Mandarin', 'Bahasa Arab'],
  Teknologi: ['Pemrograman Web', 'Python', 'Analisis Data', 'Desain UI/UX', 'Robotika'],
  'Seni & Kreativitas': ['Menggambar', 'Desain Grafis', 'Fotografi', 'Gitar', 'Piano', 'Menulis Kreatif'],
  'Pengembangan Diri': [
    'Public Speaking',
    'Manajemen Waktu',
    'Kepemimpinan',
    'Literasi Keuangan',
    'Persiapan Wawancara Kerja',
  ],
};

/** Subjects of every level (slug: `matematika-sma`; names that already carry the level keep their slug). */
const subjects = (Object.entries(subjectsByLevel) as [SchoolLevel, string[]][]).flatMap(([level, names]) =>
  names.map((name) => {
    const slug = slugify(name);
    const levelSlug = slugify(level);
    return { name, level, slug: slug.endsWith(`-${levelSlug}`) ? slug : `${slug}-${levelSlug}` };
  }),
);

/** The reference data of the demo: subjects, expertise categories and their expertise. */
export const referenceSeed: ReferenceSeed = {
  subjects,
  expertiseCategories: Object.keys(expertiseByCategory).map((name) => ({ name, slug: slugify(name) })),
  expertise: Object.entries(expertiseByCategory).flatMap(([category, names]) =>
    names.map((name) => ({ name, slug: slugify(name), categorySlug: slugify(category) })),
  ),
};
