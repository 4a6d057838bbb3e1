import { mdiStar, mdiStarHalfFull, mdiStarOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRating } from '../lib/format';

/**
 * What a rating shows and says, without its markup: shared by the MUI `Rating` and the catalogue cards'
 * `PlainRating` (ADR 0060), so both read out the same sentence.
 */

/** Star colour with 3:1 contrast on white (non-text graphics, WCAG 1.4.11). */
export const STAR_COLOUR = '#b06a00';

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

export const starIcons = { full: mdiStar, half: mdiStarHalfFull, empty: mdiStarOutline } as const;
/** The texts of a rating: what a screen reader hears, and the parts shown (shared by `Rating` and `PlainRating`). */
export interface RatingTexts {
  /** Shown instead of the stars when `count` is 0. */
  none: string;
  /** The one sentence read out ("Rating 4,5 dari 5, 6 ulasan"). */
  spoken: string;
  /** The average as shown ("4,5"). */
  valueText: string;
  /** The count as shown in brackets, or null for a single rating. */
  countShown: string | null;
}

export function useRatingTexts(value: number, count: number | undefined, label?: string): RatingTexts {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const valueText = formatRating(value, language);
  const none = label ? t('catalogue.rating.noneLabelled', { label }) : t('catalogue.rating.none');
  if (count === undefined) {
    return { none, spoken: t('catalogue.rating.single', { value: valueText }), valueText, countShown: null };
  }
  const countText = formatCount(count, language);
  const spoken = label
    ? t('catalogue.rating.labelled', { label, value: valueText, count, countText })
    : t('catalogue.rating.label', { value: valueText, count, countText });
  const countShown = label ? t('catalogue.rating.reviews', { count, countText }) : countText;
  return { none, spoken, valueText, countShown };
}
