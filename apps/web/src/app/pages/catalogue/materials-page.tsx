import { materialSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import type { FilterControl } from '../../../components/filter-panel';
import { MaterialCard } from '../../../components/material-card';
import { ResultsView } from '../../../components/results-view';
import { materialFilterSpec } from '../../../features/catalogue-materials/api/material-filters';
import { useMaterialSearch } from '../../../features/catalogue-materials/hooks/use-material-search';
import {
  useLevelOptions,
  useSubjectOptions,
} from '../../../features/catalogue-reference/hooks/use-reference-options';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from './catalogue-page-parts';
import { paths } from '../../../config/paths';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/** `/materi`: search and filter the learning materials (PDF). */
export default function MaterialsPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(materialFilterSpec);
  const query = useMaterialSearch(filters.values);
  const subjects = useSubjectOptions();
  const levels = useLevelOptions();
  const sortOptions = useSortOptions(materialSorts);
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
    { type: 'priceRange' },
    { type: 'rating' },
  ];
  return (
    <CatalogueBrowser
      useSuggestions={useSuggestionBox}
      title={t('catalogue.material.listTitle')}
      intro={t('catalogue.material.listIntro')}
      searchLabel={t('catalogue.material.search')}
      controls={controls}
      sortOptions={sortOptions}
      values={filters.values}
      onChange={filters.update}
      onClear={filters.clear}
      summary={query.data ? foundSummary('material', query.data.meta) : undefined}
    >
      <ResultsView
        query={query}
        label={t('catalogue.material.listTitle')}
        keyOf={(item) => item.id}
        renderItem={(item) => <MaterialCard material={item} />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('catalogue.material.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.classes(), label: t('catalogue.class.browse') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
