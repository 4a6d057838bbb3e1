import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from '../lib/sx';
import { MdiIcon } from './mdi-icon';
import { STAR_COLOUR, starIcons, starsOf, useRatingTexts } from './rating-texts';

export { STAR_COLOUR, starsOf };

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
  const texts = useRatingTexts(value, count, label);
  if (count === 0) {
    return (
      <Box
        component="span"
        data-rating="none"
        sx={mergeSx({ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.875rem' }, sx)}
      >
        {texts.none}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={texts.spoken}
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
          <MdiIcon key={index} path={starIcons[star]} sx={{ fontSize: fontSizes[size] }} />
        ))}
      </Box>
      {hideValue ? null : (
        <Box component="span" aria-hidden="true" sx={{ fontWeight: 700 }}>
          {texts.valueText}
        </Box>
      )}
      {hideCount || texts.countShown === null ? null : (
        <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
          ({texts.countShown})
        </Box>
      )}
    </Box>
  );
}
