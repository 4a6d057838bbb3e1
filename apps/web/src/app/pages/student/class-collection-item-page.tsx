import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { DetailSkeleton } from '../../../components/detail-layout';
import { useOwnedClass } from '../../../features/collections/api/collections';
import { ClassCollectionItemView } from '../../../features/collections/components/class-collection';
import { usePageTitle } from '../../document-title';
import { currentTime } from './collection-page-parts';
import { paths } from '../../../config/paths';

function OwnedClass({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useOwnedClass(id);
  const [now] = useState(currentTime);
  usePageTitle(query.data?.title);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('collections.classes.notFound')}
        notFoundText={t('collections.classes.notFoundText')}
        back={{ to: paths.classCollection(), label: t('collections.classes.back') }}
      />
    );
  }
  return <ClassCollectionItemView liveClass={query.data} now={now} />;
}

/** `/beranda/koleksi-kelas/{id}`: an owned class and its sessions; without an id, the class collection. */
export default function ClassCollectionItemPage() {
  const { id } = useParams();
  return id ? <OwnedClass key={id} id={id} /> : <Navigate to={paths.classCollection()} replace />;
}
