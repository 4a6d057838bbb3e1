import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';
import type { ListAnswer } from './results-view';
import { visuallyHiddenStyle } from './visually-hidden';

/** Placeholder rows of a `PagedList` while its first answer loads. */
export function PagedListSkeleton({ count, height }: { count: number; height: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} aria-hidden="true" />
      ))}
    </Box>
  );
}

export interface PagedListProps<T> {
  query: UseQueryResult<ListAnswer<T>>;
  /** Accessible name of the list, also its (visually hidden) heading. */
  label: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown while the first answer loads. */
  skeleton: ReactNode;
  errorTitle: string;
  /** Shown when the answer is empty (with a way out). */
  empty: ReactNode;
  /** Current page (1-based) and how to open another. */
  page: number;
  onPage: (page: number) => void;
}

/**
 * A paged list of cards, one under the other, in all its states: the skeleton while the first answer loads, an
 * error with a retry, the empty state, the items (dimmed while another page loads) and the page links.
 */
export function PagedList<T>({
  query,
  label,
  keyOf,
  renderItem,
  skeleton,
  errorTitle,
  empty,
  page,
  onPage,
}: PagedListProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  }
  const { data, meta } = query.data;
  if (data.length === 0) return <>{empty}</>;
  return (
    <>
      <h2 style={visuallyHiddenStyle}>{label}</h2>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          opacity: query.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {data.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </Box>
      <ListPagination page={page} total={meta.total} pageSize={meta.pageSize} onPage={onPage} />
    </>
  );
}
