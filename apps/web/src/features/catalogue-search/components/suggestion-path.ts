import type { SearchSuggestion } from '@scola/contracts';
import { paths } from '../../../config/paths';

/** The page a suggestion opens: the item's page, or for a subject the class list filtered by it. */
export function suggestionPath({ kind, id }: Pick<SearchSuggestion, 'kind' | 'id'>): string {
  switch (kind) {
    case 'class':
      return paths.classDetail(id);
    case 'package':
      return paths.classPackageDetail(id);
    case 'material':
      return paths.materialDetail(id);
    case 'course':
      return paths.skillCourseDetail(id);
    case 'tutor':
      return paths.tutorProfile(id);
    case 'subject':
      return paths.classes({ pelajaran: id });
  }
}
