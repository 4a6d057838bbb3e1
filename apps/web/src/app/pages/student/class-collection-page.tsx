import { mdiGoogleClassroom } from '@mdi/js';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedCard } from '../../../features/calendar-feed/components/calendar-feed-card';
import { useOwnedClasses } from '../../../features/collections/api/collections';
import { OwnedClassCard } from '../../../features/collections/components/class-collection';
import { CollectionFrame } from '../../../features/collections/components/collection-frame';
import { currentTime, useCollectionPage } from './collection-page-parts';
import { paths } from '../../../config/paths';

/**
 * `/beranda/koleksi-kelas`: the classes the student owns (bought alone or through a package), with their dates, and
 * the private calendar feed of their sessions.
 */
export default function ClassCollectionPage() {
  const { t } = useTranslation();
  const [page, setPage] = useCollectionPage();
  const query = useOwnedClasses(page);
  const [now] = useState(currentTime);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <CollectionFrame
        title={t('pages.classCollection')}
        intro={t('collections.classes.intro')}
        query={query}
        listLabel={t('collections.classes.listLabel')}
        itemKey={(item) => item.id}
        renderItem={(item) => <OwnedClassCard liveClass={item} now={now} />}
        empty={{
          icon: mdiGoogleClassroom,
          title: t('collections.classes.emptyTitle'),
          text: t('collections.classes.emptyText'),
          action: { to: paths.classes(), label: t('collections.classes.emptyAction') },
        }}
        page={page}
        onPage={setPage}
      />
      {/* Sessions of the owned classes and the student's bimbel bookings, in any calendar app. */}
      <CalendarFeedCard />
    </Box>
  );
}
