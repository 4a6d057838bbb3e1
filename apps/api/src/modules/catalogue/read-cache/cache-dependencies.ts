import { type CatalogueReadNamespace, catalogueReadNamespaces } from './read-cache';

/** The PostgreSQL channel the catalogue change triggers notify (migration 0003), with the table name as payload. */
export const CATALOGUE_CHANGE_CHANNEL = 'catalogue_changed';

const all = catalogueReadNamespaces;
const kelas = ['kelas:list', 'kelas:detail'] as const;
const paket = ['kelas-paket:list', 'kelas-paket:detail'] as const;
const materi = ['materi:list', 'materi:detail'] as const;
const lifeskill = ['lifeskill:list', 'lifeskill:detail'] as const;
const tutor = ['tutor:list', 'tutor:detail'] as const;
/** The grouped search holds the first page of every public list: whatever feeds a list feeds it. */
const cari = 'cari:groups';
/** The search box's suggestions name classes, packages, materials, courses, tutors and subjects. */
const saran = 'cari:saran';

/**
 * The cached reads each table feeds: a change to the table clears these namespaces. Derived from the repositories
 * and services (who joins, counts or hydrates what); when unsure, a table clears everything. Every table listed
 * here has a statement trigger notifying `catalogue_changed` (migration 0003, checked by a test).
 * Ratings: a write to `reviews` also updates the rating columns of its targets through the rating triggers, and
 * those updates notify for their own tables.
 */
export const namespacesByTable = {
  // Reference data and tutor profiles appear in (or filter) nearly every answer.
  subjects: all,
  expertise: all,
  expertise_categories: all,
  tutor_profiles: all,
  // `keahlian` filters of classes and materials, and tutor cards.
  tutor_expertise: [...kelas, ...materi, ...tutor, cari, saran],
  tutor_subjects: [...tutor, cari, saran],
  // Class cards appear in packages and tutor profiles; tutor cards count classes; reviews check their target.
  live_classes: [...kelas, ...paket, ...tutor, 'ulasan:list', cari, saran],
  class_sessions: [...kelas, ...paket, 'tutor:detail', cari],
  class_packages: [...paket, cari, saran],
  class_package_items: [...paket, cari],
  materials: [...materi, 'tutor:detail', 'ulasan:list', cari, saran],
  skill_courses: [...lifeskill, ...tutor, 'ulasan:list', cari, saran],
  skill_lessons: [...lifeskill, 'tutor:detail', cari],
  reviews: ['ulasan:list'],
  // Only `name` and `photo_url` (review authors) are watched. Suspending or reinstating a tutor's account notifies
  // as `tutor_profiles` (migration 0005): it changes which tutors, and so which items, are public.
  users: ['ulasan:list'],
} as const satisfies Record<string, readonly CatalogueReadNamespace[]>;

export type CatalogueTable = keyof typeof namespacesByTable;

export const catalogueTables = Object.keys(namespacesByTable) as CatalogueTable[];

/** The namespaces a change notification clears; an unknown payload clears everything. */
export function namespacesChangedBy(table: string): readonly CatalogueReadNamespace[] {
  return Object.hasOwn(namespacesByTable, table) ? namespacesByTable[table as CatalogueTable] : all;
}
