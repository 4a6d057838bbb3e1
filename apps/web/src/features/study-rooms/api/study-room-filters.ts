import { studyRoomPriceFilters } from '@scola/contracts';
import type { FilterValues } from '../../../lib/catalogue-filters';

/** Cards per page of the study room lists. */
export const STUDY_ROOM_PAGE_SIZE = 12;

/**
 * The filters of `/study-room` (URL query = `GET /api/study-room` query, so a search can be shared and the back
 * button walks through earlier ones). `all` is the API's default and never written to the URL.
 */
export const studyRoomFilterSpec = {
  q: { kind: 'text', maxLength: 100 },
  price: { kind: 'enum', values: studyRoomPriceFilters.filter((value) => value !== 'all') },
  page: { kind: 'page' },
} as const;
export type StudyRoomFilters = FilterValues<typeof studyRoomFilterSpec>;
