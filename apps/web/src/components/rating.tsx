import { mdiStar, mdiStarHalfFull, mdiStarOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRating } from '../lib/format';
import { mergeSx } from '../lib/sx';
import { MdiIcon } from './mdi-icon';

/** Star colour with 3:1 contrast on white (non-text graphics, WCAG 1.4.11). */
export const STAR_COLOUR = '#b06a00';

export interface RatingProps {
  /** Average, 0 to 5. */
  value: number;
  /**
   * Number of reviews behind the average; 0 shows "no reviews yet". Leave it out for a single rating (one
   * review's stars).
   */
  count?: number;
  size?: 'small' | 'medium' | 'large';
  /** Hide the "(count)" after the number (the count is still read out). */
  hideCount?: boolean;
  /** Hide the number after the stars (when it is written large nearby; still read out). */
  hideValue?: boolean;
  /**
   * What the number rates, shown before the stars and read out ("Rating tutor", "Rating kelas ini"): where a
   * tutor's rating and their items' ratings meet, each says what it is, and the count says "12 ulasan".
   */
  label?: string;
  sx?: SxProps<Theme>;
}

/** The star icons of `value`, rounded to the nearest half star. */
export function starsOf(value: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    if (left >= 2) return 'full';
    if (left === 1) return 'half';
    return 'empty';
  });
}

const icons = { full: mdiStar, half: mdiStarHalfFull, empty: mdiStarOutline } as const;
const fontSizes = { small: 16, medium: 20, large: 26 } as const;

/**
 * Stars and the average as a number. Screen readers hear one sentence ("Rating 4,5 dari 5, 6 ulasan"): the
 * element is an image with that label, its stars and digits are not read one by one.
 */
export function Rating({
  value,
  count,
  size = 'small',
  hideCount = false,
  hideValue = false,
  label,
  sx,
}: RatingProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (count === 0) {
    return (
      <Box
        component="span"
        data-rating="none"
        sx={mergeSx({ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.875rem' }, sx)}
      >
        {label ? t('catalogue.rating.noneLabelled', { label }) : t('catalogue.rating.none')}
      </Box>
    );
  }
  const countText = count === undefined ? '' : formatCount(count, language);
  let spoken;
  if (count === undefined) spoken = t('catalogue.rating.single', { value: formatRating(value, language) });
  else if (label)
    spoken = t('catalogue.rating.labelled', {
      label,
      value: formatRating(value, language),
      count,
      countText,
    });
  else spoken = t('catalogue.rating.label', { value: formatRating(value, language), count, countText });
  return (
    <Box
      component="span"
      role="img"
      aria-label={spoken}
      data-rating={value}
      data-rating-count={count}
      sx={mergeSx(
        {
          display: 'inline-flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          fontSize: size === 'large' ? '1.125rem' : '0.875rem',
          lineHeight: 1,
        },
        sx,
      )}
    >
      {label ? (
        <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary', mr: 0.25 }}>
          {label}
        </Box>
      ) : null}
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', color: STAR_COLOUR }}>
        {starsOf(value).map((star, index) => (
          <MdiIcon key={index} path={icons[star]} sx={{ fontSize: fontSizes[size] }} />
        ))}
      </Box>
      {hideValue ? null : (
        <Box component="span" aria-hidden="true" sx={{ fontWeight: 700 }}>
          {formatRating(value, language)}
        </Box>
      )}
      {hideCount || count === undefined ? null : (
        <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
          ({label ? t('catalogue.rating.reviews', { count, countText }) : countText})
        </Box>
      )}
    </Box>
  );
}
