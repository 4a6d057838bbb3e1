import Box from '@mui/material/Box';
import type { ListAnswer } from '@scola/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { CardGrid, CardGridItem, CardGridSkeleton, type GridColumns } from './card-grid';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';

export type { ListAnswer };

export interface ResultsViewProps<T> {
  query: UseQueryResult<ListAnswer<T>>;
  /** `index`: the item's place on the page (the first one's cover is the page's largest paint: load it first). */
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
  /** Accessible name of the result list. */
  label: string;
  /** Shown when the answer is empty (with a way out). */
  empty: ReactNode;
  errorTitle?: string;
  columns?: GridColumns;
  skeleton?: 'cover' | 'person' | 'row';
  /** Current page (1-based) and how to open another; no pagination without `onPage`. */
  page?: number;
  onPage?: (page: number) => void;
}

/**
 * The results of a catalogue list in all their states: skeletons while the first answer loads, an error with a
 * retry, an empty state, the cards (dimmed while another page loads), and the page links.
 */
export function ResultsView<T>({
  query,
  renderItem,
  keyOf,
  label,
  empty,
  errorTitle,
  columns,
  skeleton = 'cover',
  page = 1,
  onPage,
}: ResultsViewProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  if (query.isPending) return <CardGridSkeleton columns={columns} variant={skeleton} count={6} />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        {...(errorTitle ? { title: errorTitle } : {})}
      />
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) return <>{empty}</>;
  const stale = query.isPlaceholderData || (query.isFetching && !query.isRefetching);
  const openPage = (next: number) => {
    onPage?.(next);
    top.current?.scrollIntoView?.({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  };
  return (
    <Box ref={top} tabIndex={-1} sx={{ outline: 'none', scrollMarginTop: 80 }}>
      <CardGrid label={label} columns={columns} stale={stale}>
        {data.map((item, index) => (
          <CardGridItem key={keyOf(item)}>{renderItem(item, index)}</CardGridItem>
        ))}
      </CardGrid>
      {onPage ? (
        <ListPagination
          page={page}
          total={meta.total}
          pageSize={meta.pageSize}
          onPage={openPage}
          spacing={4}
        />
      ) : null}
    </Box>
  );
}
