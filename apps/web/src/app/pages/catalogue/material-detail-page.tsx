import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useMaterialDetail } from '../../../features/catalogue-materials/api/materials';
import { MaterialDetailView } from '../../../features/catalogue-materials/components/material-detail-view';
import { MyReview } from '../../../features/catalogue-reviews/components/my-review';
import { ReviewsSection } from '../../../features/catalogue-reviews/components/reviews-section';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

function MaterialDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useMaterialDetail(id);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('catalogue.material.notFound')}
        notFoundText={t('catalogue.state.notFoundText')}
        back={{ to: paths.materials(), label: t('catalogue.material.back') }}
      />
    );
  }
  return (
    <WithPurchaseAction itemType="materi" itemId={query.data.id}>
      <MaterialDetailView material={query.data}>
        <MyReview targetType="materi" targetId={query.data.id} />
        <ReviewsSection targetType="materi" targetId={query.data.id} />
      </MaterialDetailView>
    </WithPurchaseAction>
  );
}

/** `/materi/detil/{id}`; without an id, the list of materials. */
export default function MaterialDetailPage() {
  const { id } = useParams();
  return id ? <MaterialDetail id={id} /> : <Navigate to={paths.materials()} replace />;
}
