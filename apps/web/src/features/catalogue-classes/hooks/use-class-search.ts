import { apiListPath } from '../../../lib/catalogue-filters';
import { useClassList } from '../api/classes';
import { CLASS_PAGE_SIZE, type ClassFilters, classFilterSpec } from '../api/class-filters';

/** The API path of the classes matching the filters of `/kelas` (the page's query, and the router's). */
export function classSearchPath(filters: ClassFilters, pageSize = CLASS_PAGE_SIZE): string {
  return apiListPath('/kelas', classFilterSpec, filters, pageSize);
}

/** The classes matching the filters of `/kelas`. */
export function useClassSearch(filters: ClassFilters, pageSize = CLASS_PAGE_SIZE) {
  return useClassList(classSearchPath(filters, pageSize));
}
