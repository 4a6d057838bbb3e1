import { mdiArrowRight, mdiMagnifyClose } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SearchGroupsResponse } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardGridItem, CardSkeleton } from '../../../components/card-grid';
import { ClassCard } from '../../../components/class-card';
import { CourseCard } from '../../../components/course-card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { MaterialCard } from '../../../components/material-card';
import { MdiIcon } from '../../../components/mdi-icon';
import { PackageCard } from '../../../components/package-card';
import { TutorCard } from '../../../components/tutor-card';
import { paths } from '../../../config/paths';
import { useSearchGroups } from '../api/search';

type Groups = SearchGroupsResponse['data'];
type GroupName = 'classes' | 'packages' | 'materials' | 'courses' | 'tutors';

/** The groups in the order they show, each with its own list page (opened with `q` by "Lihat semua"). */
const groupOrder: readonly GroupName[] = ['classes', 'packages', 'materials', 'courses', 'tutors'];
const listOf: Readonly<Record<GroupName, (query: { q: string }) => string>> = {
  classes: (query) => paths.classes(query),
  packages: (query) => paths.classPackages(query),
  materials: (query) => paths.materials(query),
  courses: (query) => paths.skillCourses(query),
  tutors: (query) => paths.tutors(query),
};
const columns = { xs: 1, sm: 2, md: 4 } as const;

/** The cards of one group, with the card component of each catalogue list. */
function cardsOf(groups: Groups, name: GroupName): ReactNode[] {
  switch (name) {
    case 'classes':
      return groups.classes.items.map((item) => <ClassCard key={item.id} liveClass={item} />);
    case 'packages':
      return groups.packages.items.map((item) => <PackageCard key={item.id} classPackage={item} />);
    case 'materials':
      return groups.materials.items.map((item) => <MaterialCard key={item.id} material={item} />);
    case 'courses':
      return groups.courses.items.map((item) => <CourseCard key={item.id} course={item} />);
    case 'tutors':
      return groups.tutors.items.map((item) => <TutorCard key={item.id} tutor={item} />);
  }
}

function Group({ groups, name }: { groups: Groups; name: GroupName }) {
  const { t } = useTranslation();
  const title = t(`search.page.groups.${name}`);
  const headingId = `search-group-${name}`;
  const total = groups[name].total;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        <Link
          component={RouterLink}
          to={listOf[name]({ q: groups.q })}
          aria-label={t('search.page.seeAllOf', { count: total, kind: title.toLowerCase() })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, flexShrink: 0 }}
        >
          {t('search.page.seeAll', { count: total })}
          <MdiIcon path={mdiArrowRight} fontSize="small" />
        </Link>
      </Box>
      <CardGrid label={title} columns={columns}>
        {cardsOf(groups, name).map((card, index) => (
          <CardGridItem key={index}>{card}</CardGridItem>
        ))}
      </CardGrid>
    </Box>
  );
}

/** What shows while the first answer loads: the shape of two groups. */
function GroupsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')}>
      {[0, 1].map((group) => (
        <Box key={group} sx={{ mt: 4 }} aria-hidden="true">
          <Skeleton width={180} height={36} sx={{ mb: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {[0, 1, 2, 3].map((card) => (
              <CardSkeleton key={card} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Nothing anywhere: the corrected spelling when the catalogue knows one, and a way to browse. */
function NothingFound({ groups }: { groups: Groups }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 4 }}>
      <EmptyState
        icon={mdiMagnifyClose}
        title={t('search.page.none', { q: groups.q })}
        text={t('search.page.noneText')}
        actions={
          <>
            {groups.didYouMean ? (
              <Typography component="p" sx={{ width: '100%', textAlign: 'center', fontSize: '1.0625rem' }}>
                {t('search.page.didYouMean')}{' '}
                <Link
                  component={RouterLink}
                  to={paths.search({ q: groups.didYouMean })}
                  sx={{ fontWeight: 700 }}
                >
                  {groups.didYouMean}
                </Link>
              </Typography>
            ) : null}
            <Button component={RouterLink} to={paths.classes()} variant="outlined">
              {t('search.page.browse')}
            </Button>
          </>
        }
      />
    </Box>
  );
}

/**
 * The answer of `GET /api/cari` for `q` (issue 16): a section per kind that found something (up to four cards and
 * "Lihat semua (N)" to that kind's list with the same `q`), or the empty state with "Mungkin maksud kamu"; a
 * skeleton while loading, an error with a retry.
 */
export function SearchGroups({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = useSearchGroups(q);
  if (query.isPending) return <GroupsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('search.page.errorTitle')}
        sx={{ mt: 4 }}
      />
    );
  }
  const groups = query.data;
  const found = groupOrder.filter((name) => groups[name].total > 0);
  const total = found.reduce((sum, name) => sum + groups[name].total, 0);
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {total > 0 ? t('search.page.found', { count: total, q: groups.q }) : null}
      </Typography>
      {found.length === 0 ? (
        <NothingFound groups={groups} />
      ) : (
        found.map((name) => <Group key={name} groups={groups} name={name} />)
      )}
    </>
  );
}
