import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useMaterialDetail } from '../../../features/catalogue-materials/api/materials';
import { MaterialPreviewView } from '../../../features/catalogue-materials/components/material-preview-view';
import { usePageTitle } from '../../document-title';
import { WithPurchaseAction } from './purchase-action';
import { paths } from '../../../config/paths';

function MaterialPreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useMaterialDetail(id);
  usePageTitle(query.data ? t('catalogue.material.previewTitle', { title: query.data.title }) : null);
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
      <MaterialPreviewView material={query.data} />
    </WithPurchaseAction>
  );
}

/** `/materi/preview/{id}`: the free preview pages; without an id, the list of materials. */
export default function MaterialPreviewPage() {
  const { id } = useParams();
  return id ? <MaterialPreview id={id} /> : <Navigate to={paths.materials()} replace />;
}
