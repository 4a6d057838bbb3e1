import { MAX_SEARCH_LENGTH, tutorSorts } from '@scola/contracts';
import type { FilterValues } from '../../../lib/catalogue-filters';

export const TUTOR_PAGE_SIZE = 12;

/** The filters of `/tutor` (URL query = `GET /api/tutor` query). */
export const tutorFilterSpec = {
  q: { kind: 'text', maxLength: MAX_SEARCH_LENGTH },
  keahlian: { kind: 'slug' },
  pelajaran: { kind: 'slug' },
  kota: { kind: 'text', maxLength: 100 },
  ratingMin: { kind: 'rating' },
  sort: { kind: 'enum', values: tutorSorts },
  page: { kind: 'page' },
} as const;
export type TutorFilters = FilterValues<typeof tutorFilterSpec>;
