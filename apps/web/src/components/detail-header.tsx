import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardChips } from './card-parts';
import { CoverImage } from './cover-image';

export interface DetailHeaderProps {
  title: string;
  summary?: string;
  coverUrl?: string | null;
  /** Alt text of the cover. */
  coverAlt?: string;
  chips?: ReadonlyArray<string | null | undefined>;
  /** Rating, author… under the title. */
  meta?: ReactNode;
}

/** The top of a detail page: cover, labels, the page's `<h1>`, summary and a line of facts. */
export function DetailHeader({
  title,
  summary,
  coverUrl,
  coverAlt = '',
  chips = [],
  meta,
}: DetailHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1.5 }}>
      {coverUrl !== undefined ? (
        <CoverImage src={coverUrl} alt={coverAlt} ratio={16 / 9} eager sx={{ borderRadius: 3 }} />
      ) : null}
      <CardChips labels={chips} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.25rem' } }} data-detail-title="">
        {title}
      </Typography>
      {summary ? (
        <Typography sx={{ fontSize: '1.0625rem' }} color="text.secondary">
          {summary}
        </Typography>
      ) : null}
      {meta ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{meta}</Box>
      ) : null}
    </Box>
  );
}
