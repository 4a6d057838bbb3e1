import { tutorSorts } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueBrowser } from '../../../components/catalogue-browser';
import type { FilterControl } from '../../../components/filter-panel';
import { ResultsView } from '../../../components/results-view';
import { TutorCard } from '../../../components/tutor-card';
import { useSubjectOptions } from '../../../features/catalogue-reference/hooks/use-reference-options';
import { tutorFilterSpec } from '../../../features/catalogue-tutors/api/tutor-filters';
import { useTutorSearch } from '../../../features/catalogue-tutors/hooks/use-tutor-search';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { isFiltered, NoResults, useFoundSummary, useSortOptions } from '../catalogue/catalogue-page-parts';
import { isMathSubject, MATH_EXPERTISE, MathHero, PYTHAGORAS } from './math-parts';
import { paths } from '../../../config/paths';

/** The tutor filters without the expertise, which is always mathematics here. */
const { keahlian: _expertise, ...mathTutorFilterSpec } = tutorFilterSpec;

/** `/tutor-math`: the maths tutors, by maths subject, city and rating. */
export default function MathTutorsPage() {
  const { t } = useTranslation();
  const foundSummary = useFoundSummary();
  const filters = useUrlFilters(mathTutorFilterSpec);
  const query = useTutorSearch({ ...filters.values, keahlian: MATH_EXPERTISE });
  const subjects = useSubjectOptions(isMathSubject);
  const sortOptions = useSortOptions(tutorSorts);
  const controls: FilterControl[] = [
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
      title={t('math.tutorsPage.title')}
      hero={
        <MathHero
          title={t('math.tutorsPage.title')}
          text={t('math.tutorsPage.text')}
          formula={PYTHAGORAS}
          formulaLabel={t('math.pythagoras')}
        />
      }
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
        label={t('math.tutorsPage.title')}
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
            alternative={{ to: paths.mathHome(), label: t('math.backHome') }}
          />
        }
      />
    </CatalogueBrowser>
  );
}
