import { mdiAccountOutline, mdiFileDocumentOutline } from '@mdi/js';
import type { MaterialCard as MaterialCardData } from '@scola/contracts';
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
import { paths } from '../config/paths';

export interface MaterialCardProps {
  material: MaterialCardData;
  headingLevel?: 'h2' | 'h3';
  /** Say what the rating rates ("Rating kelas"), where it stands beside a tutor's own rating (tutor profile). */
  ratingLabel?: string;
}

/** The material card (spec widget): cover, subject and level, title, tutor, pages and free preview, price. */
export function MaterialCard({ material, headingLevel = 'h3', ratingLabel }: MaterialCardProps) {
  const { t } = useTranslation();
  return (
    <PlainCardShell kind="material">
      <PlainCover src={material.coverUrl} />
      <PlainCardBody>
        <PlainCardChips
          labels={[
            material.isFree ? t('catalogue.price.free') : material.level,
            material.isFree ? material.level : null,
            material.subject.name,
          ]}
        />
        <PlainCardTitleLink to={paths.materialDetail(material.id)} component={headingLevel}>
          {material.title}
        </PlainCardTitleLink>
        <PlainCardFact icon={mdiAccountOutline}>{material.tutor.name}</PlainCardFact>
        <PlainCardFact icon={mdiFileDocumentOutline}>
          {t('catalogue.material.pages', { count: material.pageCount, preview: material.previewPages })}
        </PlainCardFact>
        <PlainCardSpacer />
        <PlainRating value={material.rating.average} count={material.rating.count} label={ratingLabel} />
        <PlainPriceTag
          amount={material.finalPrice}
          previousAmount={material.salePrice === null ? null : material.price}
        />
      </PlainCardBody>
    </PlainCardShell>
  );
}
