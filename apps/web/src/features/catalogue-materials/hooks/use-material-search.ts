import { apiListPath } from '../../../lib/catalogue-filters';
import { MATERIAL_PAGE_SIZE, type MaterialFilters, materialFilterSpec } from '../api/material-filters';
import { useMaterialList } from '../api/materials';

/** The materials matching the filters of `/materi`. */
export function useMaterialSearch(filters: MaterialFilters, pageSize = MATERIAL_PAGE_SIZE) {
  return useMaterialList(apiListPath('/materi', materialFilterSpec, filters, pageSize));
}
