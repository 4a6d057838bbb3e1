import { mdiEyeOutline, mdiFileDocumentOutline, mdiFileEyeOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MaterialDetail } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardFact } from '../../../components/card-parts';
import { DetailHeader } from '../../../components/detail-header';
import { DetailLayout, DetailSection, PurchaseBox } from '../../../components/detail-layout';
import { MdiIcon } from '../../../components/mdi-icon';
import { PriceTag } from '../../../components/price-tag';
import { Rating } from '../../../components/rating';
import { RichText } from '../../../components/rich-text';
import { TutorCard } from '../../../components/tutor-card';
import { paths } from '../../../config/paths';

export interface MaterialDetailViewProps {
  material: MaterialDetail;
  children?: ReactNode;
}

/** `/materi/detil/{id}`: what the material holds, free or paid, its free preview, the tutor and reviews. */
export function MaterialDetailView({ material, children }: MaterialDetailViewProps) {
  const { t } = useTranslation();
  const previewButton = (
    <Button
      component={RouterLink}
      to={paths.materialPreview(material.id)}
      variant="outlined"
      size="large"
      startIcon={<MdiIcon path={mdiEyeOutline} />}
      data-preview-link=""
    >
      {t('catalogue.material.previewAction', { count: material.previewPages })}
    </Button>
  );
  return (
    <DetailLayout
      back={{ to: paths.materials(), label: t('catalogue.material.back') }}
      header={
        <DetailHeader
          title={material.title}
          summary={material.summary}
          coverUrl={material.coverUrl}
          chips={[
            material.isFree ? t('catalogue.price.free') : t('catalogue.material.paid'),
            material.level,
            material.subject.name,
          ]}
          meta={
            <Rating
              value={material.rating.average}
              count={material.rating.count}
              size="medium"
              label={t('catalogue.rating.thisMaterial')}
            />
          }
        />
      }
      main={
        <>
          <DetailSection title={t('catalogue.material.about')}>
            <RichText html={material.description} />
          </DetailSection>
          <DetailSection title={t('catalogue.material.author')}>
            <TutorCard tutor={material.tutor} />
          </DetailSection>
          {children}
        </>
      }
      aside={
        <PurchaseBox
          price={
            <PriceTag
              amount={material.finalPrice}
              previousAmount={material.salePrice === null ? null : material.price}
              size="large"
            />
          }
          facts={
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              <CardFact icon={mdiFileDocumentOutline}>
                {t('catalogue.material.pageCount', { count: material.pageCount })}
              </CardFact>
              <CardFact icon={mdiFileEyeOutline}>
                {t('catalogue.material.previewPages', { count: material.previewPages })}
              </CardFact>
            </Box>
          }
          buyLabel={material.isFree ? t('catalogue.purchase.getFree') : t('catalogue.purchase.buyMaterial')}
        >
          {previewButton}
        </PurchaseBox>
      }
    />
  );
}
