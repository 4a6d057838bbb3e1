import { mdiGoogleClassroom, mdiTagOutline } from '@mdi/js';
import type { ClassPackageCard } from '@scola/contracts';
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
} from './plain-card-parts';
import { formatRupiah } from '../lib/format';
import { paths } from '../config/paths';

export interface PackageCardProps {
  classPackage: ClassPackageCard;
  headingLevel?: 'h2' | 'h3';
}

/** A class package card: the bundle's classes, its price, the separate prices struck through and the saving. */
export function PackageCard({ classPackage, headingLevel = 'h3' }: PackageCardProps) {
  const { t } = useTranslation();
  return (
    <PlainCardShell kind="package">
      <PlainCover src={classPackage.coverUrl} />
      <PlainCardBody>
        <PlainCardChips labels={[t('catalogue.package.badge'), classPackage.level]} />
        <PlainCardTitleLink to={paths.classPackageDetail(classPackage.id)} component={headingLevel}>
          {classPackage.title}
        </PlainCardTitleLink>
        <PlainCardFact icon={mdiGoogleClassroom}>
          {t('catalogue.package.classes', { count: classPackage.classCount })}
        </PlainCardFact>
        {classPackage.saving > 0 ? (
          <PlainCardFact icon={mdiTagOutline}>
            {t('catalogue.package.saving', { amount: formatRupiah(classPackage.saving) })}
          </PlainCardFact>
        ) : null}
        <PlainCardSpacer />
        <PlainPriceTag amount={classPackage.price} previousAmount={classPackage.originalPrice} />
      </PlainCardBody>
    </PlainCardShell>
  );
}
