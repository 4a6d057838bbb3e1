import { liveClassKinds, liveClassSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import { ClassCard } from '../../../components/class-card';
import type { FilterControl } from '../../../components/filter-panel';
import { ResultsView } from '../../../components/results-view';
import { classFilterSpec } from '../../../features/catalogue-classes/api/class-filters';
import { useClassSearch } from '../../../features/catalogue-classes/hooks/use-class-search';
import {
  useLevelOptions,
  useSubjectOptions,
} from '../../../features/catalogue-reference/hooks/use-reference-options';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from './catalogue-page-parts';
import { paths } from '../../../config/paths';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/** `/kelas`: search and filter the live classes; everything in the URL. */
export default function ClassesPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(classFilterSpec);
  const query = useClassSearch(filters.values);
  const subjects = useSubjectOptions();
  const levels = useLevelOptions();
  const sortOptions = useSortOptions(liveClassSorts);
  const controls: FilterControl[] = [
    {
      type: 'select',
      name: 'pelajaran',
      label: t('catalogue.filters.subject'),
      options: subjects,
      emptyLabel: t('catalogue.filters.allSubjects'),
    },
    {
      type: 'select',
      name: 'jenjang',
      label: t('catalogue.filters.level'),
      options: levels,
      emptyLabel: t('catalogue.filters.allLevels'),
    },
    {
      type: 'select',
      name: 'jenis',
      label: t('catalogue.filters.kind'),
      options: liveClassKinds.map((kind) => ({ value: kind, label: t(`catalogue.kind.${kind}`) })),
      emptyLabel: t('catalogue.filters.allKinds'),
    },
    { type: 'priceRange' },
    { type: 'rating' },
  ];
  return (
    <CatalogueBrowser
      useSuggestions={useSuggestionBox}
      title={t('catalogue.class.listTitle')}
      intro={t('catalogue.class.listIntro')}
      introLink={{ to: paths.classPackages(), label: t('catalogue.package.browse') }}
      searchLabel={t('catalogue.class.search')}
      controls={controls}
      sortOptions={sortOptions}
      values={filters.values}
      onChange={filters.update}
      onClear={filters.clear}
      summary={query.data ? foundSummary('class', query.data.meta) : undefined}
    >
      <ResultsView
        query={query}
        label={t('catalogue.class.listTitle')}
        keyOf={(item) => item.id}
        renderItem={(item, index) => <ClassCard liveClass={item} eagerCover={index === 0} />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('catalogue.class.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.materials(), label: t('catalogue.material.browse') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
