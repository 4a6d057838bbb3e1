import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from './card-grid';
import { Carousel, type CarouselProps } from './carousel';
import { LoadError } from './load-error';
import type { ListAnswer } from './results-view';

export interface QueryCarouselProps<T> {
  query: UseQueryResult<ListAnswer<T>>;
  label: string;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  skeleton?: 'cover' | 'person';
  slideWidth?: CarouselProps['slideWidth'];
}

/** A carousel fed by a list query: skeleton slides while loading, an error with retry, then the cards. */
export function QueryCarousel<T>({
  query,
  label,
  renderItem,
  keyOf,
  empty = null,
  skeleton = 'cover',
  slideWidth,
}: QueryCarouselProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} data-skeleton="">
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '80%', sm: '45%', md: '31%', lg: '23.5%' },
            gap: 2,
            overflow: 'hidden',
            pt: 5.5,
          }}
        >
          {[0, 1, 2, 3].map((index) => (
            <CardSkeleton key={index} variant={skeleton} />
          ))}
        </Box>
      </Box>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <>{empty}</>;
  return (
    <Carousel label={label} {...(slideWidth ? { slideWidth } : {})}>
      {query.data.data.map((item) => (
        <Box key={keyOf(item)} sx={{ height: '100%' }}>
          {renderItem(item)}
        </Box>
      ))}
    </Carousel>
  );
}
