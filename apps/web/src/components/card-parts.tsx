import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { mergeSx } from '../lib/sx';
import { MdiIcon } from './mdi-icon';

/**
 * The building blocks of the catalogue cards. A card is one link (its title) whose hit area is stretched over the
 * whole card, so a click anywhere opens the item while screen readers hear the title once, not the whole card.
 */

export interface CardShellProps {
  children: ReactNode;
  /** `data-card` attribute: the kind of card (tests, styling). */
  kind: string;
  direction?: 'column' | 'row';
  sx?: SxProps<Theme>;
}

export function CardShell({ children, kind, direction = 'column', sx }: CardShellProps) {
  return (
    <Card
      component="article"
      data-card={kind}
      sx={mergeSx(
        {
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: direction,
          borderRadius: 3,
          transition: 'box-shadow 150ms ease, border-color 150ms ease',
          '&:hover': { boxShadow: 4, borderColor: 'transparent' },
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        sx,
      )}
    >
      {children}
    </Card>
  );
}

export interface CardTitleLinkProps {
  to: string;
  children: ReactNode;
  /** Heading level of the title (cards in a section under an `<h2>` use `h3`). */
  component?: 'h2' | 'h3' | 'h4';
  lines?: number;
  size?: 'small' | 'medium';
}

/** The card's title: a heading holding the card's only link, stretched over the card. */
export function CardTitleLink({
  to,
  children,
  component = 'h3',
  lines = 2,
  size = 'medium',
}: CardTitleLinkProps) {
  return (
    <Typography
      component={component}
      sx={{
        fontSize: size === 'small' ? '0.9875rem' : '1.0625rem',
        fontWeight: 700,
        lineHeight: 1.35,
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      <Link
        component={RouterLink}
        to={to}
        color="inherit"
        underline="none"
        sx={{
          outline: 'none',
          '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
          '&:hover': { color: 'primary.main' },
        }}
      >
        {children}
      </Link>
    </Typography>
  );
}

/** A small line of secondary facts (icon + text), cut short with an ellipsis unless `wrap` (a detail page's facts). */
export function CardFact({
  icon,
  children,
  wrap = false,
}: {
  icon: string;
  children: ReactNode;
  wrap?: boolean;
}) {
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      <MdiIcon path={icon} aria-hidden="true" sx={{ fontSize: 18, flexShrink: 0 }} />
      <Box
        component="span"
        sx={wrap ? { minWidth: 0 } : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {children}
      </Box>
    </Typography>
  );
}

/** Small labels (level, kind, subject) at the top of a card. */
export function CardChips({ labels }: { labels: ReadonlyArray<string | null | undefined> }) {
  const shown = labels.filter((label): label is string => Boolean(label));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {shown.map((label, index) => (
        <Chip
          key={`${label}-${index}`}
          label={label}
          size="small"
          variant={index === 0 ? 'filled' : 'outlined'}
          color={index === 0 ? 'primary' : 'default'}
          sx={{ fontWeight: 500, height: 24 }}
        />
      ))}
    </Box>
  );
}
