import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ListAnswer } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid, CardGridItem, CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';

export interface CollectionListState<T> {
  data?: ListAnswer<T>;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface CollectionFrameProps<T> {
  title: string;
  intro: string;
  query: CollectionListState<T>;
  /** Accessible name of the list. */
  listLabel: string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  empty: { icon: string; title: string; text: string; action: { to: string; label: string } };
  page: number;
  onPage: (page: number) => void;
  skeleton?: 'cover' | 'person';
}

/** A collection page: heading, the owned items as cards (paged), and the loading, failed and empty states. */
export function CollectionFrame<T>({
  title,
  intro,
  query,
  listLabel,
  renderItem,
  itemKey,
  empty,
  page,
  onPage,
  skeleton = 'cover',
}: CollectionFrameProps<T>) {
  const { t } = useTranslation();
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.pageSize)) : 1;
  let body: ReactNode;
  if (query.isPending) {
    body = <CardGridSkeleton count={3} variant={skeleton} columns={{ sm: 2, md: 2, lg: 3 }} />;
  } else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('collections.loadError')}
      />
    );
  } else if (!query.data || query.data.data.length === 0) {
    body = (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        text={empty.text}
        actions={
          <Button component={RouterLink} to={empty.action.to} variant="contained">
            {empty.action.label}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <CardGrid label={listLabel} columns={{ sm: 2, md: 2, lg: 3 }} stale={query.isPlaceholderData}>
          {query.data.data.map((item) => (
            <CardGridItem key={itemKey(item)}>{renderItem(item)}</CardGridItem>
          ))}
        </CardGrid>
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => onPage(next)}
            color="primary"
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            getItemAriaLabel={(type, item) =>
              type === 'page' ? t('collections.pageLabel', { page: item }) : t(`collections.pager.${type}`)
            }
          />
        ) : null}
      </>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
          {meta && meta.total > 0 ? ` ${t('collections.count', { count: meta.total })}` : null}
        </Typography>
      </Box>
      <Box>{body}</Box>
    </Box>
  );
}
