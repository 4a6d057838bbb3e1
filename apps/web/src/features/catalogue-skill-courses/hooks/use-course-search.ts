import { apiListPath } from '../../../lib/catalogue-filters';
import { COURSE_PAGE_SIZE, type CourseFilters, courseFilterSpec } from '../api/course-filters';
import { useCourseList } from '../api/courses';

/** The courses matching the filters of `/lifeskill`. */
export function useCourseSearch(filters: CourseFilters, pageSize = COURSE_PAGE_SIZE) {
  return useCourseList(apiListPath('/lifeskill', courseFilterSpec, filters, pageSize));
}
