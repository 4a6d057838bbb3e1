import { MAX_PRICE_FILTER, MAX_SEARCH_LENGTH, skillCourseSorts } from '@scola/contracts';
import type { FilterValues } from '../../../lib/catalogue-filters';

export const COURSE_PAGE_SIZE = 12;

/** The filters of `/lifeskill` (URL query = `GET /api/lifeskill` query). */
export const courseFilterSpec = {
  q: { kind: 'text', maxLength: MAX_SEARCH_LENGTH },
  kategori: { kind: 'slug' },
  keahlian: { kind: 'slug' },
  hargaMin: { kind: 'price', max: MAX_PRICE_FILTER },
  hargaMaks: { kind: 'price', max: MAX_PRICE_FILTER },
  ratingMin: { kind: 'rating' },
  sort: { kind: 'enum', values: skillCourseSorts },
  page: { kind: 'page' },
} as const;
export type CourseFilters = FilterValues<typeof courseFilterSpec>;
