import { mdiGoogleClassroom, mdiTagOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import type { ClassPackageCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../lib/format';
import { CardChips, CardFact, CardShell, CardTitleLink } from './card-parts';
import { CoverImage } from './cover-image';
import { PriceTag } from './price-tag';
import { paths } from '../config/paths';

export interface PackageCardProps {
  classPackage: ClassPackageCard;
  headingLevel?: 'h2' | 'h3';
}

/** A class package card: the bundle's classes, its price, the separate prices struck through and the saving. */
export function PackageCard({ classPackage, headingLevel = 'h3' }: PackageCardProps) {
  const { t } = useTranslation();
  return (
    <CardShell kind="package">
      <CoverImage src={classPackage.coverUrl} alt="" />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <CardChips labels={[t('catalogue.package.badge'), classPackage.level]} />
        <CardTitleLink to={paths.classPackageDetail(classPackage.id)} component={headingLevel}>
          {classPackage.title}
        </CardTitleLink>
        <CardFact icon={mdiGoogleClassroom}>
          {t('catalogue.package.classes', { count: classPackage.classCount })}
        </CardFact>
        {classPackage.saving > 0 ? (
          <CardFact icon={mdiTagOutline}>
            {t('catalogue.package.saving', { amount: formatRupiah(classPackage.saving) })}
          </CardFact>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <PriceTag amount={classPackage.price} previousAmount={classPackage.originalPrice} />
      </Box>
    </CardShell>
  );
}
