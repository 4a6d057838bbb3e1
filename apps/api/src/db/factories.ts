import type { Role, SchoolLevel } from '@scola/contracts';
import type { ExpertiseSeed, ReferenceSeed } from '../modules/catalogue-reference';
import type { CreateUserInput } from '../modules/users';

/** Data builders shared by the seed and the tests: realistic Indonesian values, unique where the schema needs it. */

let sequence = 0;
const next = () => ++sequence;

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
