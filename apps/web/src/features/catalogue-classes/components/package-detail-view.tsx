import { mdiGoogleClassroom, mdiTagOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassPackageDetail } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-parts';
import { ClassCardCompact } from '../../../components/class-card-compact';
import { DetailHeader } from '../../../components/detail-header';
import { DetailLayout, DetailSection, PurchaseBox } from '../../../components/detail-layout';
import { PriceTag } from '../../../components/price-tag';
import { formatRupiah } from '../../../lib/format';
import { paths } from '../../../config/paths';

/** `/kelas-paket/{id}`: the bundle's classes, its price, what they cost separately and the saving. */
export function PackageDetailView({ classPackage }: { classPackage: ClassPackageDetail }) {
  const { t } = useTranslation();
  const paragraphs = classPackage.description.split(/\n{2,}/).filter((text) => text.trim() !== '');
  return (
    <DetailLayout
      back={{ to: paths.classes(), label: t('catalogue.class.back') }}
      header={
        <DetailHeader
          title={classPackage.title}
          summary={classPackage.summary}
          coverUrl={classPackage.coverUrl}
          chips={[t('catalogue.package.badge'), classPackage.level]}
        />
      }
      main={
        <>
          {paragraphs.length > 0 ? (
            <DetailSection title={t('catalogue.package.about')}>
              {paragraphs.map((text, index) => (
                <Typography key={index} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                  {text}
                </Typography>
              ))}
            </DetailSection>
          ) : null}
          <DetailSection title={t('catalogue.package.classes', { count: classPackage.classes.length })}>
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              data-package-classes=""
            >
              {classPackage.classes.map((liveClass, index) => (
                <li key={liveClass.id}>
                  <ClassCardCompact liveClass={liveClass} position={index + 1} />
                </li>
              ))}
            </Box>
          </DetailSection>
        </>
      }
      aside={
        <PurchaseBox
          price={
            <PriceTag amount={classPackage.price} previousAmount={classPackage.originalPrice} size="large" />
          }
          facts={
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              {classPackage.saving > 0 ? (
                <Typography sx={{ color: 'success.dark', fontWeight: 700 }} data-package-saving="">
                  {t('catalogue.package.saving', { amount: formatRupiah(classPackage.saving) })}
                </Typography>
              ) : null}
              <CardFact icon={mdiGoogleClassroom}>
                {t('catalogue.package.classes', { count: classPackage.classCount })}
              </CardFact>
              <CardFact icon={mdiTagOutline}>
                {t('catalogue.package.separately', { amount: formatRupiah(classPackage.originalPrice) })}
              </CardFact>
            </Box>
          }
          buyLabel={t('catalogue.purchase.buyPackage')}
        />
      }
    />
  );
}
