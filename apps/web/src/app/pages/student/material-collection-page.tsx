import { mdiBookshelf } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMaterialDetail } from '../../../features/catalogue-materials/api/materials';
import { useOwnedMaterials } from '../../../features/collections/api/collections';
import { MaterialReader } from '../../../features/offline/components/material-reader';
import { isUuid } from '../../../lib/uuid';
import { usePageTitle } from '../../document-title';
import { CollectionFrame } from '../../../features/collections/components/collection-frame';
import { OwnedMaterialCard } from '../../../features/collections/components/material-collection';
import { useCollectionPage } from './collection-page-parts';
import { paths } from '../../../config/paths';

/** `?baca={id}`: an owned material's PDF read in the page (from the offline copy when saved). */
function Reader({ id }: { id: string }) {
  const detail = useMaterialDetail(id);
  const title = detail.data?.title;
  usePageTitle(title);
  return <MaterialReader materialId={id} title={title} />;
}

/**
 * `/beranda/koleksi-materi`: the materials the student owns, each with a download of the full PDF, reading in the
 * page (`?baca={id}`) and saving for offline.
 */
export default function MaterialCollectionPage() {
  const [params] = useSearchParams();
  const reading = params.get('baca');
  return reading && isUuid(reading) ? <Reader key={reading} id={reading} /> : <MaterialList />;
}

function MaterialList() {
  const { t } = useTranslation();
  const [page, setPage] = useCollectionPage();
  const query = useOwnedMaterials(page);
  return (
    <CollectionFrame
      title={t('pages.materialCollection')}
      intro={t('collections.materials.intro')}
      query={query}
      listLabel={t('collections.materials.listLabel')}
      itemKey={(item) => item.id}
      renderItem={(item) => <OwnedMaterialCard material={item} />}
      empty={{
        icon: mdiBookshelf,
        title: t('collections.materials.emptyTitle'),
        text: t('collections.materials.emptyText'),
        action: { to: paths.materials(), label: t('collections.materials.emptyAction') },
      }}
      page={page}
      onPage={setPage}
    />
  );
}
