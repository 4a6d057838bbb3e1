import { skillCourseSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import { CourseCard } from '../../../components/course-card';
import type { FilterControl } from '../../../components/filter-panel';
import { ResultsView } from '../../../components/results-view';
import {
  useCategoryOptions,
  useExpertiseOptions,
} from '../../../features/catalogue-reference/hooks/use-reference-options';
import { courseFilterSpec } from '../../../features/catalogue-skill-courses/api/course-filters';
import { useCourseSearch } from '../../../features/catalogue-skill-courses/hooks/use-course-search';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from './catalogue-page-parts';
import { paths } from '../../../config/paths';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/** `/lifeskill`: search and filter the life-skill video courses. */
export default function SkillCoursesPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(courseFilterSpec);
  const query = useCourseSearch(filters.values);
  const categories = useCategoryOptions();
  const expertise = useExpertiseOptions(filters.values.kategori);
  const sortOptions = useSortOptions(skillCourseSorts);
  const controls: FilterControl[] = [
    {
      type: 'select',
      name: 'kategori',
      label: t('catalogue.filters.category'),
      options: categories,
      emptyLabel: t('catalogue.filters.allCategories'),
    },
    {
      type: 'select',
      name: 'keahlian',
      label: t('catalogue.filters.expertise'),
      options: expertise,
      emptyLabel: t('catalogue.filters.allExpertise'),
    },
    { type: 'priceRange' },
    { type: 'rating' },
  ];
  return (
    <CatalogueBrowser
      useSuggestions={useSuggestionBox}
      title={t('catalogue.course.listTitle')}
      intro={t('catalogue.course.listIntro')}
      searchLabel={t('catalogue.course.search')}
      controls={controls}
      sortOptions={sortOptions}
      values={filters.values}
      onChange={filters.update}
      onClear={filters.clear}
      summary={query.data ? foundSummary('course', query.data.meta) : undefined}
    >
      <ResultsView
        query={query}
        label={t('catalogue.course.listTitle')}
        keyOf={(item) => item.id}
        renderItem={(item) => <CourseCard course={item} />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('catalogue.course.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.classes(), label: t('catalogue.class.browse') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
