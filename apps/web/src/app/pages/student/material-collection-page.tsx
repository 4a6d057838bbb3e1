import { mdiBookshelf } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useOwnedMaterials } from '../../../features/collections/api/collections';
import { CollectionFrame } from '../../../features/collections/components/collection-frame';
import { OwnedMaterialCard } from '../../../features/collections/components/material-collection';
import { useCollectionPage } from './collection-page-parts';
import { paths } from '../../../config/paths';

/** `/beranda/koleksi-materi`: the materials the student owns, each with a download of the full PDF. */
export default function MaterialCollectionPage() {
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
