import { classPackageSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import type { FilterControl } from '../../../components/filter-panel';
import { PackageCard } from '../../../components/package-card';
import { ResultsView } from '../../../components/results-view';
import { usePackageSearch } from '../../../features/catalogue-classes/api/classes';
import { PACKAGE_PAGE_SIZE, packageFilterSpec } from '../../../features/catalogue-classes/api/class-filters';
import {
  useLevelOptions,
  useSubjectOptions,
} from '../../../features/catalogue-reference/hooks/use-reference-options';
import { apiListPath } from '../../../lib/catalogue-filters';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from './catalogue-page-parts';
import { paths } from '../../../config/paths';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/** `/kelas-paket`: class packages (several classes at one price), searched and filtered; everything in the URL. */
export default function ClassPackagesPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(packageFilterSpec);
  const query = usePackageSearch(
    apiListPath('/kelas-paket', packageFilterSpec, filters.values, PACKAGE_PAGE_SIZE),
  );
  const subjects = useSubjectOptions();
  const levels = useLevelOptions();
  const sortOptions = useSortOptions(classPackageSorts);
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
  ];
  return (
    <CatalogueBrowser
      useSuggestions={useSuggestionBox}
      title={t('catalogue.package.listTitle')}
      intro={t('catalogue.package.listIntro')}
      searchLabel={t('catalogue.package.search')}
      controls={controls}
      sortOptions={sortOptions}
      values={filters.values}
      onChange={filters.update}
      onClear={filters.clear}
      summary={query.data ? foundSummary('package', query.data.meta) : undefined}
    >
      <ResultsView
        query={query}
        label={t('catalogue.package.listTitle')}
        keyOf={(item) => item.id}
        renderItem={(item) => <PackageCard classPackage={item} headingLevel="h2" />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('catalogue.package.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.classes(), label: t('catalogue.class.browse') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
