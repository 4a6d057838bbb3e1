import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeSx } from '../lib/sx';

export type GridColumns = { xs?: number; sm?: number; md?: number; lg?: number };

const columnsSx = (columns: GridColumns) => ({
  xs: `repeat(${columns.xs ?? 1}, minmax(0, 1fr))`,
  sm: `repeat(${columns.sm ?? 2}, minmax(0, 1fr))`,
  md: `repeat(${columns.md ?? 3}, minmax(0, 1fr))`,
  lg: `repeat(${columns.lg ?? columns.md ?? 3}, minmax(0, 1fr))`,
});

export interface CardGridProps {
  children: ReactNode;
  columns?: GridColumns;
  /** Accessible name of the list. */
  label?: string;
  /** Older results shown while newer ones load: dimmed and marked busy. */
  stale?: boolean;
  sx?: SxProps<Theme>;
}

/** A responsive grid of cards, as a list. */
export function CardGrid({ children, columns = {}, label, stale = false, sx }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={stale || undefined}
      sx={mergeSx(
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: columnsSx(columns),
          opacity: stale ? 0.6 : 1,
          transition: 'opacity 150ms ease',
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}

/** One item of a `CardGrid`. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** The shape of a catalogue card while it loads. */
export function CardSkeleton({ variant = 'cover' }: { variant?: 'cover' | 'person' | 'row' }) {
  if (variant === 'row') {
    return (
      <Card sx={{ display: 'flex', gap: 1.5, p: 1.5, borderRadius: 3 }}>
        <Skeleton variant="rounded" width={88} height={88} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="90%" height={28} />
          <Skeleton width="60%" />
        </Box>
      </Card>
    );
  }
  return (
    <Card sx={{ borderRadius: 3, height: '100%' }}>
      {variant === 'cover' ? (
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, pb: 0 }}>
          <Skeleton variant="circular" width={56} height={56} />
          <Skeleton width="50%" height={28} />
        </Box>
      )}
      <Box sx={{ p: 2 }}>
        <Skeleton width="45%" />
        <Skeleton width="95%" height={28} />
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Skeleton width="35%" height={30} />
      </Box>
    </Card>
  );
}

export interface CardGridSkeletonProps {
  count?: number;
  columns?: GridColumns;
  variant?: 'cover' | 'person' | 'row';
}

/** Loading state of a list of cards: announced once ("Memuat…"), the shapes are decorative. */
export function CardGridSkeleton({ count = 6, columns, variant = 'cover' }: CardGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} data-skeleton="">
      <Box aria-hidden="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: columnsSx(columns ?? {}) }}>
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} variant={variant} />
        ))}
      </Box>
    </Box>
  );
}
