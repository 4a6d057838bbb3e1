import { MAX_PRICE_FILTER, MAX_SEARCH_LENGTH, materialSorts, schoolLevels } from '@scola/contracts';
import type { FilterValues } from '../../../lib/catalogue-filters';

export const MATERIAL_PAGE_SIZE = 12;

/** The filters of `/materi` (URL query = `GET /api/materi` query; `hargaMaks=0` lists the free materials). */
export const materialFilterSpec = {
  q: { kind: 'text', maxLength: MAX_SEARCH_LENGTH },
  pelajaran: { kind: 'slug' },
  jenjang: { kind: 'enum', values: schoolLevels },
  keahlian: { kind: 'slug' },
  hargaMin: { kind: 'price', max: MAX_PRICE_FILTER },
  hargaMaks: { kind: 'price', max: MAX_PRICE_FILTER },
  ratingMin: { kind: 'rating' },
  sort: { kind: 'enum', values: materialSorts },
  page: { kind: 'page' },
} as const;
export type MaterialFilters = FilterValues<typeof materialFilterSpec>;
