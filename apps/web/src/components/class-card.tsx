import { mdiAccountOutline, mdiCalendarBlankOutline, mdiSeatOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { LiveClassCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../lib/format';
import { CardChips, CardFact, CardShell, CardTitleLink } from './card-parts';
import { CoverImage } from './cover-image';
import { PriceTag } from './price-tag';
import { Rating } from './rating';
import { paths } from '../config/paths';

export interface ClassCardProps {
  liveClass: LiveClassCard;
  headingLevel?: 'h2' | 'h3';
  /** Say what the rating rates ("Rating kelas"), where it stands beside a tutor's own rating (tutor profile). */
  ratingLabel?: string;
  /** Load the cover at once (the first card of a list: the page's largest paint). */
  eagerCover?: boolean;
}

/** Seats left as a short text: "12 kursi tersisa", "Penuh". */
export function useSeatsText() {
  const { t } = useTranslation();
  return (seatsLeft: number) =>
    seatsLeft === 0 ? t('catalogue.class.full') : t('catalogue.class.seatsLeft', { count: seatsLeft });
}

/** The class card (spec widget "class card"): cover, level and kind, title, tutor, start, seats, rating, price. */
export function ClassCard({
  liveClass,
  headingLevel = 'h3',
  ratingLabel,
  eagerCover = false,
}: ClassCardProps) {
  const { t, i18n } = useTranslation();
  const seatsText = useSeatsText();
  return (
    <CardShell kind="class">
      <CoverImage src={liveClass.coverUrl} alt="" eager={eagerCover} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <CardChips
          labels={[liveClass.level, t(`catalogue.kind.${liveClass.kind}`), liveClass.subject.name]}
        />
        <CardTitleLink to={paths.classDetail(liveClass.id)} component={headingLevel}>
          {liveClass.title}
        </CardTitleLink>
        <CardFact icon={mdiAccountOutline}>{liveClass.tutor.name}</CardFact>
        <CardFact icon={mdiCalendarBlankOutline}>
          {liveClass.firstSessionAt
            ? t('catalogue.class.startsOn', {
                date: formatShortDate(liveClass.firstSessionAt, i18n.language),
                count: liveClass.sessionCount,
              })
            : t('catalogue.class.noSchedule')}
        </CardFact>
        <CardFact icon={mdiSeatOutline}>{seatsText(liveClass.seatsLeft)}</CardFact>
        <Box sx={{ flex: 1 }} />
        <Rating value={liveClass.rating.average} count={liveClass.rating.count} label={ratingLabel} />
        <PriceTag
          amount={liveClass.finalPrice}
          previousAmount={liveClass.salePrice === null ? null : liveClass.price}
        />
      </Box>
    </CardShell>
  );
}
