import { mdiAccountGroupOutline, mdiCalendarBlankOutline, mdiSeatOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { LiveClassDetail } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-parts';
import { useSeatsText } from '../../../components/class-card';
import { DetailHeader } from '../../../components/detail-header';
import { DetailLayout, DetailSection, PurchaseBox } from '../../../components/detail-layout';
import { PriceTag } from '../../../components/price-tag';
import { Rating } from '../../../components/rating';
import { RichText } from '../../../components/rich-text';
import { TutorCard } from '../../../components/tutor-card';
import { formatShortDate } from '../../../lib/format';
import { SessionList } from '../../../components/session-list';
import { paths } from '../../../config/paths';

export interface ClassDetailViewProps {
  liveClass: LiveClassDetail;
  /** Sections the page adds after the class's own (reviews, more classes of the tutor). */
  children?: ReactNode;
  /** A section the page puts first (the slot picker of a bimble class). */
  lead?: ReactNode;
}

/** `/kelas/{id}`: cover, title, sessions with their dates, about text (with maths), tutor, price and seats. */
export function ClassDetailView({ liveClass, children, lead }: ClassDetailViewProps) {
  const { t, i18n } = useTranslation();
  const seatsText = useSeatsText();
  const facts = (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <CardFact icon={mdiSeatOutline}>{seatsText(liveClass.seatsLeft)}</CardFact>
      <CardFact icon={mdiAccountGroupOutline}>
        {t('catalogue.class.capacity', { count: liveClass.capacity })}
      </CardFact>
      <CardFact icon={mdiCalendarBlankOutline}>
        {liveClass.firstSessionAt && liveClass.lastSessionAt
          ? t('catalogue.class.period', {
              from: formatShortDate(liveClass.firstSessionAt, i18n.language),
              to: formatShortDate(liveClass.lastSessionAt, i18n.language),
            })
          : t('catalogue.class.noSchedule')}
      </CardFact>
    </Box>
  );
  return (
    <DetailLayout
      back={{ to: paths.classes(), label: t('catalogue.class.back') }}
      header={
        <DetailHeader
          title={liveClass.title}
          summary={liveClass.summary}
          coverUrl={liveClass.coverUrl}
          chips={[liveClass.level, t(`catalogue.kind.${liveClass.kind}`), liveClass.subject.name]}
          meta={
            <Rating
              value={liveClass.rating.average}
              count={liveClass.rating.count}
              size="medium"
              label={t('catalogue.rating.thisClass')}
            />
          }
        />
      }
      main={
        <>
          {lead}
          <DetailSection title={t('catalogue.class.sessions', { count: liveClass.sessions.length })}>
            <SessionList sessions={liveClass.sessions} empty={t('catalogue.class.noSessions')} />
          </DetailSection>
          <DetailSection title={t('catalogue.class.about')}>
            <RichText html={liveClass.aboutHtml} />
          </DetailSection>
          <DetailSection title={t('catalogue.class.tutor')}>
            <TutorCard tutor={liveClass.tutor} />
          </DetailSection>
          {children}
        </>
      }
      aside={
        <PurchaseBox
          price={
            <PriceTag
              amount={liveClass.finalPrice}
              previousAmount={liveClass.salePrice === null ? null : liveClass.price}
              size="large"
            />
          }
          facts={facts}
          buyLabel={t('catalogue.purchase.buyClass')}
        />
      }
    />
  );
}
