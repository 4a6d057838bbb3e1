import { mdiAccountOutline, mdiFileDocumentOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { MaterialCard as MaterialCardData } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CardChips, CardFact, CardShell, CardTitleLink } from './card-parts';
import { CoverImage } from './cover-image';
import { PriceTag } from './price-tag';
import { Rating } from './rating';
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
    <CardShell kind="material">
      <CoverImage src={material.coverUrl} alt="" />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <CardChips
          labels={[
            material.isFree ? t('catalogue.price.free') : material.level,
            material.isFree ? material.level : null,
            material.subject.name,
          ]}
        />
        <CardTitleLink to={paths.materialDetail(material.id)} component={headingLevel}>
          {material.title}
        </CardTitleLink>
        <CardFact icon={mdiAccountOutline}>{material.tutor.name}</CardFact>
        <CardFact icon={mdiFileDocumentOutline}>
          {t('catalogue.material.pages', { count: material.pageCount, preview: material.previewPages })}
        </CardFact>
        <Box sx={{ flex: 1 }} />
        <Rating value={material.rating.average} count={material.rating.count} label={ratingLabel} />
        <PriceTag
          amount={material.finalPrice}
          previousAmount={material.salePrice === null ? null : material.price}
        />
      </Box>
    </CardShell>
  );
}
