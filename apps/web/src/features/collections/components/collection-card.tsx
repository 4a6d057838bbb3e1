import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CardChips, CardShell, CardTitleLink } from '../../../components/card-parts';
import { CoverImage } from '../../../components/cover-image';

export interface CollectionCardProps {
  kind: string;
  coverUrl: string | null;
  chips: ReadonlyArray<string | null | undefined>;
  title: string;
  /** Where the title (and the card) leads. */
  to: string;
  /** Facts under the title (`CardFact`s, progress). */
  children?: ReactNode;
  /** Buttons at the bottom, above the card's stretched link. */
  actions?: ReactNode;
}

/**
 * A card of the student's collections: like a catalogue card without the price, with its own actions (download,
 * continue watching). The title's link covers the card; the actions sit above it.
 */
export function CollectionCard({ kind, coverUrl, chips, title, to, children, actions }: CollectionCardProps) {
  return (
    <CardShell kind={kind}>
      <CoverImage src={coverUrl} alt="" />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <CardChips labels={chips} />
        <CardTitleLink to={to} component="h2">
          {title}
        </CardTitleLink>
        {children}
        {actions ? (
          <>
            <Box sx={{ flex: 1 }} />
            <Box sx={{ position: 'relative', zIndex: 2, display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
              {actions}
            </Box>
          </>
        ) : null}
      </Box>
    </CardShell>
  );
}
