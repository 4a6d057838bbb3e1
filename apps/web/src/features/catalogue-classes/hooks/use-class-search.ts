import { apiListPath } from '../../../lib/catalogue-filters';
import { useClassList } from '../api/classes';
import { CLASS_PAGE_SIZE, type ClassFilters, classFilterSpec } from '../api/class-filters';

/** The classes matching the filters of `/kelas`. */
export function useClassSearch(filters: ClassFilters, pageSize = CLASS_PAGE_SIZE) {
  return useClassList(apiListPath('/kelas', classFilterSpec, filters, pageSize));
}
