import {
  classPackageSorts,
  liveClassKinds,
  liveClassSorts,
  MAX_PRICE_FILTER,
  MAX_SEARCH_LENGTH,
  schoolLevels,
} from '@scola/contracts';
import type { FilterValues } from '../../../lib/catalogue-filters';

/** Cards per page of the class list. */
export const CLASS_PAGE_SIZE = 12;

/**
 * The filters of `/kelas` (URL query = `GET /api/kelas` query). Kept apart from `classes.ts`, which imports the
 * contracts for their types only: the landing page's featured classes do not load the contracts' runtime (zod).
 */
export const classFilterSpec = {
  q: { kind: 'text', maxLength: MAX_SEARCH_LENGTH },
  pelajaran: { kind: 'slug' },
  jenjang: { kind: 'enum', values: schoolLevels },
  jenis: { kind: 'enum', values: liveClassKinds },
  keahlian: { kind: 'slug' },
  hargaMin: { kind: 'price', max: MAX_PRICE_FILTER },
  hargaMaks: { kind: 'price', max: MAX_PRICE_FILTER },
  ratingMin: { kind: 'rating' },
  sort: { kind: 'enum', values: liveClassSorts },
  page: { kind: 'page' },
} as const;
export type ClassFilters = FilterValues<typeof classFilterSpec>;

/** Cards per page of the package list. */
export const PACKAGE_PAGE_SIZE = 12;

/** The filters of `/kelas-paket` (URL query = `GET /api/kelas-paket` query). */
export const packageFilterSpec = {
  q: { kind: 'text', maxLength: MAX_SEARCH_LENGTH },
  pelajaran: { kind: 'slug' },
  jenjang: { kind: 'enum', values: schoolLevels },
  hargaMin: { kind: 'price', max: MAX_PRICE_FILTER },
  hargaMaks: { kind: 'price', max: MAX_PRICE_FILTER },
  sort: { kind: 'enum', values: classPackageSorts },
  page: { kind: 'page' },
} as const;
export type PackageFilters = FilterValues<typeof packageFilterSpec>;
