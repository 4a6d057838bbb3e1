import { mdiAccountHeartOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { CollectionFrame } from '../../../features/collections/components/collection-frame';
import { useFollowedTutors } from '../../../features/follows/api/follows';
import { FollowedTutorCard } from '../../../features/follows/components/followed-tutor-card';
import { useCollectionPage } from './collection-page-parts';
import { paths } from '../../../config/paths';

/** `/beranda/koleksi-tutor`: the tutors the student follows, with unfollow. */
export default function TutorCollectionPage() {
  const { t } = useTranslation();
  const [page, setPage] = useCollectionPage();
  const query = useFollowedTutors(page);
  return (
    <CollectionFrame
      title={t('pages.tutorCollection')}
      intro={t('follows.intro')}
      query={query}
      listLabel={t('follows.listLabel')}
      itemKey={(item) => item.id}
      renderItem={(item) => <FollowedTutorCard tutor={item} />}
      empty={{
        icon: mdiAccountHeartOutline,
        title: t('follows.emptyTitle'),
        text: t('follows.emptyText'),
        action: { to: paths.tutors(), label: t('follows.emptyAction') },
      }}
      page={page}
      onPage={setPage}
      skeleton="person"
    />
  );
}
