import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { usePackageDetail } from '../../../features/catalogue-classes/api/classes';
import { PackageDetailView } from '../../../features/catalogue-classes/components/package-detail-view';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

/** `/kelas-paket/{id}`: a bundle of classes at one price. */
export default function ClassPackagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = usePackageDetail(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('catalogue.package.notFound')}
        notFoundText={t('catalogue.state.notFoundText')}
        back={{ to: paths.classes(), label: t('catalogue.class.back') }}
      />
    );
  }
  return (
    <WithPurchaseAction itemType="kelas-paket" itemId={query.data.id} freeTrial>
      <PackageDetailView classPackage={query.data} />
    </WithPurchaseAction>
  );
}
