import { mdiStar, mdiStarOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MuiRating from '@mui/material/Rating';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { STAR_COLOUR } from '../../../components/rating';

export interface StarInputProps {
  /** 1 to 5, or null before a choice. */
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  error?: string | undefined;
}

/**
 * A rating of 1 to 5 stars as a group of radio buttons (MUI's `Rating`: one radio per star, each labelled "4 dari 5
 * bintang"), inside a fieldset whose legend names it. Arrow keys move between the stars; the choice is said aloud.
 */
export function StarInput({ value, onChange, legend, error }: StarInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 2 }}
      aria-describedby={error ? errorId : undefined}
    >
      <Box component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <MuiRating
          name={name}
          value={value}
          onChange={(_event, next) => {
            if (next !== null) onChange(next);
          }}
          getLabelText={(stars: number) => t('myReview.stars', { count: stars })}
          icon={<MdiIcon path={mdiStar} sx={{ color: STAR_COLOUR, fontSize: 36 }} />}
          emptyIcon={<MdiIcon path={mdiStarOutline} sx={{ color: STAR_COLOUR, fontSize: 36 }} />}
          data-star-input=""
        />
        {value !== null ? (
          <Box component="span" sx={{ color: 'text.secondary' }} aria-hidden="true">
            {t(`myReview.ratingWords.${value}`)}
          </Box>
        ) : null}
      </Box>
      {error ? (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
