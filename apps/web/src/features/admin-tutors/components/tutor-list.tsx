import { mdiAccountSearch } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { useTutorList } from '../api/admin-tutors';
import type { TutorFilter } from '../query-keys';
import { TutorCards } from './tutor-cards';
import { TutorFilters } from './tutor-filters';
import { TutorTable } from './tutor-table';

export const TUTORS_PAGE_SIZE = 20;

/** "Daftar tutor": every tutor and applicant with their status, searched, filtered and paged on the server. */
export function TutorList({
  onOpenApplication,
  pageSize = TUTORS_PAGE_SIZE,
}: {
  onOpenApplication: (id: string) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TutorFilter>({ page: 1, pageSize, sort: 'nama' });
  const query = useTutorList(filter);
  const update = (next: Partial<TutorFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));
  return (
    <>
      <TutorFilters filter={filter} onChange={update} />
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('adminTutors.list.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={52} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('adminTutors.list.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiAccountSearch}
          title={t('adminTutors.list.emptyTitle')}
          text={t('adminTutors.list.emptyText')}
          headingLevel="h2"
        />
      ) : (
        <>
          <TutorTable tutors={query.data.data} onOpenApplication={onOpenApplication} />
          <TutorCards tutors={query.data.data} onOpenApplication={onOpenApplication} />
        </>
      )}
      <ListPagination
        page={filter.page}
        total={query.data?.meta.total ?? 0}
        pageSize={pageSize}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      />
    </>
  );
}
