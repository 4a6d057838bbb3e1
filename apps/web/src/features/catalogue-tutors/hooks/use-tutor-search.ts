import { apiListPath } from '../../../lib/catalogue-filters';
import { TUTOR_PAGE_SIZE, type TutorFilters, tutorFilterSpec } from '../api/tutor-filters';
import { useTutorList } from '../api/tutors';

/** The tutors matching the filters of `/tutor`. */
export function useTutorSearch(filters: TutorFilters, pageSize = TUTOR_PAGE_SIZE) {
  return useTutorList(apiListPath('/tutor', tutorFilterSpec, filters, pageSize));
}
