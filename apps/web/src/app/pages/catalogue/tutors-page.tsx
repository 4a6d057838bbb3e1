import { tutorSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import type { FilterControl } from '../../../components/filter-panel';
import { ResultsView } from '../../../components/results-view';
import { TutorCard } from '../../../components/tutor-card';
import {
  useExpertiseOptions,
  useSubjectOptions,
} from '../../../features/catalogue-reference/hooks/use-reference-options';
import { tutorFilterSpec } from '../../../features/catalogue-tutors/api/tutor-filters';
import { useTutorSearch } from '../../../features/catalogue-tutors/hooks/use-tutor-search';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from './catalogue-page-parts';
import { paths } from '../../../config/paths';
import { useSuggestionBox } from '../../../features/catalogue-search/hooks/use-suggestion-box';

/** `/tutor`: find a tutor by name, expertise, subject or city. */
export default function TutorsPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(tutorFilterSpec);
  const query = useTutorSearch(filters.values);
  const expertise = useExpertiseOptions();
  const subjects = useSubjectOptions();
  const sortOptions = useSortOptions(tutorSorts);
  const controls: FilterControl[] = [
    {
      type: 'select',
      name: 'keahlian',
      label: t('catalogue.filters.expertise'),
      options: expertise,
      emptyLabel: t('catalogue.filters.allExpertise'),
    },
    {
      type: 'select',
      name: 'pelajaran',
      label: t('catalogue.filters.subject'),
      options: subjects,
      emptyLabel: t('catalogue.filters.allSubjects'),
    },
    {
      type: 'text',
      name: 'kota',
      label: t('catalogue.filters.city'),
      placeholder: t('catalogue.filters.cityPlaceholder'),
    },
    { type: 'rating' },
  ];
  return (
    <CatalogueBrowser
      useSuggestions={useSuggestionBox}
      title={t('catalogue.tutor.listTitle')}
      intro={t('catalogue.tutor.listIntro')}
      searchLabel={t('catalogue.tutor.search')}
      controls={controls}
      sortOptions={sortOptions}
      values={filters.values}
      onChange={filters.update}
      onClear={filters.clear}
      summary={query.data ? foundSummary('tutor', query.data.meta) : undefined}
    >
      <ResultsView
        query={query}
        label={t('catalogue.tutor.listTitle')}
        keyOf={(item) => item.id}
        renderItem={(item) => <TutorCard tutor={item} trial />}
        columns={{ xs: 1, sm: 2, md: 2, lg: 3 }}
        skeleton="person"
        page={filters.values.page ?? 1}
        onPage={filters.setPage}
        empty={
          <NoResults
            title={t('catalogue.tutor.none')}
            filtered={isFiltered(filters.values)}
            onClear={filters.clear}
            alternative={{ to: paths.classes(), label: t('catalogue.class.browse') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
