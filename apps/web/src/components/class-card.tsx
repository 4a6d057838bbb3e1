import { mdiAccountOutline, mdiCalendarBlankOutline, mdiSeatOutline } from '@mdi/js';
import type { LiveClassCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import {
  PlainCardBody,
  PlainCardChips,
  PlainCardFact,
  PlainCardShell,
  PlainCardSpacer,
  PlainCardTitleLink,
  PlainCover,
  PlainPriceTag,
  PlainRating,
} from './plain-card-parts';
import { formatShortDate } from '../lib/format';
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
    <PlainCardShell kind="class">
      <PlainCover src={liveClass.coverUrl} eager={eagerCover} />
      <PlainCardBody>
        <PlainCardChips
          labels={[liveClass.level, t(`catalogue.kind.${liveClass.kind}`), liveClass.subject.name]}
        />
        <PlainCardTitleLink to={paths.classDetail(liveClass.id)} component={headingLevel}>
          {liveClass.title}
        </PlainCardTitleLink>
        <PlainCardFact icon={mdiAccountOutline}>{liveClass.tutor.name}</PlainCardFact>
        <PlainCardFact icon={mdiCalendarBlankOutline}>
          {liveClass.firstSessionAt
            ? t('catalogue.class.startsOn', {
                date: formatShortDate(liveClass.firstSessionAt, i18n.language),
                count: liveClass.sessionCount,
              })
            : t('catalogue.class.noSchedule')}
        </PlainCardFact>
        <PlainCardFact icon={mdiSeatOutline}>{seatsText(liveClass.seatsLeft)}</PlainCardFact>
        <PlainCardSpacer />
        <PlainRating value={liveClass.rating.average} count={liveClass.rating.count} label={ratingLabel} />
        <PlainPriceTag
          amount={liveClass.finalPrice}
          previousAmount={liveClass.salePrice === null ? null : liveClass.price}
        />
      </PlainCardBody>
    </PlainCardShell>
  );
}
